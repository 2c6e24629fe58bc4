import { fromUnitToToken } from '../money/unit-conversion';
import { messageFrom, type LocalizedMessage } from '../validation/result';
import { pricingMessages } from './messages';

/** What a price display needs of a currency. */
export interface DisplayCurrency {
  readonly id: string;
  readonly decimal?: number | undefined;
  readonly symbol?: string | undefined;
}

/** A smallest-unit amount as exact tokens ("1.5"), like the real product's line items. */
export function tokenText(unit: string, currency: DisplayCurrency): string {
  return fromUnitToToken(unit, currency.decimal ?? 18);
}

/** "{amount} {symbol}" of a smallest-unit amount. */
export function amountMessage(unit: string, currency: DisplayCurrency): LocalizedMessage {
  return messageFrom(pricingMessages, 'checkout.amount', { amount: tokenText(unit, currency), symbol: currency.symbol ?? '' });
}
