import { invalid } from '../validation/messages';
import { type ValidationResult } from '../validation/result';
import { validateDonationAmount, type DonationLimits } from './validate-donation-amount';

/** Digits with at most one decimal point: what an amount field can read without guessing. */
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * An amount as the payer typed it into a field (a tip or a pay-what-you-want amount). The
 * field never drops or reinterprets characters (the payer is charged what they read), so text it cannot read is refused with a
 * message of its own ('1,000.5' is not 1.0005, and '1e3', '+5', '12 000' are not amounts), then
 * the amount rules of validateDonationAmount (precision, range, zero). The valid value is the
 * canonical token string.
 */
export function validateTypedAmount(text: string, limits: DonationLimits = {}): ValidationResult {
  const trimmed = text.trim();
  if (trimmed !== '' && !PLAIN_DECIMAL.test(trimmed)) return invalid('validation.amountFormat');
  return validateDonationAmount(trimmed, limits);
}
