import isEmail from 'validator/lib/isEmail';
import { checkFieldPattern } from './field-pattern';
import { invalid } from './messages';
import type { ValidationResult } from './result';
import type { TextFieldOptions } from './validate-name';

/** docs/spec/checkout-and-billing.md §5 limits: RFC 5321 path length and local-part length. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

// validator.js with every option the rule depends on spelled out, so that a change of the
// library's defaults cannot loosen it: a TLD is required, no "Name <a@b>" form, no IP domains,
// and the 254/64 length limits stay on.
const EMAIL_OPTIONS = {
  allow_display_name: false,
  require_display_name: false,
  allow_utf8_local_part: true,
  require_tld: true,
  allow_ip_domain: false,
  ignore_max_length: false,
  domain_specific_validation: false,
  allow_underscores: false,
} as const;

/**
 * docs/spec/checkout-and-billing.md §5 customer_email: required; at most 254 characters with a local part of at most 64
 * (each with its own message, so the payer knows what to fix); a valid address with a
 * top-level domain; then the optional merchant pattern. The valid value is the trimmed address.
 */
export function validateEmail(value: string | null | undefined, options: TextFieldOptions = {}): ValidationResult {
  const email = (value ?? '').trim();
  if (email === '') return invalid('validation.required');
  if (email.length > EMAIL_MAX_LENGTH) return invalid('validation.emailTooLong');
  const at = email.lastIndexOf('@');
  if (at > EMAIL_LOCAL_MAX_LENGTH) return invalid('validation.emailLocalTooLong');
  if (!isEmail(email, EMAIL_OPTIONS)) return invalid('validation.email');
  return checkFieldPattern(email, options.rule, options.locale);
}
