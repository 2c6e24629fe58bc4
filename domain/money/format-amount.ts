import { Big, toBig, type Numeric } from './big-number';

/** Display precision of token amounts (docs/spec/checkout-and-billing.md §9: token display default 6 decimals). */
export const DEFAULT_DISPLAY_PRECISION = 6;

export interface FormatNumberOptions {
  /** Group the integer part by thousands ("1,234.5"); off by default. */
  readonly thousandSeparator?: boolean;
  /** Half-up unless told otherwise; pass Big.ROUND_DOWN never to show more than is there. */
  readonly roundingMode?: typeof Big.ROUND_HALF_UP | typeof Big.ROUND_DOWN | typeof Big.ROUND_UP;
}

/**
 * A token amount for display: at most `precision` decimals, trailing zeros trimmed, no exponent.
 * Missing or malformed input shows "0" (a summary row must render something).
 */
export function formatNumber(
  value: Numeric | null | undefined,
  precision: number = DEFAULT_DISPLAY_PRECISION,
  options: FormatNumberOptions = {},
): string {
  const parsed = toBig(value);
  if (parsed === null) return '0';
  const fixed = parsed.toFixed(precision, options.roundingMode ?? Big.ROUND_HALF_UP);
  const trimmed = trimFraction(fixed);
  const plain = /^-0$/.test(trimmed) ? '0' : trimmed;
  return options.thousandSeparator ? groupThousands(plain) : plain;
}

function trimFraction(fixed: string): string {
  if (!fixed.includes('.')) return fixed;
  return fixed.replace(/0+$/, '').replace(/\.$/, '');
}

function groupThousands(plain: string): string {
  // Stryker disable next-line StringLiteral: equivalent, split always gives a first part, so the default is never used
  const [integer = '', fraction] = plain.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
