import { invalid } from '../validation/messages';
import { valid, type ValidationResult } from '../validation/result';
import { significantDecimalPlaces, toBig, type Numeric } from './big-number';

/** Amount precision of inputs (docs/spec/checkout-and-billing.md §9: amount precision default 6). */
export const DEFAULT_AMOUNT_PRECISION = 6;

/** A decimal as typed: digits with at most one point, an optional sign, no exponent. */
const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * docs/spec/checkout-and-billing.md §5: an amount may have at most `precision` decimals, else
 * 'Amount decimal places must be less than or equal to {precision}'. Trailing zeros do not count
 * ("1.5000000" is 1.5), the same rule as fromTokenToUnit, so a value that passes here converts.
 * Empty input passes: whether a value is required is another rule.
 */
export function checkDecimalPlaces(
  value: Numeric | null | undefined,
  precision: number = DEFAULT_AMOUNT_PRECISION,
): ValidationResult {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return valid();
  const parsed = toBig(value);
  if (parsed === null) return invalid('validation.number');
  const text = typeof value === 'string' ? value.trim() : parsed.toFixed();
  // fromTokenToUnit converts plain decimals only: "1e-7" or "0x10" would pass a decimal count and
  // then fail to convert, so they are not a number here either.
  if (!PLAIN_DECIMAL.test(text)) return invalid('validation.number');
  if (significantDecimalPlaces(text) > precision) return invalid('validation.amountPrecision', { precision });
  return valid();
}

/** Decimal places of an amount, ignoring trailing zeros ("2.50" → 1, "10" → 0). */
export function decimalPlaces(value: Numeric): number {
  return toBig(value)?.decimalPlaces() ?? 0;
}
