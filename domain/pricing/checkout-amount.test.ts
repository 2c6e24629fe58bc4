import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineItem, PaymentCurrency } from '@domain/model';
import {
  MultipleCustomAmountError,
  countCustomUnitAmounts,
  getCheckoutAmount,
  getCheckoutTotal,
  getLineTotal,
  getPriceCurrencyOptions,
  getPriceUnitAmount,
  type DisplayCurrency,
  type LineItemLike,
} from './index';
import { line, oneTime, recurring, usd } from './fixtures.test-helpers';

describe('getPriceUnitAmount (docs/spec/checkout-and-billing.md §8, docs/reference/payment-react.md §11.5)', () => {
  const price = oneTime('1000', {
    currency_options: [
      { currency_id: 'usd', unit_amount: '1000' },
      { currency_id: 'abt', unit_amount: '5000000000000000000' },
      { currency_id: 'tip', unit_amount: '0', custom_unit_amount: { preset: '300', presets: ['100', '300'] } },
      { currency_id: 'tip2', unit_amount: '0', custom_unit_amount: { presets: ['200', '500'] } },
    ],
  });

  it.each([
    ['usd', '1000'],
    ['abt', '5000000000000000000'],
    ['tip', '300'],
    ['tip2', '200'],
  ])('in %s → %s', (currency, amount) => {
    expect(getPriceUnitAmount(price, currency)).toEqual({ amount });
  });

  it('uses the base price without options, and its custom preset', () => {
    expect(getPriceUnitAmount(oneTime('250'), { id: 'usd' })).toEqual({ amount: '250' });
    expect(getPriceUnitAmount(oneTime('0', { custom_unit_amount: { preset: '0', presets: ['700'] } }), 'usd')).toEqual({ amount: '700' });
    expect(getPriceUnitAmount(oneTime('0', { custom_unit_amount: {} }), 'usd')).toEqual({ amount: '0' });
    expect(getPriceCurrencyOptions(oneTime('250'))).toEqual([{ currency_id: 'usd', unit_amount: '250', custom_unit_amount: undefined }]);
    // An empty option list is no list: the price is still payable in its own currency.
    expect(getPriceCurrencyOptions(oneTime('250', { currency_options: [] }))).toEqual([{ currency_id: 'usd', unit_amount: '250', custom_unit_amount: undefined }]);
  });

  it('an option without a unit amount (nor a preset) costs 0, never a missing amount', () => {
    expect(getPriceUnitAmount(oneTime('250', { currency_options: [{ currency_id: 'abt' }] }), 'abt')).toEqual({ amount: '0' });
  });

  it('gives 0 and a warning for a currency the price is not configured for', () => {
    expect(getPriceUnitAmount(price, 'eth')).toEqual({
      amount: '0',
      warning: 'Currency eth is not configured for price price_1000; using 0',
    });
    expect(getPriceUnitAmount({ type: 'one_time', currency_id: 'usd' }, 'eth').warning).toContain('(no id)');
    // base currency found through a option list that lacks it
    expect(getPriceUnitAmount(oneTime('9', { currency_options: [{ currency_id: 'abt', unit_amount: '1' }] }), 'usd')).toEqual({ amount: '9' });
  });
});

