import { Big, toBig } from '../money/big-number';
import { invalid } from './messages';
import { valid, type Invalid, type ValidationResult } from './result';

/**
 * An amount typed by a person, refused rather than reinterpreted (what is saved is what was meant): plain digits
 * with at most one decimal point ("1000.5"), never exponents ("1e309"), thousands separators
 * ("1,000"), signs, hex or Infinity; at most `precision` decimals; at most `max`. The valid value
 * is the canonical text ("010.50" → "10.5"). Surrounding spaces are ignored; nothing else is.
 */
export interface AmountBounds {
  /** Decimals allowed (the currency's precision). */
  precision: number;
  /** The largest amount accepted, token units as text. */
  max: string;
  /** When given, the amount must be above 0, and this is the failure for 0 or a negative. */
  positive?: Invalid;
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

export function checkAmountInput(text: string, bounds: AmountBounds): ValidationResult {
  const trimmed = text.trim();
  // toBig answers null for empty text as for any other non-number.
  const parsed = toBig(trimmed);
  if (parsed === null) return invalid('validation.number');
  if (bounds.positive && !parsed.isGreaterThan(0)) return bounds.positive;
  if (!PLAIN_DECIMAL.test(trimmed)) return invalid('validation.amountFormat');
  const decimals = trimmed.includes('.') ? trimmed.split('.')[1]!.replace(/0+$/, '').length : 0;
  if (decimals > bounds.precision) return invalid('validation.amountPrecision', { precision: bounds.precision });
  const value = new Big(trimmed);
  if (value.isGreaterThan(bounds.max)) return invalid('validation.amountMax', { max: new Big(bounds.max).toFormat() });
  return valid(value.toFixed());
}
