import { COUNTRY_CODES } from '@domain/validation/country';
import type { Locale } from '@ui/i18n';

export interface CountryOption {
  /** Lower-case region code, as the form keeps it ('us'). */
  value: string;
  label: string;
}

const cache = new Map<Locale, readonly CountryOption[]>();

/** Every known region with its name in the locale (Intl.DisplayNames), sorted by name. */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = locale === 'zh' ? 'zh-CN' : 'en';
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(tag);
  const options = [...COUNTRY_CODES]
    .map((code) => ({ value: code.toLowerCase(), label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(locale, options);
  return options;
}
