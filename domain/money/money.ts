// Money: an amount that cannot be told apart from its currency, so it is never shown in another one.
//
// A wire amount is a string of its currency's smallest unit; read with another currency's
// decimals it is wrong by a factor of 10^(difference) — "10 ABT" became "100,000,000,000,000,000
// USD" when a stake was formatted with the subscription's new card currency. So nothing formats a
// bare string any more: `money(amount, currency)` pairs the two once, where the record that owns
// the amount is read, and every formatter takes the pair.
//
// Type-level guards (checked by tsc in money.type-test.ts):
// - a `Money` is made by `money()` only: its amount is a branded `UnitString`, which no string
//   literal or plain string is, so `{ amount: '6000', currency }` does not type-check;
// - the amount inside a `Money` belongs to its currency and cannot be re-labelled:
//   `money(stake.amount, usd)` where `stake` is a Money is an error (its amount is a UnitString);
// - the currency id is a type parameter: a `Money<'pc_abt'>` is not a `Money<'pc_usd'>`.
import { Big, toBig, toBigOrZero } from './big-number';
import { DEFAULT_DISPLAY_PRECISION, formatNumber, type FormatNumberOptions } from './format-amount';
import { fromTokenToUnit, fromUnitToToken } from './unit-conversion';

declare const unitOf: unique symbol;

/** A smallest-unit amount that belongs to the currency `C`. Only `money()` makes one. */
export type UnitString<C extends string = string> = string & { readonly [unitOf]: C };

/**
 * An amount as it comes off the wire: any string that is not already tied to a currency
 * (a `UnitString` has its brand, which this refuses).
 */
export type WireUnit = string & { readonly [unitOf]?: never };

/** What formatting needs of a currency: its id, symbol and decimals (a PaymentCurrency is one). */
export interface MoneyCurrency<C extends string = string> {
  readonly id: C;
  readonly symbol: string;
  readonly decimal: number;
  /** Decimals shown; 6 when absent (docs/spec/checkout-and-billing.md §9). */
  readonly maximum_precision?: number | null | undefined;
  /** Shown beside amounts in tables (decorative). */
  readonly logo?: string | null | undefined;
}

/** An amount with its own currency: the one value the UI's Amount and every formatter take. */
export interface Money<C extends string = string> {
  readonly amount: UnitString<C>;
  readonly currency: MoneyCurrency<C>;
}

/**
 * Pairs a wire amount (smallest unit of `currency`) with that currency. Call it where the record
 * that owns the amount is read, with that record's currency (never a neighbour's).
 */
export function money<const C extends string>(amount: WireUnit, currency: MoneyCurrency<C>): Money<C> {
  return { amount: amount as string as UnitString<C>, currency };
}

/** `money()` for optional fields: null when the amount or its currency is missing. */
export function maybeMoney<const C extends string>(
  amount: WireUnit | null | undefined,
  currency: MoneyCurrency<C> | null | undefined,
): Money<C> | null {
  return amount === null || amount === undefined || !currency ? null : money(amount, currency);
}

/** An amount given in tokens ("1.5") of `currency`, as Money (exact; more decimals than it has throws). */
export function moneyFromTokens<const C extends string>(tokens: string, currency: MoneyCurrency<C>): Money<C> {
  return money(fromTokenToUnit(tokens, currency.decimal), currency);
}

/** Zero of a currency. */
export const zeroMoney = <const C extends string>(currency: MoneyCurrency<C>): Money<C> => money('0', currency);

/** The smallest-unit string of a Money (for the wire, sums and comparisons). */
export const unitsOf = (value: Money): string => value.amount;

/** The exact token amount ("1.5"), no rounding: for inputs and plotting, not for reading. */
export function moneyTokens(value: Money): string {
  const parsed = toBig(value.amount);
  return parsed === null ? '0' : fromUnitToToken(parsed, value.currency.decimal);
}

/** Whether two amounts are in the same currency (same id and decimals). */
export const sameCurrency = (a: Money, b: Money): boolean =>
  a.currency.id === b.currency.id && a.currency.decimal === b.currency.decimal;

/** Sum of amounts of one currency; mixing currencies is a type error (`C`) and a runtime error. */
export function addMoney<C extends string>(first: Money<C>, ...rest: readonly Money<C>[]): Money<C> {
  let total = toBigOrZero(first.amount);
  for (const next of rest) {
    if (!sameCurrency(first, next)) throw new Error(`cannot add ${next.currency.id} to ${first.currency.id}`);
    total = total.plus(toBigOrZero(next.amount));
  }
  return money(total.toFixed(0), first.currency);
}

/** An amount times a whole quantity, same currency. */
export const timesMoney = <C extends string>(value: Money<C>, quantity: number | string): Money<C> =>
  money(toBigOrZero(value.amount).times(quantity).toFixed(0, Big.ROUND_DOWN), value.currency);

export interface MoneyFormatOptions {
  /** Decimals shown; defaults to the currency's maximum_precision, else 6. Trailing zeros are trimmed. */
  readonly precision?: number | undefined;
  /** Leave the symbol out (when a neighbour shows it). */
  readonly hideSymbol?: boolean | undefined;
  /** Group thousands ("12,500"). */
  readonly grouped?: boolean | undefined;
  readonly roundingMode?: FormatNumberOptions['roundingMode'];
}

/**
 * A token amount ("1.5", as settings and thresholds are written) of `currency` for people: its
 * display precision and symbol. Tokens need no decimals to read; units go through formatMoney.
 */
export function formatTokens(tokens: string, currency: Omit<MoneyCurrency, 'id' | 'decimal'>, options: MoneyFormatOptions = {}): string {
  const precision = options.precision ?? currency.maximum_precision ?? DEFAULT_DISPLAY_PRECISION;
  const number = formatNumber(tokens, precision, { thousandSeparator: options.grouped ?? false });
  return options.hideSymbol || !currency.symbol ? number : `${number} ${currency.symbol}`;
}

/**
 * "1.5 ABT", "60 CR", "12,500 USD" (grouped): the amount in its own currency's decimals, rounded
 * to the display precision, with its symbol. The one formatter of money for people.
 */
export function formatMoney(value: Money, options: MoneyFormatOptions = {}): string {
  const { currency } = value;
  const precision = options.precision ?? currency.maximum_precision ?? DEFAULT_DISPLAY_PRECISION;
  const parsed = toBig(value.amount);
  const number =
    parsed === null
      ? '0'
      : formatNumber(fromUnitToToken(parsed, currency.decimal), precision, {
          thousandSeparator: options.grouped ?? false,
          ...(options.roundingMode === undefined ? {} : { roundingMode: options.roundingMode }),
        });
  return options.hideSymbol || !currency.symbol ? number : `${number} ${currency.symbol}`;
}
