// Money: wire amounts are smallest-unit strings; everything here is BigNumber, never a JS float.
// People read an amount only through formatMoney(Money): an amount never travels without its currency.
export {
  /** The configured BigNumber clone of the domain (40 decimals, plain notation, half-up). */
  Big,
  /** Parses an amount to Big, or null when it is not a finite number. */
  toBig,
  /** Parses an amount to Big, treating missing or malformed input as zero. */
  toBigOrZero,
  type Numeric,
} from './big-number';
export {
  /** Default token decimals (18). */
  DEFAULT_DECIMALS,
  /** Smallest unit → token string, exact, trailing zeros trimmed. */
  fromUnitToToken,
  /** Token → smallest unit string, exact; throws on too many decimal places. */
  fromTokenToUnit,
  /** fromTokenToUnit as a result instead of a throw. */
  tryFromTokenToUnit,
  /** Error thrown by the conversions. */
  AmountConversionError,
} from './unit-conversion';
export {
  /** Default display precision (6). */
  DEFAULT_DISPLAY_PRECISION,
  /** Token amount for display: precision decimals, trailing zeros trimmed, optional grouping. */
  formatNumber,
  type FormatNumberOptions,
} from './format-amount';
export {
  /** Pairs a wire amount with the currency it is in: the only way to make Money. */
  money,
  /** money() for optional fields: null without an amount or a currency. */
  maybeMoney,
  /** Tokens ("1.5") of a currency as Money, exact. */
  moneyFromTokens,
  zeroMoney,
  /** The smallest-unit string of a Money. */
  unitsOf,
  /** Exact token text of a Money (inputs, plotting). */
  moneyTokens,
  sameCurrency,
  addMoney,
  timesMoney,
  /** "1.5 ABT": the one formatter of money for people. */
  formatMoney,
  /** A token amount ("1.5") of a currency for people: its precision and symbol. */
  formatTokens,
  type Money,
  type MoneyCurrency,
  type MoneyFormatOptions,
  type UnitString,
  type WireUnit,
} from './money';
// The amounts of records with their own currency (stakeMoney, creditTransactionMoney, …) are in
// './record-money' (@domain/money/record-money): the portal's, not the checkout's first load.
export {
  /** Default input precision (6). */
  DEFAULT_AMOUNT_PRECISION,
  /** 'Amount decimal places must be less than or equal to {precision}' check, as a result. */
  checkDecimalPlaces,
  /** Decimal places of an amount, trailing zeros ignored. */
  decimalPlaces,
} from './decimal-places';
