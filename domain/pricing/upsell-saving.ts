import { Big } from '../money/big-number';
import { getRecurringPeriod } from '../interval/recurring-interval';
import { formatRecurring } from '../interval/format-recurring';
import { messageFrom, messageWithNested, type LocalizedMessage } from '../validation/result';
import { pricingMessages } from './messages';
import type { CurrencyRef, LineItemLike, PriceLike } from './price-like';
import { getPriceUnitAmount } from './unit-amount';

/**
 * docs/reference/payment-react.md §3.5 / §11.8, the saving of switching a one-line cart to its upsell price, as a whole
 * percent string: factor = floor(period(to) / period(from)), before = from × factor,
 * pct = (before − to) × 100 / before, rounded half up to a whole percent as the spec says (docs/spec/checkout-and-billing.md §9 "rounded
 * to a whole percent": 16.67 % shows as "17"; the real product's BN division truncates to 16, and
 * the spec wins). '0' when there is no offer (several lines, already upsold, no target, a
 * non-recurring side, no saving). Throws on an unsupported interval.
 */
export function formatUpsellSaving(items: readonly LineItemLike[], currency: CurrencyRef): string {
  const item = items.length === 1 ? items[0] : undefined;
  const target = item?.price.upsell?.upsells_to;
  if (!item || item.upsell_price || !target) return '0';
  return getUpsellSavingPercent(item.price, target, currency);
}

/** The saving percent of paying `to` instead of `from` for the same time (see formatUpsellSaving). */
export function getUpsellSavingPercent(from: PriceLike, to: PriceLike, currency: CurrencyRef): string {
  if (!from.recurring || !to.recurring) return '0';
  const factor = Math.floor(getRecurringPeriod(to.recurring) / getRecurringPeriod(from.recurring));
  const before = new Big(getPriceUnitAmount(from, currency).amount).times(factor);
  if (!before.isGreaterThan(0)) return '0';
  const after = new Big(getPriceUnitAmount(to, currency).amount);
  const percent = before.minus(after).times(100).dividedBy(before).integerValue(Big.ROUND_HALF_UP);
  return percent.isGreaterThan(0) ? percent.toFixed(0) : '0';
}

/** The texts of the upsell switch: "Save with yearly billing", "{saving}% off", "Switch to monthly billing". */
export function formatUpsellLabels(
  from: PriceLike,
  to: PriceLike,
  saving: string,
): { readonly save: LocalizedMessage; readonly off: LocalizedMessage; readonly switchBack: LocalizedMessage } | null {
  if (!from.recurring || !to.recurring) return null;
  return {
    save: messageWithNested(pricingMessages, 'upsell.save', {}, { recurring: formatRecurring(to.recurring, 'ly') }),
    off: messageFrom(pricingMessages, 'upsell.off', { saving }),
    switchBack: messageWithNested(pricingMessages, 'upsell.switch', {}, { recurring: formatRecurring(from.recurring, 'ly') }),
  };
}
