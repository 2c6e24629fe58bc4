// Register a new area in en/index.ts and zh/index.ts; the parity test walks both catalogues.
import type { en } from './en';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type CatalogueLocale = 'en' | 'zh';

/** Each language is its own chunk, fetched when a reader needs it. */
export const loadCatalogue = (locale: CatalogueLocale): Promise<Catalogue> =>
  locale === 'zh' ? import('./zh').then((m) => m.zh) : import('./en').then((m) => m.en);
