// Money: wire amounts are smallest-unit strings; everything here is BigNumber, never a JS float.
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
  /** Smallest-unit amount for display as tokens of a currency. */
  formatAmount,
  type FormatNumberOptions,
} from './format-amount';
export {
  /** Default input precision (6). */
  DEFAULT_AMOUNT_PRECISION,
  /** 'Amount decimal places must be less than or equal to {precision}' check, as a result. */
  checkDecimalPlaces,
  /** Decimal places of an amount, trailing zeros ignored. */
  decimalPlaces,
} from './decimal-places';
