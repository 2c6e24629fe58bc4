// The amounts of the records the portal shows, each paired with the currency that record says it
// is in. A record's amount is never read with a neighbour's currency: a stake with the
// subscription's (it may have switched to a card since), a credit transaction with a payment's.
import type { CreditGrant, CreditTransaction, PaymentCurrency, Subscription } from '../model';
import { maybeMoney, type Money } from './money';

/**
 * The stake of a subscription in the currency it was locked in. The stake's own currency when the
 * answer carries it; the subscription's only when the stake names that very currency. Otherwise
 * (an older answer without the stake's currency) null: an amount we cannot read is not shown.
 */
export function stakeMoney(subscription: Subscription): Money | null {
  const stake = subscription.stake;
  if (!stake?.amount) return null;
  const own =
    stake.paymentCurrency ??
    (stake.currency_id && stake.currency_id === subscription.currency_id ? subscription.paymentCurrency : null);
  return maybeMoney(stake.amount, own);
}

/** A credit transaction's amount in its credit currency (the grant's). */
export const creditTransactionMoney = (transaction: CreditTransaction): Money | null =>
  maybeMoney(transaction.credit_amount, transaction.paymentCurrency);

/** A credit grant's granted and remaining amounts in its credit currency. */
export function creditGrantMoney(grant: CreditGrant): { granted: Money | null; remaining: Money | null } {
  return {
    granted: maybeMoney(grant.amount, grant.paymentCurrency),
    remaining: maybeMoney(grant.remaining_amount, grant.paymentCurrency),
  };
}

/** Any record that embeds the currency of its amounts (invoices, payments, refunds, …). */
export const recordMoney = (
  amount: string | null | undefined,
  record: { readonly paymentCurrency?: PaymentCurrency | null | undefined },
): Money | null => maybeMoney(amount, record.paymentCurrency);
