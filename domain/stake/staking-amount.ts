import { Big, maxBig, toBigOrZero, type Numeric } from '../money/big-number';
import { DEFAULT_DECIMALS } from '../money/unit-conversion';
import { getLineTotal } from '../pricing/checkout-amount';
import { effectivePrice, isRecurring, type CurrencyRef, type LineItemLike } from '../pricing/price-like';

/** The stake fields of a session's subscription_data (token units, docs/spec/checkout-and-billing.md §3). */
export interface StakeSettingsLike {
  readonly billing_threshold_amount?: Numeric | null | undefined;
  readonly min_stake_amount?: Numeric | null | undefined;
  readonly no_stake?: boolean | null | undefined;
}

/** The stake threshold in token units: the larger of billing threshold and minimum stake. */
export function getStakeThreshold(settings: StakeSettingsLike | null | undefined): string {
  return maxBig(toBigOrZero(settings?.billing_threshold_amount), toBigOrZero(settings?.min_stake_amount)).toFixed();
}

const decimalsOf = (currency: CurrencyRef): number =>
  typeof currency === 'object' && typeof currency.decimal === 'number' ? currency.decimal : DEFAULT_DECIMALS;

/**
 * docs/spec/checkout-and-billing.md §9 / docs/reference/payment-react.md §11.7, the stake of a subscription checkout in the smallest unit:
 * '0' without recurring items; else the larger of billing_threshold_amount and min_stake_amount
 * (token amounts, converted with the currency's decimals, rounded up so the stake never falls
 * short of the minimum); when both are 0, the real product's fallback: the sum of all recurring
 * lines (licensed and metered), unit amount × quantity.
 */
export function getStakingAmount(
  items: readonly LineItemLike[],
  currency: CurrencyRef,
  settings?: StakeSettingsLike | null,
): string {
  const recurring = items.filter((item) => isRecurring(effectivePrice(item)));
  if (recurring.length === 0) return '0';
  const threshold = new Big(getStakeThreshold(settings));
  if (threshold.isGreaterThan(0)) return threshold.shiftedBy(decimalsOf(currency)).toFixed(0, Big.ROUND_UP);
  return recurring.reduce((sum, item) => sum.plus(getLineTotal(item, currency).amount), new Big(0)).toFixed();
}
