import { toBig } from '../money/big-number';
import type { CurrencyOptionLike, CurrencyRef, CustomUnitAmountLike, PriceLike } from './price-like';
import { currencyIdOf } from './price-like';

/** A price's unit amount in one currency (smallest unit); `warning` set when the currency is missing. */
export interface UnitAmount {
  readonly amount: string;
  readonly warning?: string;
}

/**
 * The currencies a price can be paid in: its currency_options, or only its own currency when
 * there are none (docs/reference/payment-react.md §3.5).
 */
export function getPriceCurrencyOptions(price: PriceLike): readonly CurrencyOptionLike[] {
  if (price.currency_options && price.currency_options.length > 0) return price.currency_options;
  return [{ currency_id: price.currency_id, unit_amount: price.unit_amount, custom_unit_amount: price.custom_unit_amount }];
}

// A pay-what-you-want price starts at its preset, else its first preset (docs/reference/payment-react.md §11.5).
function presetOf(custom: CustomUnitAmountLike): string | undefined {
  const preset = toBig(custom.preset);
  if (preset !== null && !preset.isZero()) return preset.toFixed();
  const first = toBig(custom.presets?.[0]);
  return first === null ? undefined : first.toFixed();
}

function amountOf(option: CurrencyOptionLike): string {
  const preset = option.custom_unit_amount ? presetOf(option.custom_unit_amount) : undefined;
  return preset ?? toBig(option.unit_amount)?.toFixed() ?? '0';
}

/**
 * docs/spec/checkout-and-billing.md §8 / docs/reference/payment-react.md §11.5: the unit amount of a price in the chosen currency (smallest unit):
 * its currency option (custom unit amount preset first), else the base price when the currency
 * is its own; a currency not configured for the price gives '0' and a warning to log.
 */
export function getPriceUnitAmount(price: PriceLike, currency: CurrencyRef): UnitAmount {
  const currencyId = currencyIdOf(currency);
  const option = getPriceCurrencyOptions(price).find((candidate) => candidate.currency_id === currencyId);
  if (option) return { amount: amountOf(option) };
  if (price.currency_id === currencyId) {
    return { amount: amountOf({ currency_id: currencyId, unit_amount: price.unit_amount, custom_unit_amount: price.custom_unit_amount }) };
  }
  return { amount: '0', warning: `Currency ${currencyId} is not configured for price ${price.id ?? '(no id)'}; using 0` };
}
