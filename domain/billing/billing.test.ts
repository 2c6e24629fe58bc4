import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeMethod, makeSettings, makeStripeMethod, makeUsdCurrency, USD_ID, ABT_ID } from '@test/fixtures/checkout';
import { cardCurrencyIds, invoicePageActions, safeReferer } from './index';

const ORIGIN = 'https://shop.example.com';

describe('safeReferer (docs/spec/checkout-and-billing.md §2: past-due referer, a return URL)', () => {
  it.each([
    ['/checkout/pay/cs_1', '/checkout/pay/cs_1'],
    ['/customer/subscription/sub_1?tab=invoices#due', '/customer/subscription/sub_1?tab=invoices#due'],
    ['https://shop.example.com/sandbox', '/sandbox'],
    ['checkout/pay/cs_1', '/checkout/pay/cs_1'],
    ['  /sandbox  ', '/sandbox'],
  ])('keeps the same-origin %s as %s', (raw, expected) => {
    expect(safeReferer(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['https://evil.example.net/phish'],
    ['//evil.example.net/phish'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['http://shop.example.com/sandbox'],
    ['https://shop.example.com:8443/x'],
  ])('drops %s', (raw) => {
    expect(safeReferer(raw, ORIGIN)).toBeNull();
  });

  it('gives null when the origin itself is not a URL', () => {
    expect(safeReferer('/x', 'not a url')).toBeNull();
  });

  it('never returns a path that leaves the origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = safeReferer(raw, ORIGIN);
        if (result === null) return true;
        return result.startsWith('/') && !result.startsWith('//') && new URL(result, ORIGIN).origin === ORIGIN;
      }),
    );
  });
});

describe('cardCurrencyIds (docs/spec/checkout-and-billing.md §4: card-provider invoices are not payable in the dialog)', () => {
  it('lists the currencies of stripe methods only', () => {
    expect([...cardCurrencyIds(makeSettings())]).toEqual([USD_ID]);
  });

  it('collects every currency of every card method', () => {
    const settings = makeSettings({
      paymentMethods: [makeMethod(), makeStripeMethod({ payment_currencies: [makeUsdCurrency(), makeUsdCurrency({ id: 'pc_eur', symbol: 'EUR' })] })],
    });
    expect([...cardCurrencyIds(settings)].sort()).toEqual(['pc_eur', USD_ID].sort());
    expect(cardCurrencyIds(settings).has(ABT_ID)).toBe(false);
  });

  it('is empty without settings', () => {
    expect(cardCurrencyIds(undefined).size).toBe(0);
    expect(cardCurrencyIds(null).size).toBe(0);
  });
});

describe('invoicePageActions (docs/spec/checkout-and-billing.md §2 action parameter, §4 invoice statuses)', () => {
  it.each([
    ['uncollectible', 'pay', true, false],
    ['uncollectible', undefined, false, false],
    ['uncollectible', 'renew', false, false],
    ['open', 'pay', false, false],
    ['paid', 'pay', false, false],
    ['draft', 'pay', false, false],
    ['void', 'pay', false, true],
    ['void', null, false, true],
  ] as const)('%s with action=%s: canPay %s, noPaymentRequired %s', (status, action, canPay, noPaymentRequired) => {
    expect(invoicePageActions(status, action)).toEqual({ canPay, noPaymentRequired });
  });
});
