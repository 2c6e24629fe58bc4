import { DEFAULT_DISPLAY_PRECISION, formatAmount } from '@domain/money';

/** What an amount display needs of a payment currency. */
export interface AmountCurrency {
  readonly decimal: number;
  readonly symbol?: string | undefined;
  readonly maximum_precision?: number | null | undefined;
}

export interface AmountProps {
  /** Amount in the currency's smallest unit, as on the wire ("1000000000000000000"). */
  value: string | null | undefined;
  currency: AmountCurrency;
  /** Decimals shown; defaults to the currency's maximum_precision, else 6. Trailing zeros are trimmed. */
  precision?: number | undefined;
  /** Leave the symbol out (when a neighbour shows it). */
  hideSymbol?: boolean | undefined;
  /** Group thousands ("12,500"). */
  grouped?: boolean | undefined;
}

/** The text of an amount: "1 ABT", "12.5 USD". Money stays a string/BigNumber until here. */
export function amountText(
  value: string | null | undefined,
  currency: AmountCurrency,
  options: { precision?: number | undefined; hideSymbol?: boolean | undefined; grouped?: boolean | undefined } = {},
): string {
  const precision = options.precision ?? currency.maximum_precision ?? DEFAULT_DISPLAY_PRECISION;
  const number = formatAmount(value, currency.decimal, precision, { thousandSeparator: options.grouped ?? false });
  return options.hideSymbol || !currency.symbol ? number : `${number} ${currency.symbol}`;
}

/** `<Amount value="1000000000000000000" currency={abt} />` → "1 ABT". */
export function Amount({ value, currency, precision, hideSymbol, grouped }: AmountProps) {
  return <span data-testid="amount">{amountText(value, currency, { precision, hideSymbol, grouped })}</span>;
}
