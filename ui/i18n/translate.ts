import { loadCatalogue, type Catalogue, type MessageKey } from './messages';

export type Locale = 'en' | 'zh';
export type MessageParams = Readonly<Record<string, string | number>>;

// Catalogues present in this page; the active one is loaded before the first render.
const catalogues: Partial<Record<Locale, Catalogue>> = {};

/** Makes a locale's texts available (tests register both up front). */
export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues[locale] = catalogue;
}

/** Loads a locale's catalogue once; resolves when `translate` can use it. */
export async function ensureCatalogue(locale: Locale): Promise<void> {
  catalogues[locale] ??= await loadCatalogue(locale);
}

export const isMessageKey = (key: string): key is MessageKey => key in (catalogues.en ?? catalogues.zh ?? {});

/** Looks a key up in the locale's catalogue and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale]?.[key] ?? catalogues.en?.[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The platform passes locales like zh-CN, zh-TW or tw; everything Chinese maps to zh. */
export function toLocale(input: string | null | undefined): Locale {
  const lower = (input ?? '').toLowerCase();
  return lower.startsWith('zh') || lower === 'tw' ? 'zh' : 'en';
}
