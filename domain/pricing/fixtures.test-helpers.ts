import type { LineItemLike, PriceLike, UpsellPriceLike } from './price-like';

// Small builders for pricing tests: amounts in the smallest unit of a 2-decimal currency 'usd'
// unless a test says otherwise.

export const usd = { id: 'usd', decimal: 2, symbol: 'USD', type: 'standard' } as const;
export const abt = { id: 'abt', decimal: 18, symbol: 'ABT', type: 'standard' } as const;

export function oneTime(unit_amount: string, extra: Partial<UpsellPriceLike> = {}): UpsellPriceLike {
  return { id: `price_${unit_amount}`, type: 'one_time', currency_id: 'usd', unit_amount, product: { name: 'Book' }, ...extra };
}

export function recurring(
  unit_amount: string,
  interval = 'month',
  extra: Partial<UpsellPriceLike> & { usage_type?: string; interval_count?: number } = {},
): UpsellPriceLike {
  const { usage_type = 'licensed', interval_count = 1, ...rest } = extra;
  return {
    id: `price_${unit_amount}_${interval}`,
    type: 'recurring',
    currency_id: 'usd',
    unit_amount,
    recurring: { interval, interval_count, usage_type },
    product: { name: 'Pro plan' },
    ...rest,
  };
}

export function line(price: UpsellPriceLike, quantity = 1, extra: Partial<LineItemLike> = {}): LineItemLike {
  return { price, quantity, ...extra };
}

export type { PriceLike };
