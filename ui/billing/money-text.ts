// Amount text of a smallest-unit wire amount, e.g. "1,234.5 ABT". Formatting stays in the domain
// (BigNumber, never a JS number); this only joins the symbol. ui/common/Amount can replace it.
import { DEFAULT_DISPLAY_PRECISION, formatAmount, formatNumber } from '@domain/money';

/** What a view needs of a payment currency to show an amount. */
export interface AmountCurrency {
  symbol: string;
  decimal: number;
  maximum_precision?: number | null | undefined;
}

const precisionOf = (currency: AmountCurrency) => currency.maximum_precision ?? DEFAULT_DISPLAY_PRECISION;

/** A smallest-unit amount ("1500000000000000000") as "1.5 ABT". */
export const unitAmountText = (unit: string | null | undefined, currency: AmountCurrency): string =>
  `${formatAmount(unit, currency.decimal, precisionOf(currency), { thousandSeparator: true })} ${currency.symbol}`;

/** A token amount ("1.5") as "1.5 ABT". */
export const tokenAmountText = (token: string | null | undefined, symbol: string, precision = DEFAULT_DISPLAY_PRECISION): string =>
  `${formatNumber(token, precision, { thousandSeparator: true })} ${symbol}`;
