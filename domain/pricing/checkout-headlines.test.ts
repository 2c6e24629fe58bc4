import { describe, expect, it } from 'vitest';
import { formatCheckoutHeadlines, formatLineItemPricing, getPayee } from './index';
import { abt, line, oneTime, recurring, usd } from './fixtures.test-helpers';

const NOW = Date.UTC(2025, 0, 1);

describe('formatCheckoutHeadlines (docs/reference/payment-react.md §3.5)', () => {
  it('all one-time → Pay {payee}', () => {
    const h = formatCheckoutHeadlines([line(oneTime('1050'), 2)], usd, { payee: 'Acme' });
    expect(h.action).toEqual({ key: 'checkout.headline.pay', params: { payee: 'Acme' }, text: 'Pay Acme' });
    expect(h.amount.text).toBe('21 USD');
    expect(h.actualAmount).toBe('21');
    expect(h.showThen).toBe(false);
    expect(h.then).toBeUndefined();
  });

  it('the payee defaults to the first statement descriptor', () => {
    const items = [line(oneTime('1', { product: { name: 'A' } })), line(oneTime('1', { product: { name: 'B', statement_descriptor: 'ACME INC' } }))];
    expect(getPayee(items, 'My App')).toBe('ACME INC');
    expect(getPayee([line(oneTime('1'))], 'My App')).toBe('My App');
    expect(formatCheckoutHeadlines(items, usd).action.text).toBe('Pay ACME INC');
  });

  it('single recurring → Subscribe to {name}', () => {
    const h = formatCheckoutHeadlines([line(recurring('1000'))], usd);
    expect(h.action.text).toBe('Subscribe to Pro plan');
    expect(h.amount.text).toBe('10 USD');
    expect(h.then?.text).toBe('Then 10 USD per month');
    expect(h.then?.nested?.['recurring']?.key).toBe('recurring.per.month');
    expect(h.showThen).toBe(true);
  });

  it('several recurring → … and {count} more', () => {
    const h = formatCheckoutHeadlines([line(recurring('1000')), line(recurring('500')), line(recurring('1'))], usd);
    expect(h.action).toMatchObject({ key: 'checkout.headline.subscribeMore', text: 'Subscribe to Pro plan and 2 more' });
    expect(h.then?.text).toBe('Then 15.01 USD per month');
  });

  it('trial → Try {name}, {n} days free, then the price', () => {
    const h = formatCheckoutHeadlines([line(recurring('1000'))], usd, { trialInDays: 7 });
    expect(h.action.text).toBe('Try Pro plan');
    expect(h.amount.text).toBe('7 days free');
    expect(h.then?.text).toBe('Then 10 USD per month');
    expect(h.showThen).toBe(true);
    expect(h.actualAmount).toBe('0');
    const more = formatCheckoutHeadlines([line(recurring('1000')), line(recurring('1'))], usd, { trialInDays: 1 });
    expect(more.action.text).toBe('Try Pro plan and 1 more');
    expect(more.amount.text).toBe('1 day free');
  });

  it('under a promotion code the then-line says what the renewals cost (renewal-discount.ts)', () => {
    const plan = [line(recurring('1000'))];
    expect(formatCheckoutHeadlines(plan, usd, { coupon: { percent_off: 20, duration: 'forever' } }).then?.text).toBe('Then 8 USD per month');
    expect(formatCheckoutHeadlines(plan, usd, { coupon: { percent_off: 50, duration: 'once' } }).then?.text).toBe('Then 10 USD per month');
    const three = { percent_off: 10, duration: 'repeating', duration_in_months: 3 };
    const repeating = formatCheckoutHeadlines(plan, usd, { coupon: three }).then;
    expect(repeating?.text).toBe('Then 9 USD per month for the next 2 payments, then 10 USD per month');
    expect(repeating?.key).toBe('checkout.headline.thenFor');
    expect(repeating?.params).toMatchObject({ amount: '9', count: 2, fullAmount: '10', symbol: 'USD' });
    expect(repeating?.nested?.['recurring']?.key).toBe('recurring.per.month');
    // A trial: the once coupon takes the first paid invoice, after the trial.
    expect(formatCheckoutHeadlines(plan, usd, { trialInDays: 7, coupon: { percent_off: 50, duration: 'once' } }).then?.text).toBe(
      'Then 5 USD for the next payment, then 10 USD per month',
    );
    expect(formatCheckoutHeadlines([line(recurring('1000')), line(recurring('1', 'month', { usage_type: 'metered' }))], usd, { coupon: three }).then?.key).toBe(
      'checkout.headline.thenForPlusUsage',
    );
  });

  it('a trial given by its end counts when the clock is known', () => {
    const trialEnd = NOW / 1000 + 2 * 3600;
    expect(formatCheckoutHeadlines([line(recurring('1000'))], usd, { trialEnd, now: NOW }).amount.text).toBe('2 hours free');
    expect(formatCheckoutHeadlines([line(recurring('1000'))], usd, { trialEnd }).action.text).toBe('Subscribe to Pro plan');
  });

  it('metered lines change the then-line and show it', () => {
    const metered = line(recurring('5', 'month', { usage_type: 'metered' }));
    const onlyUsage = formatCheckoutHeadlines([metered], usd);
    expect(onlyUsage.action.text).toBe('Subscribe to Pro plan');
    expect(onlyUsage.amount.text).toBe('0 USD');
    expect(onlyUsage.then?.text).toBe('Then billed monthly based on usage');
    expect(onlyUsage.showThen).toBe(true);
    const mixed = formatCheckoutHeadlines([line(recurring('1000')), metered], usd);
    expect(mixed.then?.text).toBe('Then 10 USD per month plus usage');
  });

  it('a mixed cart → Pay {payee} with the recurring then-line', () => {
    const h = formatCheckoutHeadlines([line(oneTime('500')), line(recurring('1000', 'year'))], usd, { payee: 'Acme' });
    expect(h.action.text).toBe('Pay Acme');
    expect(h.amount.text).toBe('15 USD');
    expect(h.then?.text).toBe('Then 10 USD per year');
    expect(h.showThen).toBe(true);
  });

  it('a recurring price without its cycle has no then-line', () => {
    const h = formatCheckoutHeadlines([line({ type: 'recurring', currency_id: 'usd', unit_amount: '1' })], usd);
    expect(h.then).toBeUndefined();
    // No cycle to state: the then-line is neither built nor shown.
    expect(h.showThen).toBe(false);
    expect(h.action.text).toBe('Subscribe to ');
  });

  it('one line names no count: "Subscribe to {name}" and "Try {name}" carry only the name', () => {
    expect(formatCheckoutHeadlines([line(recurring('1000'))], usd).action).toEqual({ key: 'checkout.headline.subscribe', params: { name: 'Pro plan' }, text: 'Subscribe to Pro plan' });
    expect(formatCheckoutHeadlines([line(recurring('1000'))], usd, { trialInDays: 3 }).action).toEqual({ key: 'checkout.headline.try', params: { name: 'Pro plan' }, text: 'Try Pro plan' });
  });

  it('the payee is the app name when no product has a statement descriptor, and empty without one', () => {
    expect(getPayee([line(oneTime('1'))])).toBe('');
    expect(formatCheckoutHeadlines([line(oneTime('1'))], usd).action.text).toBe('Pay ');
  });

  it('the then-line cycle is the first recurring line\'s, never a cycle (or usage billing) left on a one-time price', () => {
    const stale = oneTime('100', { recurring: { interval: 'year', interval_count: 1, usage_type: 'metered' } });
    expect(formatCheckoutHeadlines([line(stale), line(recurring('1000'))], usd).then?.text).toBe('Then 10 USD per month');
  });

  it('an empty cart pays nothing', () => {
    expect(formatCheckoutHeadlines([], abt, { payee: 'Acme' })).toMatchObject({ actualAmount: '0', showThen: false });
  });
});

