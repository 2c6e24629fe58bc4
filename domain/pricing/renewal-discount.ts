import { Big } from '../money/big-number';
import { couponAmountOff, couponTerms, type CouponLike } from './discount';

/** A run of renewals at one amount: `cycles` of them, or every one after (null). */
export interface RenewalPhase {
  /** The amount of each renewal in the phase, smallest unit. */
  readonly amount: string;
  readonly cycles: number | null;
}

/** The billing cycle the renewals follow (a price's recurring). */
export interface RenewalCycle {
  readonly interval: string;
  readonly interval_count?: number | null | undefined;
}

// An average calendar month (365.25 / 12 days): only cycles shorter than a month (day, week)
// need it; months and years are counted exactly.
const DAYS_PER_MONTH = '30.4375';

/**
 * How many invoices a coupon lasting `months` covers, counted from the first paid invoice: the
 * invoices whose period starts within those months (Stripe's repeating coupon: "applies to
 * every invoice in the first n months"). A yearly plan under a 3-month coupon: only the first.
 */
function invoicesWithin(months: number, cycle: RenewalCycle): number {
  const count = Math.max(1, cycle.interval_count ?? 1);
  const span = new Big(months);
  switch (cycle.interval) {
    case 'month':
      return span.dividedBy(count).integerValue(Big.ROUND_CEIL).toNumber();
    case 'year':
      return span.dividedBy(12 * count).integerValue(Big.ROUND_CEIL).toNumber();
    case 'week':
      return span.times(DAYS_PER_MONTH).dividedBy(7 * count).integerValue(Big.ROUND_CEIL).toNumber();
    default:
      return span.times(DAYS_PER_MONTH).dividedBy(count).integerValue(Big.ROUND_CEIL).toNumber();
  }
}

/**
 * What each renewal after today's invoice costs under a promotion code's coupon (issue 30 item 2,
 * the headline's then-line), as phases: the discounted renewals the coupon still covers, then
 * the full price.
 *
 * - forever: every renewal is discounted.
 * - once: only the first paid invoice is. Without a trial that is today's: the renewals pay the
 *   full price.
 * - repeating n months: the invoices of the first n months are. Decision (as Stripe counts):
 *   the first paid invoice is month 1 of the n, because the coupon's clock starts when it is
 *   redeemed and that invoice is issued then; so a monthly plan under "10% off for 3 months"
 *   renews discounted twice, then at the full price.
 * - A trial: nothing is paid today, so the first paid invoice is the first renewal and the
 *   coupon's invoices all fall among the renewals (discount.ts's decision: the coupon applies
 *   from the first paid invoice).
 *
 * Each discounted renewal takes `couponAmountOff` of the renewal (percent rounded down, an
 * amount at most the renewal). A coupon that takes nothing off gives the full price only.
 */
export function renewalPhases(
  renew: string,
  coupon: CouponLike | null | undefined,
  currencyId: string,
  options: { readonly trialing: boolean; readonly cycle: RenewalCycle },
): readonly RenewalPhase[] {
  const full: RenewalPhase = { amount: new Big(renew).toFixed(0), cycles: null };
  if (!coupon) return [full];
  const off = couponAmountOff(coupon, renew, currencyId);
  if (new Big(off).isZero()) return [full];
  const discounted = new Big(renew).minus(off).toFixed(0);
  const terms = couponTerms(coupon, currencyId);
  if (terms.duration === 'forever') return [{ amount: discounted, cycles: null }];
  const covered = terms.duration === 'once' ? 1 : invoicesWithin(terms.months, options.cycle);
  const renewals = options.trialing ? covered : covered - 1;
  return renewals > 0 ? [{ amount: discounted, cycles: renewals }, full] : [full];
}
