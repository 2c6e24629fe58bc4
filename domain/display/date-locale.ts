/** The date locales we format in; the interface exists in English and Chinese only. */
export type DateLocale = 'en' | 'zh';

/**
 * Maps a platform locale to the date locale (docs/spec/checkout-and-billing.md §9: zh and tw map to Chinese). zh-CN, zh-TW
 * and any other zh-* count as Chinese too; everything else (ja included) falls back to English.
 */
export function toDateLocale(locale: string | null | undefined): DateLocale {
  const lower = (locale ?? '').toLowerCase();
  return lower === 'tw' || lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_') ? 'zh' : 'en';
}
