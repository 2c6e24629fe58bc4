import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreditTransaction, PaymentCurrency, Subscription } from '../model';
import {
  Big,
  addMoney,
  unitsOf,
  zeroMoney,
  formatMoney,
  formatTokens,
  fromTokenToUnit,
  maybeMoney,
  money,
  moneyFromTokens,
  moneyTokens,
  timesMoney,
} from './index';
import { creditGrantMoney, creditTransactionMoney, recordMoney, stakeMoney } from './record-money';

const currency = (id: string, symbol: string, decimal: number, maximum_precision?: number): PaymentCurrency => ({
  id,
  name: symbol,
  symbol,
  decimal,
  maximum_precision: maximum_precision ?? Math.min(decimal, 6),
  payment_method_id: 'pm',
  active: true,
});
const abt = currency('pc_abt', 'ABT', 18);
const usd = currency('pc_usd', 'USD', 2, 2);
const credit = currency('pc_credit', 'CR', 2);

describe('formatMoney: every amount in its own currency', () => {
  it.each([
    ['1500000000000000000', abt, {}, '1.5 ABT'],
    ['10000000000000000000', abt, {}, '10 ABT'],
    ['1234567890000000000', abt, {}, '1.234568 ABT'],
    ['6000', credit, {}, '60 CR'],
    ['1250', usd, {}, '12.5 USD'],
    ['125000000', usd, { grouped: true }, '1,250,000 USD'],
    ['125000000', usd, { grouped: true, hideSymbol: true }, '1,250,000'],
    ['123456789', currency('pc_btc', 'BTC', 8), { precision: 2 }, '1.23 BTC'],
    ['123456789012345678901234567', currency('pc_tba', 'TBA', 18), {}, '123456789.012346 TBA'],
    ['0', abt, {}, '0 ABT'],
    ['not a number', abt, {}, '0 ABT'],
  ] as const)('%s of %s → %s', (units, c, options, text) => {
    expect(formatMoney(money(units, c), options)).toBe(text);
  });

  it('the same units read differently in each currency: the currency travels with them', () => {
    // The figures: a 10 ABT stake read with USD's 2 decimals was "100,000,000,000,000,000 USD".
    const stake = money('10000000000000000000', abt);
    expect(formatMoney(stake, { grouped: true })).toBe('10 ABT');
    expect(formatMoney(money(stake.amount as string, usd), { grouped: true })).toBe('100,000,000,000,000,000 USD');
  });

  it('round-trips tokens of any currency to the smallest unit and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (decimal, units) => {
        const c = currency('pc_x', 'X', decimal);
        const value = money(units.toString(), c);
        expect(moneyFromTokens(moneyTokens(value), c).amount).toBe(units.toString());
        // What a person reads never has more decimals than the currency shows.
        const [, fraction = ''] = formatMoney(value, { hideSymbol: true }).split('.');
        expect(fraction.length).toBeLessThanOrEqual(c.maximum_precision ?? 6);
      }),
    );
  });

  it('adds and multiplies within one currency only', () => {
    expect(formatMoney(addMoney(money('150', usd), money('250', usd)))).toBe('4 USD');
    expect(formatMoney(timesMoney(money('150', usd), 3))).toBe('4.5 USD');
    expect(() => addMoney(money('1', usd) as never, money('1', abt) as never)).toThrow(/cannot add pc_abt to pc_usd/);
    // Same currency means the same id AND the same decimals: either alone would misread the units.
    expect(() => addMoney(money('1', usd) as never, money('1', currency('pc_eur', 'EUR', 2, 2)) as never)).toThrow(/cannot add pc_eur to pc_usd/);
    expect(() => addMoney(money('1', usd), money('1', { ...usd, decimal: 6 }))).toThrow(/cannot add pc_usd to pc_usd/);
  });

  it('formats tokens (thresholds, settings) with the currency precision and symbol', () => {
    expect(formatTokens('1000.5', credit, { grouped: true })).toBe('1,000.5 CR');
    expect(formatTokens('1.23456789', abt)).toBe('1.234568 ABT');
    // The currency's display precision, unless the caller names one; ungrouped unless asked.
    expect(formatTokens('1.23456789', { symbol: 'USD', maximum_precision: 2 })).toBe('1.23 USD');
    expect(formatTokens('1.23456789', { symbol: 'USD', maximum_precision: 2 }, { precision: 4 })).toBe('1.2346 USD');
    expect(formatTokens('12500', credit)).toBe('12500 CR');
    expect(() => moneyFromTokens('0.001', credit)).toThrow(/too many decimal places/);
    expect(moneyFromTokens('60', credit).amount).toBe(fromTokenToUnit('60', 2));
  });

  it('has a zero, its units, exact tokens and a rounding mode', () => {
    expect(formatMoney(zeroMoney(usd))).toBe('0 USD');
    expect(unitsOf(zeroMoney(usd))).toBe('0');
    expect(unitsOf(money('150', usd))).toBe('150');
    expect(moneyTokens(money('1234567890000000001', abt))).toBe('1.234567890000000001');
    expect(moneyTokens(money('garbage', abt))).toBe('0');
    expect(formatMoney(money('1999', usd), { precision: 1, roundingMode: Big.ROUND_DOWN })).toBe('19.9 USD');
    expect(formatMoney(money('1999', { id: 'pc_n', symbol: '', decimal: 2 }))).toBe('19.99');
    expect(formatTokens('2.5', { symbol: 'CR' }, { hideSymbol: true })).toBe('2.5');
    expect(formatTokens('2.5', { symbol: '' })).toBe('2.5');
    // Malformed units count as nothing in sums rather than NaN.
    expect(formatMoney(addMoney(money('x', usd), money('100', usd)))).toBe('1 USD');
    expect(formatMoney(timesMoney(money('x', usd), 2))).toBe('0 USD');
  });

  it('maybeMoney is null without an amount or a currency', () => {
    expect(maybeMoney(undefined, abt)).toBeNull();
    // The wire writes a missing amount as null too.
    expect(maybeMoney(null, abt)).toBeNull();
    expect(maybeMoney('1', null)).toBeNull();
    expect(maybeMoney('1', abt)?.currency.id).toBe('pc_abt');
  });
});

