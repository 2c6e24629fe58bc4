import { requiredAddressFields, type AddressFieldsContext, type BillingAddressField } from './address-fields';
import { normalizeCountry } from './country';
import type { FieldValidationMap } from './field-pattern';
import { invalid } from './messages';
import { valid, type ValidationResult } from './result';
import { validateRequiredText } from './validate-name';
import { validatePostalCode } from './validate-postal-code';
import { checkFieldPattern } from './field-pattern';

export interface BillingAddressInput {
  readonly line1?: string | null | undefined;
  readonly line2?: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly state?: string | null | undefined;
  readonly postal_code?: string | null | undefined;
  readonly country?: string | null | undefined;
}

export interface BillingAddressContext extends AddressFieldsContext {
  readonly fieldValidation?: FieldValidationMap | null | undefined;
  readonly locale?: string | undefined;
}

export { requiredAddressFields, type BillingAddressField };
export type BillingAddressResults = Readonly<Record<BillingAddressField, ValidationResult>>;

/**
 * docs/spec/checkout-and-billing.md §5 billing address. Required mode: line1, city, state and postal_code are required.
 * Any other mode asks only the postal code, and only for card payments (the real product also
 * asks the state there; the spec does not, and we follow the spec). A postal code, when given,
 * must fit the country's format; empty skips that check. The country always passes and carries
 * the normalised value ('us' when the given one is invalid). Fields that are not asked pass.
 */
export function validateBillingAddress(
  address: BillingAddressInput | null | undefined,
  context: BillingAddressContext = {},
): BillingAddressResults {
  const input = address ?? {};
  const asked = new Set(requiredAddressFields(context));
  const country = normalizeCountry(input.country);
  const rule = (field: string) => context.fieldValidation?.[`billing_address.${field}`];
  const text = (field: 'line1' | 'city' | 'state'): ValidationResult =>
    asked.has(field)
      ? validateRequiredText(input[field], { rule: rule(field), locale: context.locale })
      : valid();
  return {
    line1: text('line1'),
    city: text('city'),
    state: text('state'),
    postal_code: postalCode(input.postal_code, country, asked.has('postal_code'), rule('postal_code'), context.locale),
    country: valid(country),
  };
}

function postalCode(
  value: string | null | undefined,
  country: string,
  asked: boolean,
  rule: Parameters<typeof checkFieldPattern>[1],
  locale: string | undefined,
): ValidationResult {
  if (!asked) return valid();
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return invalid('validation.required');
  const format = validatePostalCode(trimmed, country);
  if (!format.ok) return format;
  const pattern = checkFieldPattern(trimmed, rule, locale);
  return pattern.ok ? format : pattern;
}
