import { Big } from '../money/big-number';
import { formatRecurring } from '../interval/format-recurring';
import { formatFreeTrialTime, getFreeTrialTime, toUnixSeconds, type Now } from '../trial/free-trial-time';
import { messageFrom, messageWithNested, type LocalizedMessage } from '../validation/result';
import { getCheckoutAmount } from './checkout-amount';
import { amountMessage, tokenText, type DisplayCurrency } from './display-currency';
import { pricingMessages } from './messages';
import { effectivePrice, isMetered, isRecurring, type LineItemLike } from './price-like';
import { money } from '../money/money';
import type { CouponLike } from './discount';
import { renewalPhases } from './renewal-discount';

export interface CheckoutHeadlines {
  /** "Pay {payee}", "Subscribe to {name}", "Try {name} and {count} more", … */
  readonly action: LocalizedMessage;
  /** What is due now: "10 ABT", or "7 days free" during a trial. */
  readonly amount: LocalizedMessage;
  /** What follows: "Then 10 ABT per month", "Then billed monthly based on usage". */
  readonly then?: LocalizedMessage | undefined;
  /** Whether the then-line is shown (trial, usage billing or a mixed cart). */
  readonly showThen: boolean;
  /** Amount due now in tokens ("0" during a trial). */
  readonly actualAmount: string;
}

export interface HeadlineOptions {
  /** Trial for the chosen currency (getAppliedTrial). */
  readonly trialInDays?: number | undefined;
  readonly trialEnd?: number | undefined;
  /** First product statement_descriptor or the app name (see getPayee). */
  readonly payee?: string | undefined;
  /** Needed to word a trial that ends at trialEnd; without it only trialInDays counts. */
  readonly now?: Now | undefined;
  /** The applied promotion code's coupon: the then-line says what the renewals cost under it. */
  readonly coupon?: CouponLike | null | undefined;
}

/** docs/reference/payment-react.md §3.4: the payee is the first product statement_descriptor, else the app name. */
export function getPayee(items: readonly LineItemLike[], appName = ''): string {
  for (const item of items) {
    const descriptor = effectivePrice(item).product?.statement_descriptor;
    if (descriptor) return descriptor;
  }
  return appName;
}

/**
 * docs/reference/payment-react.md §3.5, the order-summary headline: all one-time (or a mixed cart) → "Pay {payee}";
 * recurring → "Subscribe to {name}" (or "Try {name}" with "{n} days free" during a trial), with
 * "… and {count} more" for several lines; usage-billed lines change the then-line.
 */
export function formatCheckoutHeadlines(
  items: readonly LineItemLike[],
  currency: DisplayCurrency,
  options: HeadlineOptions = {},
): CheckoutHeadlines {
  const free = getFreeTrialTime(
    { trialInDays: options.trialInDays ?? 0, trialEnd: options.now === undefined ? 0 : (options.trialEnd ?? 0) },
    toUnixSeconds(options.now ?? 0),
  );
  const trialing = free.count > 0;
  const amounts = getCheckoutAmount(items, currency.id, trialing);
  const total = money(amounts.total, currency);
  const amount = amountMessage(total);
  const actualAmount = tokenText(total);
  const pay = messageFrom(pricingMessages, 'checkout.headline.pay', { payee: options.payee ?? getPayee(items) });
  const recurringItems = items.filter((item) => isRecurring(effectivePrice(item)));
  const first = recurringItems[0];
  if (!first) return { action: pay, amount, showThen: false, actualAmount };

  const then = thenLine(items, amounts.renew, currency, options.coupon, trialing);
  if (recurringItems.length !== items.length) return { action: pay, amount, then, showThen: true, actualAmount };

  const name = effectivePrice(first).product?.name ?? '';
  const more = items.length - 1;
  if (trialing) {
    const key = more > 0 ? 'checkout.headline.tryMore' : 'checkout.headline.try';
    return {
      action: messageFrom(pricingMessages, key, more > 0 ? { name, count: more } : { name }),
      amount: formatFreeTrialTime(free, 'free'),
      then,
      showThen: true,
      actualAmount: '0',
    };
  }
  const key = more > 0 ? 'checkout.headline.subscribeMore' : 'checkout.headline.subscribe';
  return {
    action: messageFrom(pricingMessages, key, more > 0 ? { name, count: more } : { name }),
    amount,
    then,
    // The real product shows the then-line only with a trial or usage billing; a payer starting
    // a plain subscription should also see what renews and how often ("Then 10 ABT per month").
    showThen: then !== undefined,
    actualAmount,
  };
}

// "Then 10 ABT per month" for licensed lines, "plus usage" when metered lines join them, and
// "Then billed monthly based on usage" when only usage is billed. The cycle is the first
// recurring line's (a cart with several cycles is refused by the server). Under a promotion
// code the renewals are worded as renewalPhases counts them: discounted for ever, or for the
// next {count} payments then at the full price.
function thenLine(
  items: readonly LineItemLike[],
  renew: string,
  currency: DisplayCurrency,
  coupon: CouponLike | null | undefined,
  trialing: boolean,
): LocalizedMessage | undefined {
  const recurring = items.map(effectivePrice).find((price) => isRecurring(price) && price.recurring)?.recurring;
  if (!recurring) return undefined;
  const hasMetered = items.some((item) => isMetered(effectivePrice(item)));
  const hasLicensed = new Big(renew).isGreaterThan(0);
  if (hasMetered && !hasLicensed) {
    return messageWithNested(pricingMessages, 'checkout.headline.thenUsage', {}, { recurring: formatRecurring(recurring, 'ly') });
  }
  const [first, rest] = renewalPhases(renew, coupon, currency.id, { trialing, cycle: recurring });
  const nested = { recurring: formatRecurring(recurring, 'per') };
  const amount = (value: string) => tokenText(money(value, currency));
  if (first && rest && first.cycles !== null) {
    const key = first.cycles === 1 ? 'checkout.headline.thenForOne' : 'checkout.headline.thenFor';
    return messageWithNested(
      pricingMessages,
      hasMetered ? `${key}PlusUsage` : key,
      { amount: amount(first.amount), count: first.cycles, fullAmount: amount(rest.amount), symbol: currency.symbol },
      nested,
    );
  }
  const key = hasMetered ? 'checkout.headline.thenPlusUsage' : 'checkout.headline.then';
  return messageWithNested(pricingMessages, key, { amount: amount(first?.amount ?? renew), symbol: currency.symbol }, nested);
}
