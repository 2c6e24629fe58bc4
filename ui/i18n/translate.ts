import { loadPart, type Area, type CatalogueParts, type MessageKey, type Part, type Texts } from './messages';

export type Locale = 'en' | 'zh';
export type MessageParams = Readonly<Record<string, string | number>>;
export type { Area };

/** Fetches one part of one language (the app's loader imports its chunk; tests pass fakes). */
export type PartLoader = <P extends Part>(locale: Locale, part: P) => Promise<Texts<P>>;

/**
 * The texts present in this page, loaded by part (see ./messages):
 *
 * - `ensureCatalogue(locale)` loads the language's boot part and every area in use: boot awaits
 *   it before the first render, and a language switch awaits it before re-rendering, so the new
 *   language never shows raw keys on a screen that was showing texts.
 * - `ensureArea(area)` marks the area in use and loads it for every language this page has asked
 *   for (normally one; after a switch the old one too, so a switch in flight or a switch back
 *   never lacks it). A screen of the area awaits it before rendering (route loader, lazy module).
 * - Every part is fetched once per language, however many callers ask; a failed fetch is
 *   forgotten, so the next call tries again.
 * - `translate` looks a key up in the locale's texts, then in the English ones if English is
 *   loaded (normally not on a Chinese page; the parity test guarantees Chinese has every key),
 *   and otherwise returns the key itself: a key of an area not loaded yet reads as the key.
 * - `isMessageKey` knows the keys of the parts loaded in any language.
 */
export interface Catalogues {
  /** Makes parts of a language available without fetching them (tests register everything). */
  registerCatalogue(locale: Locale, parts: CatalogueParts): void;
  /** Loads the language's boot part and every area in use; resolves when `translate` can use them. */
  ensureCatalogue(locale: Locale): Promise<void>;
  /** Loads an area for the languages of this page; resolves when `translate` can use it. */
  ensureArea(area: Area): Promise<void>;
  isMessageKey(key: string): key is MessageKey;
  /** Looks a key up in the locale's texts and fills `{name}` placeholders. */
  translate(locale: Locale, key: MessageKey, params?: MessageParams): string;
}

export function createCatalogues(load: PartLoader): Catalogues {
  const texts: Record<Locale, Partial<Record<MessageKey, string>>> = { en: {}, zh: {} };
  const parts: Record<Locale, Map<Part, Promise<void>>> = { en: new Map(), zh: new Map() };
  // Languages this page has asked for, and areas some screen has asked for.
  const locales = new Set<Locale>();
  const areas = new Set<Area>();

  const ensurePart = (locale: Locale, part: Part): Promise<void> => {
    const known = parts[locale].get(part);
    if (known) return known;
    const pending = load(locale, part).then((loaded) => {
      Object.assign(texts[locale], loaded);
    });
    parts[locale].set(part, pending);
    pending.catch(() => {
      if (parts[locale].get(part) === pending) parts[locale].delete(part);
    });
    return pending;
  };

  return {
    registerCatalogue(locale, given) {
      locales.add(locale);
      for (const [part, loaded] of Object.entries(given) as [Part, Texts | undefined][]) {
        if (!loaded) continue;
        Object.assign(texts[locale], loaded);
        parts[locale].set(part, Promise.resolve());
      }
    },
    async ensureCatalogue(locale) {
      locales.add(locale);
      await Promise.all([ensurePart(locale, 'boot'), ...[...areas].map((area) => ensurePart(locale, area))]);
    },
    async ensureArea(area) {
      areas.add(area);
      await Promise.all([...locales].map((locale) => ensurePart(locale, area)));
    },
    isMessageKey: (key: string): key is MessageKey => key in texts.en || key in texts.zh,
    translate(locale, key, params) {
      const template = texts[locale][key] ?? texts.en[key] ?? key;
      if (!params) return template;
      return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
    },
  };
}

// The page's texts: the app loads them part by part (one chunk per language and part).
export const { registerCatalogue, ensureCatalogue, ensureArea, isMessageKey, translate } = createCatalogues(loadPart);

/** The platform passes locales like zh-CN, zh-TW or tw; everything Chinese maps to zh. */
export function toLocale(input: string | null | undefined): Locale {
  const lower = (input ?? '').toLowerCase();
  return lower.startsWith('zh') || lower === 'tw' ? 'zh' : 'en';
}
