import { DEFAULT_AMOUNT_PRECISION, checkDecimalPlaces } from '../money/decimal-places';
import { toBig, toBigOrZero, type Numeric } from '../money/big-number';
import { formatNumber } from '../money/format-amount';
import { invalid } from '../validation/messages';
import { valid, type ValidationResult } from '../validation/result';

export interface DonationLimits {
  /** Default 0. */
  readonly minimum?: Numeric | null | undefined;
  /** Default unbounded (missing or 0). */
  readonly maximum?: Numeric | null | undefined;
  /** Allowed decimals of the amount; default 6 (docs/spec/checkout-and-billing.md §9 amount precision). */
  readonly precision?: number | undefined;
}

/** How an unbounded maximum reads in 'Please enter an amount between {min} and {max}.' */
export const UNBOUNDED_TEXT = '∞';

/**
 * docs/spec/checkout-and-billing.md §5 donation amount, in the real product's order: required, a number, the precision rule
 * ('Amount decimal places must be less than or equal to {precision}'), then the range
 * 'Please enter an amount between {min} and {max}.' — the spec's check, bounds inclusive, minimum
 * 0 by default, so its message never refuses an amount inside the range it names. Then one rule of
 * our own: a tip of 0 is not a payment (there is nothing to pay), so an in-range 0 fails with its
 * own message, 'A tip of 0 cannot be paid. Please enter an amount above 0.'.
 * The valid value is the amount as a canonical token string.
 */
export function validateDonationAmount(amount: Numeric | null | undefined, limits: DonationLimits = {}): ValidationResult {
  if (amount === null || amount === undefined || String(amount).trim() === '') return invalid('validation.required');
  const value = toBig(amount);
  if (value === null) return invalid('validation.number');
  const precisionCheck = checkDecimalPlaces(amount, limits.precision ?? DEFAULT_AMOUNT_PRECISION);
  if (!precisionCheck.ok) return precisionCheck;

  const minimum = toBigOrZero(limits.minimum);
  const maximumValue = toBig(limits.maximum);
  const maximum = maximumValue !== null && maximumValue.isGreaterThan(0) ? maximumValue : null;
  const tooSmall = value.isLessThan(minimum);
  const tooLarge = maximum !== null && value.isGreaterThan(maximum);
  if (tooSmall || tooLarge) {
    return invalid('validation.donationBetween', {
      min: formatNumber(minimum, 18),
      max: maximum === null ? UNBOUNDED_TEXT : formatNumber(maximum, 18),
    });
  }
  if (value.isZero()) return invalid('validation.donationZero');
  return valid(value.toFixed());
}