describe('getCheckoutAmount (docs/spec/checkout-and-billing.md §9 amount due now)', () => {
  it('sums one-time lines: unit × quantity', () => {
    const result = getCheckoutAmount([line(oneTime('1000'), 2), line(oneTime('250'), 1)], usd);
    expect(result).toEqual({ subtotal: '2250', total: '2250', renew: '0', discount: '0', shipping: '0', tax: '0', warnings: [] });
  });

  it('includes licensed recurring lines unless a trial applies', () => {
    const items = [line(recurring('1500'), 2), line(oneTime('500'))];
    expect(getCheckoutAmount(items, 'usd').total).toBe('3500');
    expect(getCheckoutAmount(items, 'usd', true)).toMatchObject({ total: '500', renew: '3000' });
    expect(getCheckoutAmount(items, 'usd', { trialing: true }).total).toBe('500');
    expect(getCheckoutAmount(items, 'usd', {}).total).toBe('3500');
  });

  it('always leaves metered lines out', () => {
    const items = [line(recurring('40', 'month', { usage_type: 'metered' }), 1), line(recurring('1000'))];
    expect(getCheckoutAmount(items, 'usd')).toMatchObject({ total: '1000', renew: '1000' });
  });

  it('uses the upsell price and adds a custom amount as is', () => {
    const upsold = line(recurring('1000'), 1, { upsell_price: recurring('10000', 'year') });
    expect(getCheckoutAmount([upsold], 'usd').total).toBe('10000');
    const tip = line(oneTime('0', { custom_unit_amount: { presets: ['100'] } }), 1, { custom_amount: '1234' });
    expect(getCheckoutAmount([tip], 'usd').total).toBe('1234');
    const trialTip = line(recurring('0', 'month', { custom_unit_amount: { presets: ['100'] } }), 1, { custom_amount: '77' });
    expect(getCheckoutAmount([trialTip], 'usd', true).total).toBe('77');
  });

  it('accepts exactly one custom-amount line beside ordinary lines (docs/spec/checkout-and-billing.md §5: only one item may have one)', () => {
    const tip = line(oneTime('0', { custom_unit_amount: { presets: ['1'] } }), 1, { custom_amount: '300' });
    expect(getCheckoutAmount([tip, line(oneTime('100')), line(oneTime('50'), 2)], 'usd').total).toBe('500');
  });

  it("refuses two or more custom-amount lines: 'Multiple items with custom unit amount are not supported'", () => {
    const custom = () => line(oneTime('0', { custom_unit_amount: { presets: ['1'] } }));
    const items = [custom(), line(oneTime('100')), custom()];
    expect(() => getCheckoutAmount(items, 'usd')).toThrow('Multiple items with custom unit amount are not supported');
    expect(() => getCheckoutAmount(items, 'usd')).toThrow(MultipleCustomAmountError);
    // The UI shows the error by its i18n key; logs name it.
    expect(() => getCheckoutAmount(items, 'usd')).toThrow(expect.objectContaining({ name: 'MultipleCustomAmountError', key: 'pricing.multipleCustomAmount' }));
    expect(countCustomUnitAmounts(items)).toBe(2);
  });

  it('collects the warnings of missing currencies and counts those lines 0', () => {
    const result = getCheckoutAmount([line(oneTime('100')), line(oneTime('5'))], 'eth');
    expect(result.total).toBe('0');
    expect(result.warnings).toHaveLength(2);
    // A line in a configured currency carries no warning field at all.
    expect(getLineTotal(line(oneTime('100')), 'usd')).toStrictEqual({ amount: '100' });
  });

  it('handles amounts past 2^53 exactly', () => {
    const big = oneTime('9007199254740993000000000000');
    expect(getCheckoutAmount([line(big, 3)], 'usd').total).toBe('27021597764222979000000000000');
    expect(getLineTotal(line(big, Number.NaN), 'usd').amount).toBe('0');
  });

  it('the amount due now equals the sum of its charged lines (property)', () => {
    const lineArb = fc.record({
      amount: fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
      quantity: fc.integer({ min: 1, max: 1000 }),
      kind: fc.constantFrom('one_time', 'licensed', 'metered'),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), fc.boolean(), (lines, trialing) => {
        const items: LineItemLike[] = lines.map(({ amount, quantity, kind }) =>
          line(kind === 'one_time' ? oneTime(amount) : recurring(amount, 'month', { usage_type: kind }), quantity),
        );
        const expected = lines
          .filter(({ kind }) => kind === 'one_time' || (kind === 'licensed' && !trialing))
          .reduce((sum, { amount, quantity }) => sum + BigInt(amount) * BigInt(quantity), 0n);
        const renew = lines
          .filter(({ kind }) => kind === 'licensed')
          .reduce((sum, { amount, quantity }) => sum + BigInt(amount) * BigInt(quantity), 0n);
        const result = getCheckoutAmount(items, 'usd', trialing);
        expect(result.total).toBe(expected.toString());
        expect(result.subtotal).toBe(result.total);
        expect(result.renew).toBe(renew.toString());
      }),
    );
  });
});

describe('getCheckoutTotal (docs/spec/checkout-and-billing.md §9: due now + staking − discount)', () => {
  it.each([
    ['1000', '500', '0', '1500'],
    ['1000', '0', '200', '800'],
    ['1000', '500', '200', '1300'],
    ['0', '0', '0', '0'],
    ['100', '0', '500', '0'],
  ])('%s + %s − %s = %s', (dueNow, staking, discount, total) => {
    expect(getCheckoutTotal(dueNow, staking, discount)).toBe(total);
  });

  it('defaults staking and discount to 0 and tolerates missing parts', () => {
    expect(getCheckoutTotal('42')).toBe('42');
    expect(getCheckoutTotal('42', '1', null)).toBe('43');
    expect(getCheckoutTotal('x', 'y', 'z')).toBe('0');
  });

  it('equals the sum of its parts (property)', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 40n });
    fc.assert(
      fc.property(amount, amount, amount, (dueNow, staking, discount) => {
        const expected = dueNow + staking - discount;
        expect(getCheckoutTotal(String(dueNow), String(staking), String(discount))).toBe(String(expected < 0n ? 0n : expected));
      }),
    );
  });
});

describe('model compatibility', () => {
  it('domain/model entities fit the narrow shapes (compile-time check)', () => {
    const fromModel = (item: LineItem, currency: PaymentCurrency): [LineItemLike, DisplayCurrency] => [item, currency];
    expect(typeof fromModel).toBe('function');
  });
});
