import { moneyTokens, type Money } from '../money/money';
import { messageFrom, type LocalizedMessage } from '../validation/result';
import { pricingMessages } from './messages';

/** What a price display needs of a currency: the amounts are read with its own decimals. */
export interface DisplayCurrency {
  readonly id: string;
  readonly decimal: number;
  readonly symbol: string;
}

/** An amount as exact tokens ("1.5") of its own currency, like the real product's line items. */
export function tokenText(value: Money): string {
  return moneyTokens(value);
}

/** "{amount} {symbol}" of an amount in its own currency. */
export function amountMessage(value: Money): LocalizedMessage {
  return messageFrom(pricingMessages, 'checkout.amount', { amount: tokenText(value), symbol: value.currency.symbol });
}
