import BigNumber from 'bignumber.js';

/**
 * The one BigNumber of the domain. A clone, so that nothing else in the page can change its
 * settings; 40 decimal places is far beyond any currency (18) and EXPONENTIAL_AT keeps every
 * string in plain notation, because wire amounts must never read "1e+21".
 * Rounding is half-up by default (what a payer expects on a display) and every call that rounds
 * names its mode anyway.
 */
export const Big = BigNumber.clone({
  DECIMAL_PLACES: 40,
  ROUNDING_MODE: BigNumber.ROUND_HALF_UP,
  EXPONENTIAL_AT: 1e9,
});
export type Big = BigNumber;

export type Numeric = string | number | BigNumber;

// Plain decimal notation only: BigNumber would also read "0x10", "0b1" and "1_000", which are
// never amounts a person or the API means.
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Parses an amount; anything that is not a finite decimal number becomes null instead of NaN. */
export function toBig(value: Numeric | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && !DECIMAL_TEXT.test(value.trim())) return null;
  // Stryker disable next-line StringLiteral: equivalent, BigNumber reads the spaces around a number itself (the trim is for the test above)
  const parsed = new Big(typeof value === 'string' ? value.trim() : value);
  return parsed.isFinite() ? parsed : null;
}

/** Like toBig, but a missing or malformed amount counts as zero (sums over partial data). */
export function toBigOrZero(value: Numeric | null | undefined): Big {
  return toBig(value) ?? new Big(0);
}

/** The larger of two amounts. */
export function maxBig(a: Big, b: Big): Big {
  return a.isGreaterThan(b) ? a : b;
}

/** Number of digits after the decimal point as written (trailing zeros count: "1.10" has 2). */
export function writtenDecimalPlaces(value: string): number {
  const plain = value.trim();
  const dot = plain.indexOf('.');
  return dot === -1 ? 0 : plain.length - dot - 1;
}

/** Decimal places of a decimal text once trailing zeros are dropped ("1.10" → 1, "0.0" → 0). */
export function significantDecimalPlaces(value: string): number {
  const plain = value.trim();
  return plain.includes('.') ? writtenDecimalPlaces(plain.replace(/0+$/, '')) : 0;
}
