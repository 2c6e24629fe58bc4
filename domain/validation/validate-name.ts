import { checkFieldPattern, type FieldPatternRule } from './field-pattern';
import { withoutInvisible } from './invisible';
import { invalid } from './messages';
import type { ValidationResult } from './result';

export interface TextFieldOptions {
  /** The merchant's pattern for this field, if any. */
  readonly rule?: FieldPatternRule | null | undefined;
  /** Reader's locale for the pattern message; default 'en'. */
  readonly locale?: string | undefined;
}

/**
 * A required free-text field (name, line1, city, state): trimmed, non-empty, merchant pattern.
 * Empty means nothing visible: zero-width and other invisible characters alone are empty.
 */
export function validateRequiredText(value: string | null | undefined, options: TextFieldOptions = {}): ValidationResult {
  const trimmed = (value ?? '').trim();
  if (withoutInvisible(trimmed).trim() === '') return invalid('validation.required');
  return checkFieldPattern(trimmed, options.rule, options.locale);
}

/** docs/spec/checkout-and-billing.md §5 customer_name: required, then the optional per-field pattern with its localized message. */
export function validateName(value: string | null | undefined, options: TextFieldOptions = {}): ValidationResult {
  return validateRequiredText(value, options);
}
