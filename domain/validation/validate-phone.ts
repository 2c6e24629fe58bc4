import type { CountryCode } from 'libphonenumber-js';
import { checkFieldPattern } from './field-pattern';
import { invalid } from './messages';
import { valid, type ValidationResult } from './result';
import type { TextFieldOptions } from './validate-name';

/**
 * The two functions of libphonenumber-js the rule needs. The browser loads that library lazily
 * (docs/architecture.md §4), so the caller passes it in once loaded, or null when loading failed.
 * Only the library's types are imported here (erased at build), so nothing loads eagerly.
 */
export interface PhoneLibrary {
  isValidPhoneNumber(text: string, defaultCountry?: CountryCode): boolean;
  parsePhoneNumber(text: string, defaultCountry?: CountryCode): { readonly number: string } | undefined;
}

/** docs/spec/checkout-and-billing.md §5 / docs/reference/payment-react.md §3.14: used only when the phone library could not be loaded. */
export const FALLBACK_PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

export interface PhoneOptions extends TextFieldOptions {
  /** The loaded phone library, or null/undefined to use the fallback pattern. */
  readonly phoneLibrary?: PhoneLibrary | null | undefined;
  /** Country of numbers typed without +; default 'US' (as the real product). */
  readonly defaultCountry?: string | undefined;
  /** phone_number_collection.enabled; when false the field is not asked and always passes. */
  readonly enabled?: boolean | undefined;
}

/**
 * docs/spec/checkout-and-billing.md §5 customer_phone (only when phone collection is enabled): required, a valid
 * international number, normalised to the + country-code form (E.164), then the merchant
 * pattern. Never throws, whatever the library does with odd input.
 */
export function validatePhone(
  value: string | null | undefined,
  optionsOrLibrary: PhoneOptions | PhoneLibrary | null = {},
): ValidationResult {
  const options = asOptions(optionsOrLibrary);
  if (options.enabled === false) return valid();
  const text = (value ?? '').trim();
  if (text === '') return invalid('validation.required');
  const country = (options.defaultCountry ?? 'US').toUpperCase();
  const normalised = options.phoneLibrary ? withLibrary(text, country, options.phoneLibrary) : withFallback(text, country);
  if (normalised === null) return invalid('validation.phone');
  const patternCheck = checkFieldPattern(text, options.rule, options.locale);
  return patternCheck.ok ? valid(normalised) : patternCheck;
}

const isPhoneLibrary = (value: PhoneOptions | PhoneLibrary): value is PhoneLibrary =>
  typeof (value as Partial<PhoneLibrary>).isValidPhoneNumber === 'function';

// The library may be passed directly (validatePhone(text, lib)); null means it failed to load.
function asOptions(value: PhoneOptions | PhoneLibrary | null): PhoneOptions {
  // null (the library failed to load) is the same as no library: the fallback pattern applies.
  if (value === null) return {};
  return isPhoneLibrary(value) ? { phoneLibrary: value } : value;
}

/** The + country-code form of a number, or null when it is not a valid number. */
export function normalizePhone(text: string, options: Pick<PhoneOptions, 'phoneLibrary' | 'defaultCountry'> = {}): string | null {
  const country = (options.defaultCountry ?? 'US').toUpperCase();
  const trimmed = text.trim();
  return options.phoneLibrary ? withLibrary(trimmed, country, options.phoneLibrary) : withFallback(trimmed, country);
}

function withLibrary(text: string, countryText: string, library: PhoneLibrary): string | null {
  // An unknown country code makes the library throw, which the catch turns into "invalid".
  const country = countryText as CountryCode;
  try {
    if (!library.isValidPhoneNumber(text, country)) return null;
    return library.parsePhoneNumber(text, country)?.number ?? null;
  } catch {
    return null;
  }
}

// Without metadata we cannot know calling codes: a 10-digit number without + is read as North
// American (the default country of the real product), anything else keeps its own digits.
function withFallback(text: string, country: string): string | null {
  if (!FALLBACK_PHONE_PATTERN.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return `+${digits}`;
  return digits.length === 10 && (country === 'US' || country === 'CA') ? `+1${digits}` : `+${digits}`;
}
