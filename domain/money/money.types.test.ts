// Type-level guards of Money (an amount shown without its currency must not compile), checked by `tsc -p tsconfig.json` (npm run
// typecheck, part of npm test): each `@ts-expect-error` fails the typecheck if its line compiles.
import { describe, expect, it } from 'vitest';
import { formatMoney, money, type Money, type MoneyCurrency } from './index';
import { stakeMoney } from './record-money';

const abt = { id: 'pc_abt', symbol: 'ABT', decimal: 18 } as const satisfies MoneyCurrency;
const usd = { id: 'pc_usd', symbol: 'USD', decimal: 2 } as const satisfies MoneyCurrency;

function typeGuards(wire: string) {
  const stake = money(wire, abt);
  formatMoney(stake);
  // A bare string cannot be formatted: it has no currency.
  // @ts-expect-error a raw smallest-unit string is not Money
  formatMoney('6000');
  // @ts-expect-error Money cannot be forged from a literal: its amount is a branded UnitString
  formatMoney({ amount: '6000', currency: usd });
  // @ts-expect-error the formatter takes no separate currency to read the amount with
  formatMoney(stake, usd);
  // @ts-expect-error an amount that belongs to ABT cannot be re-labelled as USD
  money(stake.amount, usd);
  // @ts-expect-error an ABT amount is not a USD amount
  const asUsd: Money<'pc_usd'> = stake;
  // @ts-expect-error a currency without its decimals cannot make Money
  money(wire, { id: 'pc_x', symbol: 'X' });
  // @ts-expect-error a subscription's stake is Money or null, never a string to pair by hand
  const raw: string = stakeMoney({ id: 's', status: 'active' });
  return [asUsd, raw];
}

describe('Money types', () => {
  it('are checked by tsc (see the @ts-expect-error lines above)', () => {
    expect(typeof typeGuards).toBe('function');
    expect(formatMoney(money('10000000000000000000', abt))).toBe('10 ABT');
  });
});
