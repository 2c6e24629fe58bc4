// Type-level guards of the UI's money formatters (an amount shown without its currency must not compile), checked by `tsc` (npm run
// typecheck): each `@ts-expect-error` fails the typecheck if its line compiles. The domain's own
// Money guards are in domain/money/money.types.test.ts.
import { describe, expect, it } from 'vitest';
import { money, type MoneyCurrency } from '@domain/money';
import { unitAmountText } from '../billing/money-text';
import { Amount, amountText } from './Amount';

const usd = { id: 'pc_usd', symbol: 'USD', decimal: 2 } as const satisfies MoneyCurrency;

function typeGuards(wire: string) {
  // @ts-expect-error a plain string has no currency to be read with
  unitAmountText(wire);
  // @ts-expect-error the UI's Amount takes Money, not a value and a currency
  Amount({ value: wire, currency: usd });
  return Amount({ money: money(wire, usd) });
}

describe('UI money types', () => {
  it('are checked by tsc (see the @ts-expect-error lines above)', () => {
    expect(typeof typeGuards).toBe('function');
    expect(amountText(money('1250', usd))).toBe('12.5 USD');
  });
});
