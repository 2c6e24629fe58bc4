// Portal actions on a subscription: cancel (with feedback), recover (resume), change plan with a
// preview of what is due today, change payment method.
import { Big } from '@domain/money';
import { CancellationReason, type Price, type Subscription } from '@domain/model';
import { QUOTE_TTL_SECONDS, quotePlanChange, quoteProblem, type ProrationPlan } from '@domain/proration';
import { Schema } from 'effect';
import { currencyById } from '../catalog/currencies';
import { refuse, refuseInvalid } from './errors';
import type { InvoiceRecord } from '../model';
import type { SandboxStore } from '../state';
import { assertCanSee, callerOf } from './auth';
import { payInvoices } from './fulfil';
import { discardPendingUpdate, expirePendingUpdates, withPlanApplied } from './pending-update';
import { startPaymentMethodChange } from './payment-method';
import { returnStake } from './stake-return';
import { enrichSubscription, invoiceNumber, makeInvoice } from './records';
import { unitAmountIn, supportsCurrency } from './totals';

export function readSubscription(store: SandboxStore, id: string): Subscription {
  // A plan change whose payment did not come in time is dropped before anyone reads it.
  expirePendingUpdates(store);
  const subscription = store.read().subscriptions[id];
  if (!subscription) throw refuse(404, `Subscription ${id} not found`);
  assertCanSee(store.read(), subscription.customer_id);
  return subscription;
}

function save(store: SandboxStore, subscription: Subscription): Subscription {
  const next = enrichSubscription(subscription);
  store.update((d) => {
    d.subscriptions = { ...d.subscriptions, [next.id]: next };
  });
  return next;
}

const DAY = 24 * 3600;
const isReason = Schema.is(CancellationReason);

/** A trial cancels at once; otherwise the subscription ends at the period end. */
export function cancelSubscription(store: SandboxStore, id: string, body: Record<string, unknown>): Subscription {
  const subscription = readSubscription(store, id);
  if (subscription.status === 'canceled') throw refuse(400, 'This subscription is already canceled');
  const feedback = body.feedback ?? body.reason;
  if (feedback !== undefined && (typeof feedback !== 'string' || !isReason(feedback))) {
    throw refuseInvalid([{ path: 'feedback', message: `"feedback" must be one of [${CancellationReason.literals.join(', ')}]` }]);
  }
  const now = store.nowSeconds();
  const details = { reason: 'cancellation_requested', feedback: typeof feedback === 'string' ? feedback : null, comment: typeof body.comment === 'string' ? body.comment : null };
  if (subscription.status === 'trialing' || body.at === 'now') {
    // Ended now: the stake goes back to the payer (engine/stake-return.ts).
    return save(store, returnStake(store, { ...subscription, status: 'canceled', canceled_at: now, cancel_at: now, cancel_at_period_end: false, cancelation_details: details }));
  }
  return save(store, { ...subscription, cancel_at_period_end: true, cancel_at: subscription.current_period_end ?? now, canceled_at: now, cancelation_details: details });
}

export const needsStake = (subscription: Subscription) => subscription.stake?.revoked === true;

export function recoverSubscription(store: SandboxStore, id: string): Subscription {
  const subscription = readSubscription(store, id);
  if (!subscription.cancel_at_period_end && subscription.status !== 'canceled') throw refuse(400, 'This subscription is not scheduled to cancel');
  if (needsStake(subscription)) throw refuse(400, 'Your previous stake has been revoked, please stake again to resume', 'STAKE_REQUIRED');
  if (subscription.status === 'canceled') throw refuse(400, 'Failed to renew the subscription');
  return save(store, { ...subscription, cancel_at_period_end: false, cancel_at: null, canceled_at: null, cancelation_details: null });
}

/**
 * The quote of a plan change as of `quotedAt` (default: now): what is due, the credit, and the
 * quote's time and expiry. The preview answers it; the change computes it again for the time the
 * preview carried, so the amount charged is the amount shown.
 */
export function previewPlanChange(store: SandboxStore, id: string, priceId: string, quotedAt = store.nowSeconds()) {
  expirePendingUpdates(store);
  const subscription = readSubscription(store, id);
  const item = subscription.items?.[0];
  const currencyId = subscription.currency_id ?? '';
  const target = store.read().prices[priceId];
  if (!item || !target || target.type !== 'recurring' || target.product_id !== item.price?.product_id || target.id === item.price_id) {
    throw refuse(400, 'Plan updates are not available');
  }
  if (!supportsCurrency(target, currencyId)) throw refuse(400, 'This payment method is not supported');
  if (subscription.status !== 'active' && subscription.status !== 'trialing') throw refuse(400, 'Plan updates are not available');
  const end = subscription.current_period_end ?? quotedAt;
  // The domain's proration (domain/proration) for the quote's time, never the moment it is confirmed.
  const quote = quotePlanChange({
    current: planOf(item.price ?? target, item.quantity, currencyId),
    next: planOf(target, item.quantity, currencyId),
    periodEnd: end,
    quotedAt,
    trialing: subscription.status === 'trialing',
  });
  return {
    subscription,
    target,
    preview: {
      price: target,
      currency_id: currencyId,
      amount_due: quote.amountDue,
      proration_credit: quote.credit,
      // The current period keeps its end; the new plan bills from then on.
      next_billing_at: end,
      requires_payment: new Big(quote.amountDue).isGreaterThan(0),
      proration_date: quote.quotedAt,
      quote_expires_at: quote.expiresAt,
    },
  };
}

