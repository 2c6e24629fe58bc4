import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseCurrency,
  chooseInterval,
  intervalControl,
  intervalKeyOf,
  intervalLabel,
  tableCurrencyIds,
  tableIntervals,
  tablePlans,
  trialText,
  type TablePlan,
} from './index';

const ABT = { id: 'pc_abt', symbol: 'ABT', decimal: 18 } as const;
const USD = { id: 'pc_usd', symbol: 'USD', decimal: 2, maximum_precision: 2 } as const;
const E18 = '000000000000000000';

type Interval = 'week' | 'month' | 'year';
interface PlanSpec {
  id: string;
  interval?: Interval | undefined;
  count?: number;
  /** [currency id, smallest units]; the first is the price's own currency. */
  amounts: [string, string][];
  highlight?: boolean;
  text?: string;
  trialDays?: number;
  trialCurrency?: string;
  features?: string[];
}

const plan = ({ id, interval, count = 1, amounts, highlight = false, text, trialDays, trialCurrency, features }: PlanSpec) => ({
  price_id: id,
  price: {
    id,
    type: interval ? 'recurring' : 'one_time',
    currency_id: amounts[0]![0],
    unit_amount: amounts[0]![1],
    currency_options: amounts.map(([currency_id, unit_amount]) => ({ currency_id, unit_amount })),
    recurring: interval ? { interval, interval_count: count } : null,
  },
  product: { name: `Plan ${id}`, features: features?.map((name) => ({ name })) ?? null },
  is_highlight: highlight,
  highlight_text: text ?? null,
  subscription_data: trialDays === undefined ? null : { trial_period_days: trialDays, trial_currency: trialCurrency ?? null },
});

const monthly = plan({ id: 'm', interval: 'month', amounts: [['pc_abt', `10${E18}`], ['pc_usd', '999']] });
const yearly = plan({ id: 'y', interval: 'year', amounts: [['pc_abt', `100${E18}`], ['pc_usd', '9990']] });
const weekly = plan({ id: 'w', interval: 'week', amounts: [['pc_abt', `3${E18}`]] });
const quarterly = plan({ id: 'q', interval: 'month', count: 3, amounts: [['pc_abt', `25${E18}`]] });
const oneTime = plan({ id: 'o', amounts: [['pc_abt', `5${E18}`]] });

describe('which intervals a table has', () => {
  it('lists each cycle once, the shortest first, whatever the order of the plans', () => {
    expect(tableIntervals([yearly, monthly, weekly, plan({ id: 'm2', interval: 'month', amounts: [['pc_abt', '1']] })]).map((i) => i.key)).toEqual([
      'week-1',
      'month-1',
      'year-1',
    ]);
  });

  it('tells every 3 months from every month, and puts it between a month and a year', () => {
    expect(tableIntervals([yearly, quarterly, monthly]).map((i) => i.key)).toEqual(['month-1', 'month-3', 'year-1']);
  });

  it('offers no cycle for a one-time price, and none for an empty table', () => {
    expect(tableIntervals([oneTime, monthly]).map((i) => i.key)).toEqual(['month-1']);
    expect(tableIntervals([])).toEqual([]);
  });

  it('reads a missing or broken count as 1', () => {
    expect(intervalKeyOf({ interval: 'month', interval_count: 0 })).toBe('month-1');
    expect(intervalKeyOf({ interval: 'year' })).toBe('year-1');
  });

  it('names each cycle as its billing rhythm', () => {
    const [week, month, quarter, year] = tableIntervals([weekly, monthly, quarterly, yearly]).map((i) => intervalLabel(i).text);
    expect([week, month, quarter, year]).toEqual(['weekly', 'monthly', 'every 3 months', 'yearly']);
    expect(intervalLabel(tableIntervals([monthly])[0]!).key).toBe('recurring.ly.month');
  });

  it('shows the cycle asked for when the table has it, else the shortest', () => {
    const intervals = tableIntervals([monthly, yearly]);
    expect(chooseInterval(intervals, 'year-1')?.key).toBe('year-1');
    expect(chooseInterval(intervals, 'week-1')?.key).toBe('month-1');
    expect(chooseInterval(intervals, undefined)?.key).toBe('month-1');
    expect(chooseInterval([], 'month-1')).toBeUndefined();
  });

  it.each([
    [0, false, 'none'],
    [1, true, 'none'],
    [2, false, 'segmented'],
    [2, true, 'segmented'],
    [3, false, 'segmented'],
    [3, true, 'select'],
  ] as const)('%i cycles, small screen %s → %s', (count, small, control) => {
    expect(intervalControl(count, small)).toBe(control);
  });
});

describe('which currencies a cycle offers', () => {
  it('lists each currency once, in the order the plans give them', () => {
    const usdFirst = plan({ id: 'y2', interval: 'year', amounts: [['pc_usd', '100'], ['pc_tba', '1']] });
    expect(tableCurrencyIds([monthly, yearly, usdFirst], 'year-1')).toEqual(['pc_abt', 'pc_usd', 'pc_tba']);
  });

  it('reads only the plans of the cycle', () => {
    expect(tableCurrencyIds([monthly, weekly], 'week-1')).toEqual(['pc_abt']);
    expect(tableCurrencyIds([monthly, oneTime], 'month-3')).toEqual([]);
  });

  it("keeps the payer's currency while the cycle offers it, else the table's own, else the first", () => {
    expect(chooseCurrency(['pc_abt', 'pc_usd'], 'pc_usd', 'pc_abt')).toBe('pc_usd');
    expect(chooseCurrency(['pc_abt', 'pc_tba'], 'pc_usd', 'pc_tba')).toBe('pc_tba');
    expect(chooseCurrency(['pc_abt', 'pc_tba'], 'pc_usd', 'pc_usd')).toBe('pc_abt');
    expect(chooseCurrency(['pc_abt', 'pc_tba'], null, undefined)).toBe('pc_abt');
    expect(chooseCurrency([], 'pc_abt', 'pc_abt')).toBeUndefined();
  });
});

