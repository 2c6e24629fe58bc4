import { formatRecurring } from '@domain/interval/format-recurring';
import type { Price, Subscription } from '@domain/model';
import { maybeMoney } from '@domain/money';
// The file, not the barrel: the portal home would otherwise load the whole checkout pricing module (13 kB gz).
import { getPriceUnitAmount } from '@domain/pricing/unit-amount';
import { amountText } from '../common/Amount';
import { useMessageText } from '../common/useMessageText';

/**
 * "10 ABT per month": a plan's price in the subscription's currency with its interval. The detail
 * page and the portal's subscription list say it the same way.
 */
export function usePlanPriceText(subscription: Pick<Subscription, 'currency_id' | 'paymentCurrency'>): (price: Price) => string {
  const text = useMessageText();
  return (price: Price) => {
    const value = maybeMoney(getPriceUnitAmount(price, subscription.currency_id ?? '').amount, subscription.paymentCurrency);
    const amount = value ? amountText(value, { grouped: true }) : '-';
    return price.recurring ? `${amount} ${text(formatRecurring(price.recurring, 'per'))}` : amount;
  };
}