describe('record amounts carry the record currency', () => {
  const subscription = (extra: Partial<Subscription>): Subscription => ({ id: 'sub_1', status: 'active', ...extra });

  it('a stake keeps the currency it was locked in after the subscription switched to a card', () => {
    const switched = subscription({
      currency_id: usd.id,
      paymentCurrency: usd,
      stake: { amount: '10000000000000000000', currency_id: abt.id, paymentCurrency: abt, revoked: false },
    });
    expect(formatMoney(stakeMoney(switched)!, { grouped: true })).toBe('10 ABT');
  });

  it('a stake without its own currency borrows the subscription one only when it names it', () => {
    const same = subscription({ currency_id: abt.id, paymentCurrency: abt, stake: { amount: '10000000000000000000', currency_id: abt.id } });
    expect(formatMoney(stakeMoney(same)!)).toBe('10 ABT');
    const unknown = subscription({ currency_id: usd.id, paymentCurrency: usd, stake: { amount: '10000000000000000000' } });
    expect(stakeMoney(unknown)).toBeNull();
    // A stake that names another currency than the subscription's is never read in the subscription's.
    const other = subscription({ currency_id: usd.id, paymentCurrency: usd, stake: { amount: '10000000000000000000', currency_id: abt.id } });
    expect(stakeMoney(other)).toBeNull();
    expect(stakeMoney(subscription({}))).toBeNull();
  });

  it('a credit transaction is read in its credit currency', () => {
    const transaction: CreditTransaction = { id: 'ctx_1', credit_amount: '6000', created_at: 0, paymentCurrency: credit };
    expect(formatMoney(creditTransactionMoney(transaction)!)).toBe('60 CR');
    expect(creditTransactionMoney({ ...transaction, paymentCurrency: null })).toBeNull();
  });

  it('a credit grant and any record with an embedded currency', () => {
    const grant = creditGrantMoney({ id: 'cg_1', status: 'granted', amount: '50000', remaining_amount: '12500', paymentCurrency: credit });
    expect([grant.granted, grant.remaining].map((m) => formatMoney(m!))).toEqual(['500 CR', '125 CR']);
    expect(creditGrantMoney({ id: 'cg_2', status: 'granted', remaining_amount: '1' }).remaining).toBeNull();
    expect(formatMoney(recordMoney('1250', { paymentCurrency: usd })!)).toBe('12.5 USD');
    expect(recordMoney('1250', {})).toBeNull();
  });
});
