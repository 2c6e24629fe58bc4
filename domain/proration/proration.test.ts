import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getRecurringPeriod } from '../interval';
import { Big } from '../money';
import { prorate, QUOTE_TTL_SECONDS, quotePlanChange, quoteProblem, type ProrationPlan } from './index';

const DAY = 86_400;
const monthly = (unitAmount: string, quantity = 1): ProrationPlan => ({ unitAmount, quantity, recurring: { interval: 'month', interval_count: 1 } });
const yearly = (unitAmount: string): ProrationPlan => ({ unitAmount, quantity: 1, recurring: { interval: 'year', interval_count: 1 } });
const TEN = '10000000000000000000'; // 10 ABT, past 2^53
const now = 1_800_000_000;

describe('prorate (amount due today for a plan change)', () => {
  it('credits the unused part and charges the new plan for the rest of the period', () => {
    // 20 of 30 days left: credit 2/3 of 10, charge 2/3 of 20, due the difference.
    const result = prorate({ current: monthly(TEN), next: monthly('20000000000000000000'), periodEnd: now + 20 * DAY, now, trialing: false });
    expect(result.credit).toBe('6666666666666666666');
    expect(result.net).toBe('6666666666666666666');
    expect(result.charge).toBe('13333333333333333332');
    expect(result.amountDue).toBe('6666666666666666666');
    expect(result.creditIssued).toBe('0');
    expect(result.remainingSeconds).toBe(20 * DAY);
  });

  it('compares cycles by the interval lengths of docs/spec/checkout-and-billing.md §9: a yearly plan at 100 costs 100/365 a day', () => {
    const result = prorate({ current: monthly('3000'), next: yearly('36500'), periodEnd: now + 10 * DAY, now, trialing: false });
    // credit 3000 × 10/30 = 1000; charge 36500 × 10/365 = 1000 → nothing due.
    expect(result).toMatchObject({ credit: '1000', charge: '1000', amountDue: '0', creditIssued: '0' });
  });

  it('a downgrade issues credit instead of a negative amount due', () => {
    const result = prorate({ current: monthly('3000'), next: monthly('1500'), periodEnd: now + 15 * DAY, now, trialing: false });
    expect(result).toMatchObject({ credit: '1500', charge: '750', net: '-750', amountDue: '0', creditIssued: '750' });
  });

  it('nothing is due in a trial, after the period end, or for the same plan', () => {
    expect(prorate({ current: monthly('3000'), next: monthly('9000'), periodEnd: now + 5 * DAY, now, trialing: true }).amountDue).toBe('0');
    expect(prorate({ current: monthly('3000'), next: monthly('9000'), periodEnd: now - 5, now, trialing: false }).amountDue).toBe('0');
    expect(prorate({ current: monthly('3000', 2), next: monthly('3000', 2), periodEnd: now + 5 * DAY, now, trialing: false })).toMatchObject({ credit: '0', amountDue: '0' });
  });

  it('the same price is another plan with another quantity or another cycle', () => {
    // 15 of 30 days left: one more seat at 3000 a month costs half a month of it.
    expect(prorate({ current: monthly('3000', 1), next: monthly('3000', 2), periodEnd: now + 15 * DAY, now, trialing: false })).toMatchObject({ credit: '1500', charge: '3000', amountDue: '1500' });
    // 3000 a year instead of 3000 a month, 15 days left: 1500 credited, the net −1376.7 truncated toward zero, and the charge
    // is credit + net (124, not 3000 × 15/365 = 123.3 rounded alone) so the three figures add up.
    expect(prorate({ current: monthly('3000'), next: yearly('3000'), periodEnd: now + 15 * DAY, now, trialing: false })).toMatchObject({ credit: '1500', charge: '124', net: '-1376', amountDue: '0', creditIssued: '1376' });
  });

  it('a change of plans at the same rate nets exactly "0", never "-0"', () => {
    expect(prorate({ current: monthly('3000'), next: yearly('36500'), periodEnd: now + 10 * DAY, now, trialing: false }).net).toBe('0');
    // A downgrade worth less than a smallest unit over the time left truncates to zero.
    expect(prorate({ current: monthly('3000'), next: monthly('2999'), periodEnd: now + DAY, now, trialing: false })).toMatchObject({ net: '0', amountDue: '0', creditIssued: '0' });
  });

  it('never credits more than one cycle, even when the period end is far away', () => {
    const result = prorate({ current: monthly('3000'), next: monthly('6000'), periodEnd: now + 90 * DAY, now, trialing: false });
    expect(result).toMatchObject({ credit: '3000', amountDue: '3000', remainingSeconds: 30 * DAY });
  });

  it('rejects an unknown interval (docs/spec/checkout-and-billing.md §8 Unsupported recurring interval)', () => {
    const odd: ProrationPlan = { unitAmount: '1', quantity: 1, recurring: { interval: 'fortnight' } };
    expect(() => prorate({ current: odd, next: monthly('1'), periodEnd: now + DAY, now, trialing: false })).toThrow('Unsupported recurring interval');
  });
});

const interval = fc.constantFrom('hour', 'day', 'week', 'month', 'year');
const plan = fc.record({
  unitAmount: fc.bigInt({ min: 0n, max: 10n ** 24n }).map(String),
  quantity: fc.integer({ min: 1, max: 50 }),
  recurring: fc.record({ interval, interval_count: fc.integer({ min: 1, max: 12 }) }),
});
const timing = fc.record({ now: fc.integer({ min: 0, max: 2_000_000_000 }), left: fc.integer({ min: -400 * DAY, max: 400 * DAY }), trialing: fc.boolean() });

