import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponAmountIn, couponAmountOff, couponSupportsCurrency, couponTerms, discountOnDueNow, summarizeCheckout } from './index';
import { line, oneTime, recurring } from './fixtures.test-helpers';

const NOW = Date.UTC(2025, 0, 1);
const abt = { id: 'usd', decimal: 2, symbol: 'ABT', type: 'standard' };
const wallet = { type: 'arcblock' };

describe('couponAmountOff (issue 30 item 2)', () => {
  it('takes a percent off, rounded down to a whole smallest unit', () => {
    expect(couponAmountOff({ percent_off: 20 }, '1000', 'usd')).toBe('200');
    expect(couponAmountOff({ percent_off: 15 }, '999', 'usd')).toBe('149');
    expect(couponAmountOff({ percent_off: 100 }, '999', 'usd')).toBe('999');
  });

  it('takes an amount off in the coupon currency or its currency_options, never more than the subtotal', () => {
    const coupon = { amount_off: '500', currency_id: 'usd', currency_options: { eth: { amount_off: '7' } } };
    expect(couponAmountOff(coupon, '1000', 'usd')).toBe('500');
    expect(couponAmountOff(coupon, '300', 'usd')).toBe('300');
    expect(couponAmountOff(coupon, '1000', 'eth')).toBe('7');
    expect(couponAmountOff(coupon, '1000', 'tba')).toBe('0');
    expect(couponSupportsCurrency(coupon, 'tba')).toBe(false);
    expect(couponSupportsCurrency({ percent_off: 5 }, 'tba')).toBe(true);
    // An amount coupon discounts its own currency and those of its currency_options.
    expect(couponSupportsCurrency(coupon, 'usd')).toBe(true);
    expect(couponSupportsCurrency(coupon, 'eth')).toBe(true);
  });

  it('an amount coupon without currency_options has no amount in another currency', () => {
    expect(couponAmountIn({ amount_off: '500', currency_id: 'usd' }, 'eth')).toBeNull();
    expect(couponSupportsCurrency({ amount_off: '500', currency_id: 'usd' }, 'eth')).toBe(false);
  });

  it('takes nothing off nothing or a malformed subtotal', () => {
    expect(couponAmountOff({ percent_off: 50 }, '0', 'usd')).toBe('0');
    expect(couponAmountOff({ percent_off: 50 }, 'x', 'usd')).toBe('0');
  });
});

describe('couponTerms', () => {
  it('an amount coupon in a currency it does not carry takes 0 off, in that currency', () => {
    expect(couponTerms({ amount_off: '500', currency_id: 'usd', duration: 'forever' }, 'eth').off).toEqual({ type: 'amount', amount: '0', currencyId: 'eth' });
  });

  it('a duration missing or unknown counts as once (no months)', () => {
    expect(couponTerms({ percent_off: 10 }, 'usd')).toMatchObject({ duration: 'once', months: 0 });
    expect(couponTerms({ percent_off: 10, duration: 'weekly', duration_in_months: 4 }, 'usd')).toMatchObject({ duration: 'once', months: 0 });
  });

  it('gives the duration, the months and what is off', () => {
    expect(couponTerms({ percent_off: 20, duration: 'forever' }, 'usd')).toEqual({ off: { type: 'percent', percent: 20 }, duration: 'forever', months: 0 });
    expect(couponTerms({ percent_off: 10, duration: 'repeating', duration_in_months: 3 }, 'usd')).toMatchObject({ duration: 'repeating', months: 3 });
    expect(couponTerms({ amount_off: '500', currency_id: 'usd', duration: 'once' }, 'usd')).toEqual({
      off: { type: 'amount', amount: '500', currencyId: 'usd' },
      duration: 'once',
      months: 0,
    });
  });
});

describe('summary with a discount: the stake and trials stay right', () => {
  it('never lets the discount reach the stake', () => {
    const items = [line(recurring('1000'))];
    const summary = summarizeCheckout(
      { line_items: items, subscription_data: { min_stake_amount: '30' }, total_details: { amount_discount: '99999' } },
      abt,
      wallet,
      NOW,
    );
    expect(summary).toMatchObject({ dueNow: '1000', staking: '3000', discount: '1000', total: '3000' });
  });

  it('discounts nothing of a trial first charge (the recurring line is not due now)', () => {
    const items = [line(recurring('1000'))];
    const summary = summarizeCheckout(
      { line_items: items, subscription_data: { trial_period_days: 7 }, total_details: { amount_discount: '200' } },
      abt,
      null,
      NOW,
    );
    expect(summary).toMatchObject({ dueNow: '0', discount: '0', total: '0' });
  });
});

const amount = fc.bigInt({ min: 0n, max: 10n ** 24n }).map(String);
const coupon = fc.oneof(
  fc.record({ percent_off: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ amount_off: amount, currency_id: fc.constant('usd') }),
);

describe('discount properties (fast-check)', () => {
  it('the discount never exceeds the subtotal and is never negative', () => {
    fc.assert(
      fc.property(coupon, amount, (c, subtotal) => {
        const off = BigInt(couponAmountOff(c, subtotal, 'usd'));
        expect(off >= 0n && off <= BigInt(subtotal)).toBe(true);
      }),
    );
  });

  it('the total never goes below zero nor below the stake, and equals due now + stake − discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 1000 }),
        amount,
        (unit, quantity, stake, discount) => {
          const summary = summarizeCheckout(
            {
              line_items: [line(oneTime(String(unit)), quantity), line(recurring('100'))],
              subscription_data: { min_stake_amount: String(stake) },
              total_details: { amount_discount: discount },
            },
            abt,
            wallet,
            NOW,
          );
          const total = BigInt(summary.total);
          expect(total >= 0n).toBe(true);
          expect(total >= BigInt(summary.staking)).toBe(true);
          // What is shown is what is asked: the one figure both read.
          expect(total).toBe(BigInt(summary.dueNow) + BigInt(summary.staking) - BigInt(summary.discount));
        },
      ),
    );
  });

  it('a percent coupon then the server discount held to due now gives the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), amount, (percent, subtotal) => {
        const off = couponAmountOff({ percent_off: percent }, subtotal, 'usd');
        expect(discountOnDueNow(off, subtotal)).toBe(off);
      }),
    );
  });
});