describe('the plans shown for a cycle and currency', () => {
  const ids = (plans: TablePlan[]) => plans.map((p) => p.item.price_id);

  it('shows the plans of the cycle in the table order', () => {
    const second = plan({ id: 'm2', interval: 'month', amounts: [['pc_abt', '1']] });
    expect(ids(tablePlans([second, yearly, monthly], 'month-1', ABT))).toEqual(['m2', 'm']);
    expect(ids(tablePlans([monthly, yearly, oneTime], 'year-1', ABT))).toEqual(['y']);
  });

  it('leaves out a plan not priced in the chosen currency rather than show it at zero', () => {
    expect(ids(tablePlans([monthly, plan({ id: 'abt-only', interval: 'month', amounts: [['pc_abt', '1']] })], 'month-1', USD))).toEqual(['m']);
  });

  it('prices each plan in the chosen currency, as Money of that currency', () => {
    const [inAbt] = tablePlans([monthly], 'month-1', ABT);
    const [inUsd] = tablePlans([monthly], 'month-1', USD);
    expect(inAbt!.price).toEqual({ amount: `10${E18}`, currency: ABT });
    expect(inUsd!.price).toEqual({ amount: '999', currency: USD });
  });

  it('offers a free trial ("Try for free") only in the currencies the trial is for', () => {
    const trial = plan({ id: 't', interval: 'month', amounts: [['pc_abt', '1'], ['pc_usd', '1']], trialDays: 14, trialCurrency: 'pc_abt' });
    const [abt] = tablePlans([trial], 'month-1', ABT);
    const [usd] = tablePlans([trial], 'month-1', USD);
    expect(abt!.trial).toEqual({ count: 14, unit: 'day' });
    expect(abt!.action).toBe('trial');
    expect(usd!.trial.count).toBe(0);
    expect(usd!.action).toBe('subscribe');
  });

  it('offers the trial in every currency when trial_currency is unset; no trial days means Subscribe', () => {
    const everywhere = plan({ id: 't', interval: 'month', amounts: [['pc_abt', '1'], ['pc_usd', '1']], trialDays: 7 });
    expect(tablePlans([everywhere], 'month-1', USD)[0]!.action).toBe('trial');
    expect(tablePlans([plan({ id: 'z', interval: 'month', amounts: [['pc_abt', '1']], trialDays: 0 })], 'month-1', ABT)[0]!.action).toBe('subscribe');
    expect(tablePlans([monthly], 'month-1', ABT)[0]!.trial.count).toBe(0);
  });

  it('says the trial as "Free for {n} days", and nothing without one', () => {
    expect(trialText({ count: 14, unit: 'day' })?.text).toBe('Free for 14 days');
    expect(trialText({ count: 1, unit: 'day' })?.text).toBe('Free for 1 day');
    expect(trialText({ count: 0, unit: 'day' })).toBeNull();
  });

  it.each([
    [{ highlight: false, text: 'popular' }, null],
    [{ highlight: true }, { kind: 'preset', preset: 'popular' }],
    [{ highlight: true, text: '  ' }, { kind: 'preset', preset: 'popular' }],
    [{ highlight: true, text: 'Recommended' }, { kind: 'preset', preset: 'recommended' }],
    [{ highlight: true, text: 'deal' }, { kind: 'preset', preset: 'deal' }],
    [{ highlight: true, text: ' Best for teams ' }, { kind: 'text', text: 'Best for teams' }],
  ])('badge of %o → %o', (spec, badge) => {
    expect(tablePlans([plan({ id: 'h', interval: 'month', amounts: [['pc_abt', '1']], ...spec })], 'month-1', ABT)[0]!.highlight).toEqual(badge);
  });

  it('lists the product features, blank ones left out', () => {
    const featured = plan({ id: 'f', interval: 'month', amounts: [['pc_abt', '1']], features: ['10 projects', ' ', ' Email support '] });
    expect(tablePlans([featured], 'month-1', ABT)[0]!.features).toEqual(['10 projects', 'Email support']);
    expect(tablePlans([monthly], 'month-1', ABT)[0]!.features).toEqual([]);
  });

  it('every plan shown is of the cycle and priced in the chosen currency (property)', () => {
    const arbitraryPlan = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      interval: fc.constantFrom<Interval | undefined>('week', 'month', 'year', undefined),
      count: fc.integer({ min: 1, max: 3 }),
      amounts: fc.uniqueArray(fc.tuple(fc.constantFrom('pc_abt', 'pc_usd', 'pc_tba'), fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String)), {
        minLength: 1,
        maxLength: 3,
        selector: ([currency]) => currency,
      }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryPlan.map(plan), { maxLength: 6 }), (plans) => {
        for (const interval of tableIntervals(plans)) {
          for (const currencyId of tableCurrencyIds(plans, interval.key)) {
            const currency = { id: currencyId, symbol: currencyId, decimal: 18 };
            const shown = tablePlans(plans, interval.key, currency);
            expect(shown.length).toBeGreaterThan(0);
            for (const p of shown) {
              expect(intervalKeyOf(p.item.price.recurring!)).toBe(interval.key);
              expect(p.price.currency.id).toBe(currencyId);
              expect(p.price.amount).toBe(p.item.price.currency_options.find((o) => o.currency_id === currencyId)!.unit_amount);
            }
          }
        }
      }),
    );
  });
});
