import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big } from '../money';
import {
  balanceSeries,
  balanceSummary,
  historyCurrencies,
  spendPerMonth,
  spendSummary,
  type CreditMovement,
  type Payment,
} from './index';

const DAY = 86_400;
const T0 = Date.UTC(2026, 9, 30, 12) / 1000; // 2026-10-30 12:00 UTC
const CR = 'pc_credit';
// 18 decimals: 0.1 + 0.2 credits in smallest units, a sum a float gets wrong.
const tenth = '100000000000000000';
const fifth = '200000000000000000';

describe('balanceSeries', () => {
  it('runs the balance exactly, one point per UTC day with the end-of-day balance, in time order', () => {
    const movements: CreditMovement[] = [
      { currency_id: CR, at: T0 + 2 * DAY, delta: `-${tenth}` },
      { currency_id: CR, at: T0, delta: tenth },
      { currency_id: CR, at: T0 + 60, delta: fifth },
      { currency_id: 'pc_other', at: T0, delta: '999' },
    ];
    expect(balanceSeries(movements, CR)).toEqual([
      { day: '2026-10-30', balance: '300000000000000000' },
      { day: '2026-11-01', balance: fifth },
    ]);
    expect(balanceSeries(movements, 'pc_other')).toEqual([{ day: '2026-10-30', balance: '999' }]);
    expect(balanceSeries(movements, 'pc_none')).toEqual([]);
  });

  it('ends at the sum of all movements (any order, amounts past 2^53)', () => {
    const movement = fc.record({
      at: fc.integer({ min: 0, max: 4_000_000_000 }),
      delta: fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }).map(String),
    });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), (raw) => {
        const movements = raw.map((m) => ({ ...m, currency_id: CR }));
        const series = balanceSeries(movements, CR);
        const sum = movements.reduce((total, m) => total + BigInt(m.delta), 0n);
        expect(series.at(-1)?.balance ?? '0').toBe(movements.length ? sum.toString() : '0');
        // Days strictly increase.
        for (let i = 1; i < series.length; i += 1) expect(series[i]!.day > series[i - 1]!.day).toBe(true);
      }),
    );
  });
});

describe('spendPerMonth', () => {
  it('sums paid amounts per UTC month and fills the months between with 0', () => {
    const payments: Payment[] = [
      { currency_id: 'pc_abt', at: Date.UTC(2026, 7, 31, 23, 59) / 1000, amount: tenth },
      { currency_id: 'pc_abt', at: Date.UTC(2026, 7, 1) / 1000, amount: fifth },
      { currency_id: 'pc_abt', at: Date.UTC(2026, 10, 2) / 1000, amount: '5' },
      { currency_id: 'pc_usd', at: Date.UTC(2026, 10, 2) / 1000, amount: '1200' },
    ];
    expect(spendPerMonth(payments, 'pc_abt')).toEqual([
      { month: '2026-08', total: '300000000000000000' },
      { month: '2026-09', total: '0' },
      { month: '2026-10', total: '0' },
      { month: '2026-11', total: '5' },
    ]);
    expect(spendPerMonth(payments, 'pc_usd')).toEqual([{ month: '2026-11', total: '1200' }]);
    expect(spendPerMonth(payments, 'pc_none')).toEqual([]);
  });

  it('crosses a year end', () => {
    const at = (y: number, m: number) => Date.UTC(y, m, 15) / 1000;
    const months = spendPerMonth(
      [
        { currency_id: 'c', at: at(2025, 11), amount: '1' },
        { currency_id: 'c', at: at(2026, 1), amount: '2' },
      ],
      'c',
    ).map((m) => m.month);
    expect(months).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('the months add up to every payment of the currency', () => {
    const payment = fc.record({
      at: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
      amount: fc.bigInt({ min: 0n, max: 10n ** 24n }).map(String),
    });
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 20 }), (raw) => {
        const payments = raw.map((p) => ({ ...p, currency_id: 'c' }));
        const total = spendPerMonth(payments, 'c').reduce((sum, m) => sum.plus(m.total), new Big(0));
        expect(total.toFixed(0)).toBe(payments.reduce((sum, p) => sum + BigInt(p.amount), 0n).toString());
      }),
    );
  });
});

describe('historyCurrencies', () => {
  it('lists each currency once, in order of appearance, per chart', () => {
    expect(
      historyCurrencies(
        [
          { currency_id: 'b', at: 0, delta: '1' },
          { currency_id: 'a', at: 0, delta: '1' },
          { currency_id: 'b', at: 1, delta: '1' },
        ],
        [{ currency_id: 'x', at: 0, amount: '1' }],
      ),
    ).toEqual({
      credit: ['b', 'a'],
      spend: ['x'],
    });
  });
});

describe('balanceSummary and spendSummary', () => {
  it('give the last and highest balance, the total and the top month, exactly', () => {
    expect(
      balanceSummary([
        { day: '2026-10-01', balance: '900000000000000000001' },
        { day: '2026-10-02', balance: '5' },
      ]),
    ).toEqual({ last: '5', max: '900000000000000000001' });
    // The balance now is the last day's, however many days come before it.
    expect(balanceSummary(['3', '7', '4'].map((balance, i) => ({ day: `2026-10-0${i + 1}`, balance })))).toEqual({ last: '4', max: '7' });
    expect(balanceSummary([])).toBeNull();
    const months = [
      { month: '2026-09', total: tenth },
      { month: '2026-10', total: fifth },
      { month: '2026-11', total: fifth },
    ];
    expect(spendSummary(months)).toEqual({
      total: '500000000000000000',
      top: { month: '2026-10', total: fifth },
    });
    expect(spendSummary([])).toBeNull();
  });
});
