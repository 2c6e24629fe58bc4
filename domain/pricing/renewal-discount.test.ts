import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big } from '../money/big-number';
import { couponAmountOff } from './discount';
import { renewalPhases } from './renewal-discount';

const monthly = { interval: 'month', interval_count: 1 };
const plain = { trialing: false, cycle: monthly };
const TEN = '10000000000000000000';

describe('renewalPhases (issue 30 item 2: the then-line under a coupon)', () => {
  it('forever discounts every renewal; once leaves the renewals at the full price', () => {
    expect(renewalPhases(TEN, { percent_off: 20, duration: 'forever' }, 'tba', plain)).toEqual([{ amount: '8000000000000000000', cycles: null }]);
    expect(renewalPhases(TEN, { percent_off: 50, duration: 'once' }, 'tba', plain)).toEqual([{ amount: TEN, cycles: null }]);
    expect(renewalPhases(TEN, null, 'tba', plain)).toEqual([{ amount: TEN, cycles: null }]);
  });

  it('repeating n months: today is month 1, so a monthly plan renews discounted n − 1 times', () => {
    const three = { percent_off: 10, duration: 'repeating', duration_in_months: 3 };
    expect(renewalPhases(TEN, three, 'tba', plain)).toEqual([
      { amount: '9000000000000000000', cycles: 2 },
      { amount: TEN, cycles: null },
    ]);
    // One month: only today's invoice.
    expect(renewalPhases(TEN, { ...three, duration_in_months: 1 }, 'tba', plain)).toEqual([{ amount: TEN, cycles: null }]);
    // A quarterly plan under 6 months: today's and one renewal.
    expect(renewalPhases(TEN, { ...three, duration_in_months: 6 }, 'tba', { trialing: false, cycle: { interval: 'month', interval_count: 3 } })[0]).toEqual({
      amount: '9000000000000000000',
      cycles: 1,
    });
    // A yearly plan under 3 months: today's invoice only.
    expect(renewalPhases(TEN, three, 'tba', { trialing: false, cycle: { interval: 'year' } })).toEqual([{ amount: TEN, cycles: null }]);
    // Weekly under 1 month: the weeks starting within an average month (30.4375 days): 5 invoices, 4 renewals.
    expect(renewalPhases(TEN, { ...three, duration_in_months: 1 }, 'tba', { trialing: false, cycle: { interval: 'week' } })[0]?.cycles).toBe(4);
  });

  it('a trial: the first paid invoice is the first renewal, so it takes all the coupon covers', () => {
    const trial = { trialing: true, cycle: monthly };
    expect(renewalPhases(TEN, { percent_off: 50, duration: 'once' }, 'tba', trial)).toEqual([
      { amount: '5000000000000000000', cycles: 1 },
      { amount: TEN, cycles: null },
    ]);
    expect(renewalPhases(TEN, { percent_off: 10, duration: 'repeating', duration_in_months: 3 }, 'tba', trial)[0]?.cycles).toBe(3);
  });

  it('an amount coupon in the currency, never more than the renewal; nothing off gives the full price', () => {
    const fiveUsd = { amount_off: '500', currency_id: 'usd', duration: 'forever' };
    expect(renewalPhases('1000', fiveUsd, 'usd', plain)).toEqual([{ amount: '500', cycles: null }]);
    expect(renewalPhases('300', fiveUsd, 'usd', plain)).toEqual([{ amount: '0', cycles: null }]);
    expect(renewalPhases('1000', fiveUsd, 'tba', plain)).toEqual([{ amount: '1000', cycles: null }]);
  });

  const coupon = fc.oneof(
    fc.record({ percent_off: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ amount_off: fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String), currency_id: fc.constant('tba') }),
  );
  const duration = fc.oneof(
    fc.constant({ duration: 'forever' }),
    fc.constant({ duration: 'once' }),
    fc.integer({ min: 1, max: 36 }).map((months) => ({ duration: 'repeating', duration_in_months: months })),
  );
  const cycle = fc.record({ interval: fc.constantFrom('day', 'week', 'month', 'year'), interval_count: fc.integer({ min: 1, max: 12 }) });

  it('property: the renewals are never above the full price nor below 0, the last phase lasts for ever at the full price or the coupon’s price, and a trial never covers fewer renewals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 22n }).map(String), coupon, duration, cycle, (renew, off, terms, billing) => {
        const c = { ...off, ...terms };
        const phases = renewalPhases(renew, c, 'tba', { trialing: false, cycle: billing });
        const trialPhases = renewalPhases(renew, c, 'tba', { trialing: true, cycle: billing });
        for (const phase of [...phases, ...trialPhases]) {
          expect(new Big(phase.amount).isGreaterThanOrEqualTo(0)).toBe(true);
          expect(new Big(phase.amount).isLessThanOrEqualTo(renew)).toBe(true);
          expect(phase.amount).toMatch(/^\d+$/);
        }
        const last = phases[phases.length - 1]!;
        expect(last.cycles).toBeNull();
        if (phases.length === 2) {
          expect(last.amount).toBe(new Big(renew).toFixed(0));
          expect(phases[0]!.amount).toBe(new Big(renew).minus(couponAmountOff(c, renew, 'tba')).toFixed(0));
          expect(phases[0]!.cycles).toBeGreaterThan(0);
        }
        const covered = (p: readonly { amount: string; cycles: number | null }[]) => (p.length === 2 ? p[0]!.cycles! : p[0]!.cycles === null && p[0]!.amount !== new Big(renew).toFixed(0) ? Infinity : 0);
        // The trial shifts the coupon's invoices one step into the renewals.
        if (terms.duration !== 'forever' && couponAmountOff(c, renew, 'tba') !== '0') expect(covered(trialPhases)).toBe(covered(phases) + 1);
        else expect(covered(trialPhases)).toBe(covered(phases));
      }),
    );
  });
});
