// Portal actions on a subscription: cancel (with feedback), recover (resume), change plan with a
// preview of what is due today, change payment method.
import { Big } from '@domain/money';
import { CancellationReason, type Price, type Subscription } from '@domain/model';
import { prorate, type ProrationPlan } from '@domain/proration';
import { Schema } from 'effect';
import { currencyById } from '../catalog/currencies';
import { failure, validationFailure } from '../handlers/route';
import type { IntentRecord, InvoiceRecord } from '../model';
import type { SandboxStore } from '../state';
import { assertCanSee, callerOf } from './auth';
import { payInvoices } from './fulfil';
import { enrichSubscription, invoiceNumber, makeInvoice } from './records';
import { unitAmountIn, supportsCurrency } from './totals';

const DAY = 24 * 3600;

export function readSubscription(store: SandboxStore, id: string): Subscription {
  const subscription = store.read().subscriptions[id];
  if (!subscription) throw failure(404, `Subscription ${id} not found`);
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

const isReason = Schema.is(CancellationReason);

/** A trial cancels at once; otherwise the subscription ends at the period end. */
export function cancelSubscription(store: SandboxStore, id: string, body: Record<string, unknown>): Subscription {
  const subscription = readSubscription(store, id);
  if (subscription.status === 'canceled') throw failure(400, 'This subscription is already canceled');
  const feedback = body.feedback ?? body.reason;
  if (feedback !== undefined && (typeof feedback !== 'string' || !isReason(feedback))) {
    throw validationFailure([{ path: 'feedback', message: `"feedback" must be one of [${CancellationReason.literals.join(', ')}]` }]);
  }
  const now = store.nowSeconds();
  const details = { reason: 'cancellation_requested', feedback: typeof feedback === 'string' ? feedback : null, comment: typeof body.comment === 'string' ? body.comment : null };
  if (subscription.status === 'trialing' || body.at === 'now') {
    return save(store, { ...subscription, status: 'canceled', canceled_at: now, cancel_at: now, cancel_at_period_end: false, cancelation_details: details });
  }
  return save(store, { ...subscription, cancel_at_period_end: true, cancel_at: subscription.current_period_end ?? now, canceled_at: now, cancelation_details: details });
}

export const needsStake = (subscription: Subscription) => subscription.stake?.revoked === true;

export function recoverSubscription(store: SandboxStore, id: string): Subscription {
  const subscription = readSubscription(store, id);
  if (!subscription.cancel_at_period_end && subscription.status !== 'canceled') throw failure(400, 'This subscription is not scheduled to cancel');
  if (needsStake(subscription)) throw failure(400, 'Your previous stake has been revoked, please stake again to resume', 'STAKE_REQUIRED');
  if (subscription.status === 'canceled') throw failure(400, 'Failed to renew the subscription');
  return save(store, { ...subscription, cancel_at_period_end: false, cancel_at: null, canceled_at: null, cancelation_details: null });
}

export function previewPlanChange(store: SandboxStore, id: string, priceId: string) {
  const subscription = readSubscription(store, id);
  const item = subscription.items?.[0];
  const currencyId = subscription.currency_id ?? '';
  const target = store.read().prices[priceId];
  if (!item || !target || target.type !== 'recurring' || target.product_id !== item.price?.product_id || target.id === item.price_id) {
    throw failure(400, 'Plan updates are not available');
  }
  if (!supportsCurrency(target, currencyId)) throw failure(400, 'This payment method is not supported');
  if (subscription.status !== 'active' && subscription.status !== 'trialing') throw failure(400, 'Plan updates are not available');
  const now = store.nowSeconds();
  const end = subscription.current_period_end ?? now;
  // The domain's proration (domain/proration): the same figure the preview shows is charged.
  const proration = prorate({
    current: planOf(item.price ?? target, item.quantity, currencyId),
    next: planOf(target, item.quantity, currencyId),
    periodEnd: end,
    now,
    trialing: subscription.status === 'trialing',
  });
  return {
    subscription,
    target,
    preview: {
      price: target,
      currency_id: currencyId,
      amount_due: proration.amountDue,
      proration_credit: proration.credit,
      // The current period keeps its end; the new plan bills from then on.
      next_billing_at: end,
      requires_payment: new Big(proration.amountDue).isGreaterThan(0),
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

/** Switches the plan; what is due today is paid from the wallet when it can, else left open. */
export function changePlan(store: SandboxStore, id: string, priceId: string) {
  const { subscription, target, preview } = previewPlanChange(store, id, priceId);
  const now = store.nowSeconds();
  const item = subscription.items![0]!;
  let updated = save(store, {
    ...subscription,
    items: [{ ...item, price_id: target.id, price: target }, ...(subscription.items ?? []).slice(1)],
  });
  if (!preview.requires_payment) return { subscription: updated, invoice: null, requires_payment: false };
  const invoice: InvoiceRecord = store.update((d) => {
    d.seq += 1;
    const created = makeInvoice({ id: `in_sbx${String(d.seq).padStart(5, '0')}`, number: invoiceNumber(d.seq), customerId: subscription.customer_id ?? '', currencyId: preview.currency_id, total: preview.amount_due, status: 'open', reason: 'subscription_update', createdAt: now, subscriptionId: id, description: `Plan change to ${target.product?.name ?? target.id}`, dueAt: now + DAY });
    d.invoices = { ...d.invoices, [created.id]: created };
    return created;
  });
  const user = callerOf(store.read()).user;
  const balance = new Big(user ? (store.read().wallets[user.did]?.balances[preview.currency_id] ?? '0') : '0');
  const isCard = currencyById(preview.currency_id)?.payment_method_id === 'pm_stripe';
  if (!isCard && user && balance.isGreaterThanOrEqualTo(preview.amount_due)) {
    store.update((d) => {
      const account = d.wallets[user.did]!;
      d.wallets = { ...d.wallets, [user.did]: { ...account, balances: { ...account.balances, [preview.currency_id]: balance.minus(preview.amount_due).toFixed(0) } } };
    });
    const [paid] = payInvoices(store, [invoice.id], `0xplan${invoice.id}`);
    updated = store.read().subscriptions[id] ?? updated;
    return { subscription: updated, invoice: paid ?? invoice, requires_payment: false };
  }
  return { subscription: updated, invoice, requires_payment: true };
}

export function changePaymentMethod(store: SandboxStore, id: string, currencyId: string) {
  const subscription = readSubscription(store, id);
  const currency = currencyById(currencyId);
  if (!currency) throw failure(400, 'No payment method configured. Please set up a payment method first.');
  if (!(subscription.items ?? []).every((item) => !item.price || supportsCurrency(item.price, currencyId))) {
    throw failure(400, 'This payment method is not supported');
  }
  if (currency.payment_method_id !== 'pm_stripe') {
    return { subscription: save(store, { ...subscription, currency_id: currencyId, default_payment_method_id: currency.payment_method_id }), stripeContext: null };
  }
  const intentId = store.nextId('seti');
  const intent: IntentRecord = {
    id: intentId,
    status: 'requires_payment_method',
    amount: '0',
    currency_id: currencyId,
    customer_id: subscription.customer_id ?? null,
    created_at: store.nowSeconds(),
    _sandbox: { clientSecret: `${intentId}_secret_sandbox`, intentType: 'setup_intent', purpose: { kind: 'change-payment', subscriptionId: id } },
  };
  store.update((d) => {
    d.intents = { ...d.intents, [intentId]: intent };
  });
  const updated = save(store, { ...subscription, currency_id: currencyId });
  return { subscription: updated, stripeContext: { client_secret: intent._sandbox.clientSecret, intent_type: 'setup_intent', status: intent.status } };
}
