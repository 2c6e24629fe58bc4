import { toBig, type Numeric } from '../money/big-number';
import { invalid } from './messages';
import { valid, type ValidationResult } from './result';

const isBlank = (value: Numeric | null | undefined): boolean =>
  value === null || value === undefined || String(value).trim() === '';

/**
 * docs/spec/checkout-and-billing.md §5 auto top-up threshold: a valid number ('Please enter a valid number') greater than 0
 * ('Threshold must be greater than 0'). The real product lets 0 through despite its message;
 * we follow the message. The valid value is the canonical number text.
 */
export function validateAutoTopUpThreshold(value: Numeric | null | undefined): ValidationResult {
  if (isBlank(value)) return invalid('validation.number');
  const threshold = toBig(value);
  if (threshold === null) return invalid('validation.number');
  if (!threshold.isGreaterThan(0)) return invalid('validation.thresholdMin');
  return valid(threshold.toFixed());
}

/**
 * Daily maximum amount or attempts of auto top-up: 0 (or empty) means unlimited, otherwise a
 * non-negative number. The valid value is the canonical text, '0' for unlimited.
 */
export function validateDailyLimit(value: Numeric | null | undefined): ValidationResult {
  if (isBlank(value)) return valid('0');
  const limit = toBig(value);
  if (limit === null) return invalid('validation.number');
  if (limit.isLessThan(0)) return invalid('validation.dailyLimit');
  return valid(limit.toFixed());
}

/** True when a daily limit does not limit anything (0, empty or missing). */
export function isUnlimitedDailyLimit(value: Numeric | null | undefined): boolean {
  if (isBlank(value)) return true;
  return toBig(value)?.isZero() ?? false;
}
