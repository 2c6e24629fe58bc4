import { formatRecurring } from '../interval/format-recurring';
import { formatFreeTrialTime } from '../trial/free-trial-time';
import { messageWithNested, messageFrom, type LocalizedMessage } from '../validation/result';
import { getLineTotal } from './checkout-amount';
import { amountMessage, tokenText, type DisplayCurrency } from './display-currency';
import { pricingMessages } from './messages';
import { effectivePrice, isMetered, type LineItemLike } from './price-like';
import { getPriceUnitAmount } from './unit-amount';
import { money } from '../money/money';

export interface LineItemPricing {
  /** The line's amount ("20 ABT"), or "Free for 7 days" during a trial. */
  readonly primary: LocalizedMessage;
  /** After a trial, what the line costs per cycle ("20 ABT / month"). */
  readonly afterTrial?: LocalizedMessage;
  /** "Qty 2", hidden for quantity 1 and for usage billing. */
  readonly quantity?: LocalizedMessage;
  /** "10 ABT each" when the quantity is above 1. */
  readonly each?: LocalizedMessage;
  /** "Billed monthly" / "Billed monthly based on usage" for recurring lines. */
  readonly billed?: LocalizedMessage;
}

/** docs/reference/payment-react.md §3.5 formatLineItemPricing: the texts of one order-summary line. */
export function formatLineItemPricing(
  item: LineItemLike,
  currency: DisplayCurrency,
  options: { readonly trialInDays?: number | undefined } = {},
): LineItemPricing {
  const price = effectivePrice(item);
  const total = getLineTotal(item, currency.id).amount;
  const metered = isMetered(price);
  const showQuantity = !metered && item.quantity > 1;
  const unit = getPriceUnitAmount(price, currency.id).amount;
  const recurring = price.type === 'recurring' && price.recurring ? price.recurring : undefined;
  const trialDays = options.trialInDays ?? 0;
  const extras = {
    ...(showQuantity && { quantity: messageFrom(pricingMessages, 'lineItem.quantity', { count: item.quantity }) }),
    ...(showQuantity && {
      each: messageFrom(pricingMessages, 'lineItem.each', { amount: tokenText(money(unit, currency)), symbol: currency.symbol }),
    }),
    ...(recurring && {
      billed: messageWithNested(pricingMessages, metered ? 'lineItem.billedUsage' : 'lineItem.billed', {}, {
        recurring: formatRecurring(recurring, 'ly'),
      }),
    }),
  };
  if (recurring && trialDays > 0) {
    return {
      primary: formatFreeTrialTime({ count: trialDays, unit: 'day' }, 'freeFor'),
      afterTrial: messageWithNested(
        pricingMessages,
        'checkout.amountPer',
        { amount: tokenText(money(total, currency)), symbol: currency.symbol },
        { recurring: formatRecurring(recurring, 'slash') },
      ),
      ...extras,
    };
  }
  return { primary: amountMessage(money(total, currency)), ...extras };
}
