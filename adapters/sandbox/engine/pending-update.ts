// A plan change that waits for its payment (Stripe's `pending_if_incomplete`): the subscription
// keeps its old plan and names the new one in `pending_update` with the open invoice that pays for
// it. Paying that invoice (payInvoices, whoever pays it) applies the change; a declined or
// abandoned wallet payment, a newer change or the quote's time running out drops it and voids the
// invoice, so that nothing is left to pay and nothing changed (docs/portal.md, "Plan change").
import type { Subscription } from '@domain/model';
import type { InvoiceRecord, SandboxData } from '../model';
import type { SandboxStore } from '../state';
import { enrichSubscription } from './records';

type Pending = NonNullable<Subscription['pending_update']>;

/** The subscription on its new plan: the first item's price is the pending one; the period keeps its end. */
function applied(data: SandboxData, subscription: Subscription, pending: Pending): Subscription {
  const price = data.prices[pending.price_id];
  const [first, ...rest] = subscription.items ?? [];
  const items = first && price ? [{ ...first, price_id: price.id, price }, ...rest] : (subscription.items ?? null);
  return enrichSubscription({ ...subscription, items, pending_update: null });
}

/**
 * Inside payInvoices' update: each paid invoice that pays a subscription's pending update applies
 * that update. Only the invoice it names does, and only while the update is pending.
 */
export function applyPaidPendingUpdates(d: SandboxData, paid: readonly InvoiceRecord[]): void {
  for (const invoice of paid) {
    const subscription = invoice.subscription_id ? d.subscriptions[invoice.subscription_id] : undefined;
    const pending = subscription?.pending_update;
    if (!subscription || !pending || pending.invoice_id !== invoice.id) continue;
    d.subscriptions = { ...d.subscriptions, [subscription.id]: applied(d, subscription, pending) };
  }
}

/** The subscription with its pending update applied at once (nothing to pay). */
export const withPlanApplied = (data: SandboxData, subscription: Subscription, priceId: string): Subscription =>
  applied(data, subscription, { price_id: priceId, invoice_id: '', expires_at: 0 });

/** Voids the open invoice of a pending update and drops the update: the subscription stays as it was. */
function dropIn(d: SandboxData, subscriptionId: string): void {
  const subscription = d.subscriptions[subscriptionId];
  const pending = subscription?.pending_update;
  if (!subscription || !pending) return;
  const invoice = d.invoices[pending.invoice_id];
  if (invoice && invoice.status !== 'paid' && invoice.status !== 'void') {
    d.invoices = { ...d.invoices, [invoice.id]: { ...invoice, status: 'void', amount_remaining: '0' } };
  }
  d.subscriptions = { ...d.subscriptions, [subscriptionId]: { ...subscription, pending_update: null } };
}

/** Drops the pending update of a subscription (a declined or abandoned payment, a newer change). */
export function discardPendingUpdate(store: SandboxStore, subscriptionId: string): void {
  if (!store.read().subscriptions[subscriptionId]?.pending_update) return;
  store.update((d) => dropIn(d, subscriptionId));
}

/** The wallet request paying `invoiceId` was declined or abandoned: the update it paid for is dropped. */
export function discardPendingUpdateOfInvoice(store: SandboxStore, invoiceId: string): void {
  const subscription = Object.values(store.read().subscriptions).find((s) => s.pending_update?.invoice_id === invoiceId);
  if (subscription) discardPendingUpdate(store, subscription.id);
}

/** Pending updates whose payment did not come in time (the page closed mid-payment): dropped. */
export function expirePendingUpdates(store: SandboxStore): void {
  const now = store.nowSeconds();
  const expired = Object.values(store.read().subscriptions).filter((s) => s.pending_update && s.pending_update.expires_at < now);
  if (expired.length === 0) return;
  store.update((d) => {
    for (const subscription of expired) dropIn(d, subscription.id);
  });
}