describe('formatLineItemPricing (docs/reference/payment-react.md §3.5)', () => {
  it('one unit: just the amount', () => {
    expect(formatLineItemPricing(line(oneTime('1999')), usd)).toEqual({
      primary: { key: 'checkout.amount', params: { amount: '19.99', symbol: 'USD' }, text: '19.99 USD' },
    });
  });

  it('several units: Qty n and x each', () => {
    const p = formatLineItemPricing(line(oneTime('1000'), 3), usd);
    expect(p.primary.text).toBe('30 USD');
    expect(p.quantity?.text).toBe('Qty 3');
    expect(p.each?.text).toBe('10 USD each');
  });

  it('recurring: billed monthly; metered: based on usage without quantity', () => {
    expect(formatLineItemPricing(line(recurring('1000')), usd).billed?.text).toBe('Billed monthly');
    expect(formatLineItemPricing(line(recurring('1000', 'month', { interval_count: 3 })), usd).billed?.text).toBe('Billed every 3 months');
    const metered = formatLineItemPricing(line(recurring('5', 'month', { usage_type: 'metered' }), 4), usd);
    expect(metered.billed?.text).toBe('Billed monthly based on usage');
    expect(metered.quantity).toBeUndefined();
  });

  it('trial: Free for n days, then the price per cycle', () => {
    const p = formatLineItemPricing(line(recurring('1000'), 2), usd, { trialInDays: 14 });
    expect(p.primary.text).toBe('Free for 14 days');
    expect(p.afterTrial?.text).toBe('20 USD / month');
    expect(p.quantity?.text).toBe('Qty 2');
    expect(formatLineItemPricing(line(oneTime('1000')), usd, { trialInDays: 14 }).primary.text).toBe('10 USD');
    // No trial days: the recurring line is charged now, at its amount.
    const noTrial = formatLineItemPricing(line(recurring('1000')), usd, { trialInDays: 0 });
    expect(noTrial.primary.text).toBe('10 USD');
    expect(noTrial.afterTrial).toBeUndefined();
  });

  it('a one-time price is never billed per cycle, even with a cycle left on it', () => {
    const stale = oneTime('100', { recurring: { interval: 'month', interval_count: 1 } });
    expect(formatLineItemPricing(line(stale), usd, { trialInDays: 7 })).toEqual({
      primary: { key: 'checkout.amount', params: { amount: '1', symbol: 'USD' }, text: '1 USD' },
    });
  });

  it('reads the amount with the currency decimals, symbol or not (no default decimals: a guess would misstate the amount)', () => {
    expect(formatLineItemPricing(line(oneTime('1000000000000000000')), { id: 'usd', decimal: 18, symbol: '' }).primary.text).toBe('1 ');
    // @ts-expect-error a currency without its decimals cannot price a line
    formatLineItemPricing(line(oneTime('1000')), { id: 'usd' });
  });
});
