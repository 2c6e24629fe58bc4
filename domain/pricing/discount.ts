import { Big, toBig } from '../money/big-number';

/**
 * The parts of a coupon (TCouponExpanded in @blocklet/payment-types) the discount reads:
 * a whole percent off, or an amount off in the coupon's own currency (smallest unit) with
 * the same amount in other currencies in currency_options.
 */
export interface CouponLike {
  readonly percent_off?: number | null | undefined;
  readonly amount_off?: string | null | undefined;
  readonly currency_id?: string | null | undefined;
  readonly currency_options?: Readonly<Record<string, { readonly amount_off?: string | null | undefined }>> | null | undefined;
  readonly duration?: string | null | undefined;
  readonly duration_in_months?: number | null | undefined;
}

/**
 * The amount a coupon takes off `subtotal` (both in the smallest unit of `currencyId`).
 *
 * - Percent off is rounded DOWN to a whole smallest unit, as domain/money rounds a product
 *   (money.ts times): the payer is never told of a discount bigger than the one charged, and
 *   the wallet request (total = due now + stake − discount) stays a whole unit.
 * - Amount off is the coupon's amount in that currency (its own, else currency_options); a
 *   currency the coupon has no amount for takes nothing off (the server refuses such a code).
 * - Never more than the subtotal, never below 0 (a malformed amount counts as nothing).
 *
 * Decision (trials, stake): the subtotal passed is the amount due NOW before the stake. While a
 * trial applies the recurring lines are not due now, so the first charge's discount is 0 on
 * them (the coupon's duration then applies to the invoices after the trial, which the server
 * bills); the stake is a deposit, never discounted. Upsell changes the lines, so the discount is
 * recomputed from the new subtotal (the server's recalculate-promotion).
 */
export function couponAmountOff(coupon: CouponLike, subtotal: string, currencyId: string): string {
  const base = toBig(subtotal);
  if (base === null || base.isLessThanOrEqualTo(0)) return '0';
  const percent = toBig(coupon.percent_off ?? null);
  let off: Big;
  if (percent !== null && percent.isGreaterThan(0)) {
    off = base.times(Big.min(percent, 100)).dividedBy(100).integerValue(Big.ROUND_DOWN);
  } else {
    off = new Big(couponAmountIn(coupon, currencyId) ?? 0);
  }
  return Big.min(off, base).toFixed(0);
}

/** An amount coupon's amount off in a currency (its own, else currency_options), whole smallest units; null when it has none. */
export function couponAmountIn(coupon: CouponLike, currencyId: string): string | null {
  const amount = coupon.currency_id === currencyId ? coupon.amount_off : coupon.currency_options?.[currencyId]?.amount_off;
  const parsed = toBig(amount ?? null);
  return parsed === null || parsed.isLessThan(0) ? null : parsed.integerValue(Big.ROUND_DOWN).toFixed(0);
}

/** Whether a coupon can discount a currency (an amount coupon outside its currencies is refused). */
export function couponSupportsCurrency(coupon: CouponLike, currencyId: string): boolean {
  return (coupon.percent_off ?? 0) > 0 || couponAmountIn(coupon, currencyId) !== null;
}

/** What a coupon takes off: a whole percent, or an amount (smallest unit) of the chosen currency. */
export type CouponOff =
  | { readonly type: 'percent'; readonly percent: number }
  | { readonly type: 'amount'; readonly amount: string; readonly currencyId: string };

/**
 * The terms of a coupon as parts for a text (docs/reference/payment-react.md: coupon.terms.*):
 * "{off} forever", "{off} once", "{off} for {months} month(s)". The UI picks the message by
 * `duration` and formats `off` with the currency (never a number without its currency).
 */
export interface CouponTerms {
  readonly off: CouponOff;
  readonly duration: 'forever' | 'once' | 'repeating';
  readonly months: number;
}

export function couponTerms(coupon: CouponLike, currencyId: string): CouponTerms {
  const percent = coupon.percent_off ?? 0;
  const off: CouponOff =
    percent > 0
      ? { type: 'percent', percent }
      : { type: 'amount', currencyId, amount: couponAmountIn(coupon, currencyId) ?? '0' };
  const duration = coupon.duration === 'forever' || coupon.duration === 'repeating' ? coupon.duration : 'once';
  const months = duration === 'repeating' ? Math.max(1, coupon.duration_in_months ?? 1) : 0;
  return { off, duration, months };
}

/**
 * The discount the summary shows for a server's total_details.amount_discount: never more than
 * the amount due now, so a discount can never eat into the stake (a deposit) and the total
 * asked of the wallet or card (due now + stake − discount) is never below the stake.
 */
export function discountOnDueNow(amountDiscount: string | null | undefined, dueNow: string): string {
  const discount = toBig(amountDiscount ?? null);
  const due = toBig(dueNow) ?? new Big(0);
  if (discount === null || discount.isLessThanOrEqualTo(0) || due.isLessThanOrEqualTo(0)) return '0';
  return Big.min(discount, due).integerValue(Big.ROUND_DOWN).toFixed(0);
}
