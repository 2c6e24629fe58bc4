import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isValidCountry } from './country';
import { invalid } from './messages';
import { valid, type ValidationResult } from './result';

/**
 * Whether a country has its own postal-code format in the dataset (postcode-validator, a
 * maintained package covering 187 countries; the real product hand-wrote 159).
 */
export function hasPostalCodePattern(country: string): boolean {
  const code = country.trim().toUpperCase();
  return code !== 'INTL' && postcodeValidatorExistsForCountry(code);
}

/**
 * docs/spec/checkout-and-billing.md §5 postal code by country. Empty skips (valid). Known formats are checked after trimming
 * and upper-casing (people type "sw1a 1aa"). Countries without a format accept "any known
 * format": the dataset's international shape, letters and digits in groups joined by a space or
 * hyphen. A missing or unknown country fails, as in the real product: the format cannot be known.
 * The valid value is the trimmed, upper-cased code.
 */
export function validatePostalCode(value: string | null | undefined, country: string | null | undefined): ValidationResult {
  const code = (value ?? '').trim().toUpperCase();
  if (code === '') return valid();
  if (!country || !isValidCountry(country)) return invalid('validation.postalCode');
  const region = country.trim().toUpperCase();
  const format = hasPostalCodePattern(region) ? region : 'INTL';
  return postcodeValidator(code, format) ? valid(code) : invalid('validation.postalCode');
}
