import { Big } from '../money/big-number';
import { getRecurringPeriod, type RecurringLike } from '../interval/recurring-interval';

/** One side of a plan change: the plan's price per billing cycle (smallest units) and its cycle. */
export interface ProrationPlan {
  /** Unit amount in the currency's smallest unit, a string (money is never a JS number). */
  readonly unitAmount: string;
  readonly quantity: number;
  readonly recurring: RecurringLike;
}

export interface ProrationInput {
  readonly current: ProrationPlan;
  readonly next: ProrationPlan;
  /** The current period's end and "now", in seconds (the caller's clock; the domain has none). */
  readonly periodEnd: number;
  readonly now: number;
  /** A trial is not paid for: nothing is credited and nothing is due until it ends. */
  readonly trialing: boolean;
}

export interface Proration {
  /** The unused part of the current period at the current plan's rate (credit applied). */
  readonly credit: string;
  /** The rest of the current period at the new plan's rate. */
  readonly charge: string;
  /** charge − credit: positive for an upgrade, negative for a downgrade, exactly opposite for the reverse change. */
  readonly net: string;
  /** What is due today: the net when positive, else 0 (never negative). */
  readonly amountDue: string;
  /** A downgrade's surplus, kept as credit for the next invoice ("Credit issued"). */
  readonly creditIssued: string;
  /** Seconds of the current period not used yet. */
  readonly remainingSeconds: number;
}

const ZERO: Proration = { credit: '0', charge: '0', net: '0', amountDue: '0', creditIssued: '0', remainingSeconds: 0 };

/** Seconds of one billing cycle by the interval rules of docs/spec/checkout-and-billing.md §9 (month 30 d, year 365 d). */
const cycleSeconds = (recurring: RecurringLike) => getRecurringPeriod(recurring) / 1000;

const samePlan = (a: ProrationPlan, b: ProrationPlan) =>
  new Big(a.unitAmount).isEqualTo(b.unitAmount) &&
  a.quantity === b.quantity &&
  cycleSeconds(a.recurring) === cycleSeconds(b.recurring);

/**
 * What a plan change costs today. The current period keeps its end; the time left in it is
 * credited at the current plan's rate and charged at the new plan's rate, where a rate is the
 * plan's amount over its cycle length (docs/spec/checkout-and-billing.md §9), so a monthly and a yearly plan compare fairly.
 *
 * The net is computed from ONE exact fraction, (new rate − current rate) × time left, and then
 * truncated toward zero: that keeps a change and its reverse exactly opposite (no rounding
 * drift between the two directions). The credit is truncated too and the charge is credit + net,
 * so the three figures a preview shows always add up.
 */
export function prorate(input: ProrationInput): Proration {
  const { current, next } = input;
  const currentCycle = cycleSeconds(current.recurring);
  const nextCycle = cycleSeconds(next.recurring);
  if (input.trialing || samePlan(current, next)) return ZERO;
  const remaining = Math.min(Math.max(input.periodEnd - input.now, 0), currentCycle);
  if (remaining === 0) return ZERO;
  const currentTotal = new Big(current.unitAmount).times(current.quantity);
  const nextTotal = new Big(next.unitAmount).times(next.quantity);
  // (next/nextCycle − current/currentCycle) × remaining, over one common denominator.
  const numerator = nextTotal.times(currentCycle).minus(currentTotal.times(nextCycle)).times(remaining);
  const net = numerator.div(new Big(currentCycle).times(nextCycle)).integerValue(Big.ROUND_DOWN);
  const credit = currentTotal.times(remaining).div(currentCycle).integerValue(Big.ROUND_DOWN);
  const charge = credit.plus(net);
  return {
    credit: credit.toFixed(0),
    charge: charge.toFixed(0),
    net: net.isZero() ? '0' : net.toFixed(0),
    amountDue: net.isGreaterThan(0) ? net.toFixed(0) : '0',
    creditIssued: net.isLessThan(0) ? net.negated().toFixed(0) : '0',
    remainingSeconds: remaining,
  };
}