describe('prorate invariants (fast-check)', () => {
  it('never negative: amount due, credit, charge and credit issued are all ≥ 0', () => {
    fc.assert(
      fc.property(plan, plan, timing, (current, next, t) => {
        const r = prorate({ current, next, periodEnd: t.now + t.left, now: t.now, trialing: t.trialing });
        for (const value of [r.amountDue, r.credit, r.charge, r.creditIssued]) expect(new Big(value).isNegative()).toBe(false);
      }),
    );
  });

  it('zero for the same plan', () => {
    fc.assert(
      fc.property(plan, timing, (same, t) => {
        const r = prorate({ current: same, next: { ...same }, periodEnd: t.now + t.left, now: t.now, trialing: t.trialing });
        expect([r.amountDue, r.net, r.creditIssued]).toEqual(['0', '0', '0']);
      }),
    );
  });

  // A real period is never longer than the cycle it bills, so the time left fits both plans' cycles.
  it('symmetric up/down: the reverse change has exactly the opposite net; what one pays the other is issued', () => {
    fc.assert(
      fc.property(plan, plan, timing, (a, b, t) => {
        const fits = Math.min(t.left, getRecurringPeriod(a.recurring) / 1000, getRecurringPeriod(b.recurring) / 1000);
        const input = { periodEnd: t.now + fits, now: t.now, trialing: t.trialing };
        const up = prorate({ current: a, next: b, ...input });
        const down = prorate({ current: b, next: a, ...input });
        expect(new Big(up.net).plus(down.net).isZero()).toBe(true);
        expect(up.amountDue).toBe(down.creditIssued);
        expect(up.creditIssued).toBe(down.amountDue);
      }),
    );
  });

  it('the preview adds up: charge − credit = net, and due − issued = net', () => {
    fc.assert(
      fc.property(plan, plan, timing, (current, next, t) => {
        const r = prorate({ current, next, periodEnd: t.now + t.left, now: t.now, trialing: t.trialing });
        expect(new Big(r.charge).minus(r.credit).toFixed(0)).toBe(new Big(r.net).toFixed(0));
        expect(new Big(r.amountDue).minus(r.creditIssued).toFixed(0)).toBe(new Big(r.net).toFixed(0));
      }),
    );
  });

  it('the credit never exceeds one full cycle of the current plan', () => {
    fc.assert(
      fc.property(plan, plan, timing, (current, next, t) => {
        const r = prorate({ current, next, periodEnd: t.now + t.left, now: t.now, trialing: false });
        expect(new Big(r.credit).isLessThanOrEqualTo(new Big(current.unitAmount).times(current.quantity))).toBe(true);
      }),
    );
  });

  it('more time left never makes an upgrade cheaper', () => {
    fc.assert(
      fc.property(plan, plan, timing, fc.integer({ min: 0, max: 30 * DAY }), (current, next, t, extra) => {
        const at = (left: number) => prorate({ current, next, periodEnd: t.now + left, now: t.now, trialing: false });
        const left = Math.abs(t.left);
        expect(new Big(at(left + extra).amountDue).isGreaterThanOrEqualTo(at(left).amountDue)).toBe(true);
      }),
    );
  });
});

describe('quotePlanChange / quoteProblem (the preview is a quote)', () => {
  const input = { current: monthly(TEN), next: monthly('20000000000000000000'), periodEnd: now + 20 * DAY, trialing: false };

  it('prorates as of the quote time, not the moment it is confirmed, and holds for QUOTE_TTL_SECONDS', () => {
    const quote = quotePlanChange({ ...input, quotedAt: now });
    expect(quote).toMatchObject({ ...prorate({ ...input, now }), quotedAt: now, expiresAt: now + QUOTE_TTL_SECONDS });
    expect(QUOTE_TTL_SECONDS).toBe(300);
  });

  it('a quote can be paid from its time to its time + the limit; older, future or not a time cannot', () => {
    expect(quoteProblem(now, now)).toBeNull();
    expect(quoteProblem(now, now + QUOTE_TTL_SECONDS)).toBeNull();
    expect(quoteProblem(now, now + QUOTE_TTL_SECONDS + 1)).toBe('expired');
    expect(quoteProblem(now + 1, now)).toBe('future');
    for (const bad of [undefined, '1800000000', 1.5, Number.NaN, null]) expect(quoteProblem(bad, now)).toBe('invalid');
  });

  it('charged = shown: for any wait within the limit, the charge for the quote time is the preview, to the smallest unit', () => {
    fc.assert(
      fc.property(plan, plan, fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: QUOTE_TTL_SECONDS }), (current, next, at, left, wait) => {
        const shown = quotePlanChange({ current, next, periodEnd: at + left, trialing: false, quotedAt: at });
        const confirmedAt = at + wait;
        expect(quoteProblem(shown.quotedAt, confirmedAt)).toBeNull();
        const charged = quotePlanChange({ current, next, periodEnd: at + left, trialing: false, quotedAt: shown.quotedAt });
        expect(charged.amountDue).toBe(shown.amountDue);
      }),
    );
  });
});