const planOf = (price: Price, quantity: number, currencyId: string): ProrationPlan => ({
  unitAmount: unitAmountIn(price, currencyId),
  quantity,
  recurring: price.recurring ?? { interval: 'month', interval_count: 1 },
});

/** Recurring prices of the subscription's product in its currency: what it can switch to (the current one included, marked by the caller). */
export function planOptions(store: SandboxStore, id: string): Price[] {
  const subscription = readSubscription(store, id);
  const item = subscription.items?.[0];
  const currencyId = subscription.currency_id ?? '';
  if (!item?.price || subscription.status === 'canceled') return [];
  return Object.values(store.read().prices).filter(
    (price) => price.type === 'recurring' && price.product_id === item.price?.product_id && price.recurring?.usage_type !== 'metered' && supportsCurrency(price, currencyId),
  );
}

/** Said when a confirm carries a quote that is too old (or not one the server made): the page previews again. */
export const QUOTE_EXPIRED_MESSAGE = `This price was calculated more than ${QUOTE_TTL_SECONDS / 60} minutes ago. Review the new amount before you pay.`;
export const QUOTE_CHANGED_MESSAGE = 'The amount of this plan change has changed. Review the new amount before you pay.';

/**
 * Changes the plan at the quote the preview gave (`proration_date`, Stripe's name): the amount
 * charged is the proration for that time, and when the page sends the amount it showed
 * (`amount_due`) the two must agree. A quote older than QUOTE_TTL_SECONDS is refused
 * (409 QUOTE_EXPIRED). Nothing due: the plan changes at once. Something due: the plan changes only
 * when its invoice is paid (`pending_update`, engine/pending-update.ts); a funded wallet that
 * pays the subscription pays it at once, else the page asks the wallet to `collect` it.
 */
export function changePlan(store: SandboxStore, id: string, body: Record<string, unknown>) {
  const priceId = typeof body.price_id === 'string' ? body.price_id : '';
  const now = store.nowSeconds();
  const problem = quoteProblem(body.proration_date, now);
  if (problem === 'invalid') throw refuseInvalid([{ path: 'proration_date', message: '"proration_date" must be the quote time the preview answered' }]);
  if (problem) throw refuse(409, QUOTE_EXPIRED_MESSAGE, 'QUOTE_EXPIRED');
  const { subscription, target, preview } = previewPlanChange(store, id, priceId, body.proration_date as number);
  if (body.amount_due !== undefined && body.amount_due !== preview.amount_due) throw refuse(409, QUOTE_CHANGED_MESSAGE, 'QUOTE_CHANGED');
  // A newer change replaces one still waiting for its payment.
  discardPendingUpdate(store, id);
  if (!preview.requires_payment) {
    return { subscription: save(store, withPlanApplied(store.read(), readSubscription(store, id), target.id)), invoice: null, requires_payment: false };
  }
  const invoice: InvoiceRecord = store.update((d) => {
    d.seq += 1;
    const created = makeInvoice({ id: `in_sbx${String(d.seq).padStart(5, '0')}`, number: invoiceNumber(d.seq), customerId: subscription.customer_id ?? '', currencyId: preview.currency_id, total: preview.amount_due, status: 'open', reason: 'subscription_update', createdAt: now, subscriptionId: id, description: `Plan change to ${target.product?.name ?? target.id}`, dueAt: now + DAY });
    d.invoices = { ...d.invoices, [created.id]: created };
    return created;
  });
  const waiting = save(store, { ...readSubscription(store, id), pending_update: { price_id: target.id, invoice_id: invoice.id, expires_at: now + QUOTE_TTL_SECONDS } });
  const user = callerOf(store.read()).user;
  const balance = new Big(user ? (store.read().wallets[user.did]?.balances[preview.currency_id] ?? '0') : '0');
  const isCard = currencyById(preview.currency_id)?.payment_method_id === 'pm_stripe';
  if (!isCard && user && balance.isGreaterThanOrEqualTo(preview.amount_due)) {
    store.update((d) => {
      const account = d.wallets[user.did]!;
      d.wallets = { ...d.wallets, [user.did]: { ...account, balances: { ...account.balances, [preview.currency_id]: balance.minus(preview.amount_due).toFixed(0) } } };
    });
    // Paying the invoice applies the pending update (payInvoices).
    const [paid] = payInvoices(store, [invoice.id], `0xplan${invoice.id}`);
    return { subscription: store.read().subscriptions[id] ?? waiting, invoice: paid ?? invoice, requires_payment: false };
  }
  return { subscription: waiting, invoice, requires_payment: true };
}

/** The payer declined or abandoned the payment of a plan change: it is dropped and its invoice voided. */
export function cancelPendingUpdate(store: SandboxStore, id: string): Subscription {
  readSubscription(store, id);
  discardPendingUpdate(store, id);
  return readSubscription(store, id);
}

/** Change payment method: engine/payment-method.ts (the method changes only once its set-up is confirmed). */
export function changePaymentMethod(store: SandboxStore, id: string, currencyId: string) {
  return startPaymentMethodChange(store, readSubscription(store, id), currencyId);
}
