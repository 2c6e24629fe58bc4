import { formatMoney, type Money, type MoneyFormatOptions } from '@domain/money';

export type { Money };

export interface AmountProps {
  /** The amount with its own currency (`money(amount, currency)` of @domain/money). */
  money: Money;
  /** Decimals shown; defaults to the currency's maximum_precision, else 6. Trailing zeros are trimmed. */
  precision?: number | undefined;
  /** Leave the symbol out (when a neighbour shows it). */
  hideSymbol?: boolean | undefined;
  /** Group thousands ("12,500"). */
  grouped?: boolean | undefined;
}

/**
 * The text of an amount: "1 ABT", "12.5 USD". It takes Money only: an amount never reaches a
 * person without the currency it is in (docs/portal.md).
 */
export const amountText = (value: Money, options: MoneyFormatOptions = {}): string => formatMoney(value, options);

/** `<Amount money={money('1000000000000000000', abt)} />` → "1 ABT". */
export function Amount({ money, precision, hideSymbol, grouped }: AmountProps) {
  return <span data-testid="amount">{formatMoney(money, { precision, hideSymbol, grouped })}</span>;
}
