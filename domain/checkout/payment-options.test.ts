import { describe, expect, it } from 'vitest';
import {
  ABT_ID,
  USD_ID,
  makeCurrency,
  makeLineItem,
  makeMethod,
  makePrice,
  makeStripeMethod,
  makeUsdCurrency,
} from '@test/fixtures/checkout';
import { currencyPreferenceKey, defaultCurrencyId, methodOfCurrency, paymentOptions, supportedCurrencyIds } from './index';

const TBA_ID = 'pc_tba';
const abtAndTba = makeMethod({ payment_currencies: [makeCurrency(), makeCurrency({ id: TBA_ID, symbol: 'TBA' })] });
const card = makeStripeMethod();
const methods = [abtAndTba, card];

const priceIn = (...ids: string[]) =>
  makePrice({ currency_id: ids[0]!, currency_options: ids.map((id) => ({ currency_id: id, unit_amount: '100' })) });

describe('payment options', () => {
  it('offers only the currencies every item can be paid in', () => {
    const items = [makeLineItem({ price: priceIn(ABT_ID, USD_ID) }), makeLineItem({ price: priceIn(ABT_ID, TBA_ID, USD_ID) })];
    expect([...supportedCurrencyIds(items)!].sort()).toEqual([ABT_ID, USD_ID]);
    // Whichever item comes first: TBA is offered by the first item here, not by the second.
    expect([...supportedCurrencyIds([...items].reverse())!].sort()).toEqual([ABT_ID, USD_ID]);
    // A price without currency options is paid in its own currency only.
    expect([...supportedCurrencyIds([makeLineItem({ price: makePrice({ currency_id: USD_ID, currency_options: undefined }) })])!]).toEqual([USD_ID]);
    const options = paymentOptions(methods, items);
    expect(options.map((o) => [o.method.id, o.currencies.map((c) => c.id)])).toEqual([
      ['pm_arcblock', [ABT_ID]],
      ['pm_stripe', [USD_ID]],
    ]);
  });

  it('uses the upsold price and leaves out inactive methods, currencies and empty methods', () => {
    const items = [makeLineItem({ price: priceIn(USD_ID), upsell_price: priceIn(ABT_ID) })];
    const inactiveTba = makeMethod({ payment_currencies: [makeCurrency(), makeCurrency({ id: TBA_ID, active: false })] });
    const options = paymentOptions([inactiveTba, card, makeMethod({ id: 'off', active: false })], items);
    expect(options.map((o) => [o.method.id, o.currencies.map((c) => c.id)])).toEqual([['pm_arcblock', [ABT_ID]]]);
  });

  it('accepts any currency for an empty cart', () => {
    expect(supportedCurrencyIds([])).toBeNull();
    expect(paymentOptions(methods, []).flatMap((o) => o.currencies)).toHaveLength(3);
    // …among the active ones.
    const inactiveTba = makeMethod({ payment_currencies: [makeCurrency(), makeCurrency({ id: TBA_ID, active: false })] });
    expect(paymentOptions([inactiveTba], []).flatMap((o) => o.currencies.map((c) => c.id))).toEqual([ABT_ID]);
  });

  it('finds the method of a currency', () => {
    const options = paymentOptions(methods, []);
    expect(methodOfCurrency(options, USD_ID)?.method.type).toBe('stripe');
    expect(methodOfCurrency(options, TBA_ID)?.method.id).toBe('pm_arcblock');
    expect(methodOfCurrency(options, 'nope')).toBeUndefined();
  });
});

describe('default currency (docs/reference/payment-react.md §3.3 order)', () => {
  // The options are built inside each test: code that throws while the file is collected would
  // make no test fail (StrykerJS counts such a mutant as survived).
  const base = { userWithoutWallet: false, sessionCurrencyId: TBA_ID };

  it.each([
    ['the requested currency wins when offered', { ...base, requested: USD_ID, preferred: ABT_ID }, USD_ID],
    ['a requested currency that is not offered is ignored', { ...base, requested: 'pc_gone', preferred: ABT_ID }, ABT_ID],
    ['a payer without a DID wallet gets the first card currency', { ...base, userWithoutWallet: true, preferred: ABT_ID }, USD_ID],
    ['then the remembered preference', { ...base, preferred: ABT_ID }, ABT_ID],
    ['then the session currency', { ...base, preferred: 'pc_gone' }, TBA_ID],
    ['then the first offered', { ...base, sessionCurrencyId: 'pc_gone' }, ABT_ID],
  ])('%s', (_name, input, expected) => {
    expect(defaultCurrencyId({ ...input, options: paymentOptions(methods, []) })).toBe(expected);
  });

  it('falls through when a card-first payer has no card currency, and is null with nothing offered', () => {
    const cryptoOnly = paymentOptions([abtAndTba], []);
    expect(defaultCurrencyId({ options: cryptoOnly, userWithoutWallet: true, sessionCurrencyId: TBA_ID })).toBe(TBA_ID);
    expect(defaultCurrencyId({ options: [], userWithoutWallet: false, sessionCurrencyId: TBA_ID })).toBeNull();
  });

  it('keys the preference per payer', () => {
    expect(currencyPreferenceKey('z1abc')).toBe('payment-currency-preference:z1abc');
    expect(makeUsdCurrency().id).toBe(USD_ID);
  });
});
