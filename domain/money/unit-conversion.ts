import { Big, significantDecimalPlaces, toBig, type Numeric } from './big-number';

/** Default decimals of chain tokens (docs/spec/checkout-and-billing.md §9: default unit 18 decimals). */
export const DEFAULT_DECIMALS = 18;

// A token amount as a person or an API writes it: optional sign, digits, optional fraction.
// "5." and ".5" are accepted (the platform's own library accepts them), exponents are not.
const TOKEN_PATTERN = /^-?(?:\d+\.?\d*|\.\d+)$/;

export class AmountConversionError extends Error {
  override readonly name = 'AmountConversionError';
}

/**
 * Smallest-unit string → token string, exact: no rounding, fractional trailing zeros trimmed,
 * never a trailing dot or exponent. "1500000000000000000" at 18 decimals → "1.5".
 */
export function fromUnitToToken(unit: Numeric, decimals: number = DEFAULT_DECIMALS): string {
  const value = toBig(unit);
  if (value === null) throw new AmountConversionError(`error converting unit ${String(unit)} to token, not a number`);
  assertDecimals(decimals);
  return normaliseZero(value.shiftedBy(-decimals).toFixed());
}

/**
 * Token string → smallest-unit string, exact. More decimal places than the currency has is an
 * error (never a silent rounding of somebody's money): the message follows the platform's
 * library, "error converting token 0.01 to unit, too many decimal places".
 */
export function fromTokenToUnit(token: Numeric, decimals: number = DEFAULT_DECIMALS): string {
  assertDecimals(decimals);
  const text = typeof token === 'string' ? token.trim() : new Big(token).toFixed();
  if (!TOKEN_PATTERN.test(text)) {
    throw new AmountConversionError(`error converting token ${String(token)} to unit, not a number`);
  }
  // Trailing zeros carry no value: "0.0" fits 0 decimals, "1.10" does not (the public cases agree).
  if (significantDecimalPlaces(text) > decimals) {
    throw new AmountConversionError(`error converting token ${String(token)} to unit, too many decimal places`);
  }
  return normaliseZero(new Big(text).shiftedBy(decimals).toFixed(0, Big.ROUND_DOWN));
}

/** Result form of fromTokenToUnit for callers that must not throw (form input). */
export function tryFromTokenToUnit(
  token: Numeric,
  decimals: number = DEFAULT_DECIMALS,
): { ok: true; value: string } | { ok: false; error: string } {
  try {
    return { ok: true, value: fromTokenToUnit(token, decimals) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new AmountConversionError(`invalid decimals ${decimals}`);
  }
}

// BigNumber keeps the sign of zero ("-0") when it rounds; an amount of minus nothing is just "0".
function normaliseZero(text: string): string {
  // Stryker disable next-line Regex,StringLiteral: equivalent today, a guard: neither conversion rounds an inexact value (the decimals are checked first), and BigNumber writes an unrounded zero as "0", so "-0" never reaches it
  return /^-0(?:\.0*)?$/.test(text) ? '0' : text;
}
