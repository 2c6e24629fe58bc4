import { en, zh, type MessageKey } from './messages';

export type Locale = 'en' | 'zh';
export type MessageParams = Readonly<Record<string, string | number>>;

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, zh };

export const isMessageKey = (key: string): key is MessageKey => key in en;

/** Looks a key up in the locale's catalogue and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The platform passes locales like zh-CN, zh-TW or tw; everything Chinese maps to zh. */
export function toLocale(input: string | null | undefined): Locale {
  const lower = (input ?? '').toLowerCase();
  return lower.startsWith('zh') || lower === 'tw' ? 'zh' : 'en';
}
