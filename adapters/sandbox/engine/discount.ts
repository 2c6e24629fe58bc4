// The server's side of a promotion code's discount (issue 30 item 2): what the applied coupon
// takes off the amount due now. Like totals.ts, deliberately not domain/pricing/discount.ts:
// the sandbox plays the server and is the page's oracle, so a mistake in the domain must not be
// repeated here (discount.test.ts checks the two agree).
import { Big } from '@domain/money';
import { couponById, type SandboxCoupon } from '../catalog/promotions';
import type { SessionRecord } from '../model';

/** A coupon's amount in a currency: its own, else currency_options; null when it has none. */
export function couponAmountFor(coupon: SandboxCoupon, currencyId: string): string | null {
  if (coupon.percent_off > 0) return null;
  if (coupon.currency_id === currencyId) return coupon.amount_off;
  return coupon.currency_options?.[currencyId]?.amount_off ?? null;
}

/** What `coupon` takes off `gross` (smallest units): percent rounded down, at most `gross`. */
export function couponDiscount(coupon: SandboxCoupon, gross: string, currencyId: string): string {
  const base = new Big(gross);
  if (base.isLessThanOrEqualTo(0)) return '0';
  const off =
    coupon.percent_off > 0
      ? base.times(coupon.percent_off).dividedToIntegerBy(100)
      : new Big(couponAmountFor(coupon, currencyId) ?? '0');
  return (off.isGreaterThan(base) ? base : off).toFixed(0);
}

/** The applied coupon of a session (the first of its discounts), if any. */
export function appliedCoupon(session: SessionRecord): SandboxCoupon | undefined {
  const first = (session.discounts ?? [])[0] as { coupon?: unknown } | undefined;
  return typeof first?.coupon === 'string' ? couponById(first.coupon) : undefined;
}

/** The discount of a session's applied code on `gross` in `currencyId` ('0' without one). */
export function sessionDiscount(session: SessionRecord, gross: string, currencyId: string): string {
  const coupon = appliedCoupon(session);
  return coupon ? couponDiscount(coupon, gross, currencyId) : '0';
}
