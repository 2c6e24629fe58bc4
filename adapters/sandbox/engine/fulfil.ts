// What a successful payment does: the session completes, inventory is sold, an invoice is paid,
// a subscription starts (trialing or active, with its stake), credits are granted; and the relay
// hears checkout.session.completed and invoice.paid.
import { Big } from '@domain/money';
import type { Subscription } from '@domain/model';
import { currencyById } from '../catalog/currencies';
import { refuse } from './errors';
import type { InvoiceRecord, SandboxData, SessionRecord } from '../model';
import type { SandboxStore } from '../state';
import { purchasedAppTitle } from '../app-store/purchases';
import { overdueInvoices } from './overdue';
import { recordPayment } from './payments';
import { applyPaidPendingUpdates } from './pending-update';
import { enrichSubscription, invoiceNumber, makeCreditGrant, makeInvoice } from './records';
import { amountDueNow, effectivePrice, stakeAmount, trialApplies } from './totals';
import { isCardMethod } from '@domain/payment';

const DAY = 24 * 3600;
const periodSeconds = { hour: 3600, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;

const nextNumber = (d: SandboxData) => {
  d.seq += 1;
  return d.seq;
};

function grantCredits(d: SandboxData, session: SessionRecord, customerId: string, now: number) {
  for (const item of session.line_items) {
    const config = effectivePrice(item).metadata?.credit_config;
    if (!config) continue;
    const decimals = currencyById(config.currency_id ?? 'pc_credit')?.decimal ?? 2;
    const amount = new Big(config.credit_amount).times(item.quantity).shiftedBy(decimals).toFixed(0);
    const days = config.valid_duration_value ?? 0;
    const id = `cg_sbx${String(nextNumber(d)).padStart(5, '0')}`;
    d.creditGrants = {
      ...d.creditGrants,
      [id]: makeCreditGrant({
        id,
        customerId,
        amount,
        status: 'granted',
        name: effectivePrice(item).product?.name ?? 'Credits',
        createdAt: now,
        expiresAt: days > 0 ? now + days * DAY : null,
      }),
    };
  }
}

function startSubscription(d: SandboxData, session: SessionRecord, customerId: string, now: number): Subscription {
  const trialing = trialApplies(session, session.currency_id, now);
  const recurring = session.line_items.map(effectivePrice).find((p) => p.recurring)?.recurring;
  const period = recurring ? periodSeconds[recurring.interval] * recurring.interval_count : 30 * DAY;
  const trialDays = session.subscription_data?.trial_period_days ?? 0;
  const trialEnd = trialing ? (session.subscription_data?.trial_end ?? now + trialDays * DAY) : null;
  const stake = stakeAmount(session, session.currency_id);
  const id = `sub_sbx${String(nextNumber(d)).padStart(5, '0')}`;
  const names = session.line_items.map((item) => effectivePrice(item).product?.name ?? item.price_id);
  const subscription = enrichSubscription({
    id,
    description: session.subscription_data?.description ?? names.join(', '),
    status: trialing ? 'trialing' : 'active',
    customer_id: customerId,
    currency_id: session.currency_id,
    default_payment_method_id: currencyById(session.currency_id)?.payment_method_id ?? null,
    items: session.line_items.map((item, index) => ({ id: `si_${id.slice(4)}_${index}`, price_id: effectivePrice(item).id, price: effectivePrice(item), quantity: item.quantity })),
    current_period_start: now,
    current_period_end: trialEnd ?? now + period,
    trial_start: trialing ? now : null,
    trial_end: trialEnd,
    cancel_at_period_end: false,
    stake: new Big(stake).isGreaterThan(0) ? { amount: stake, currency_id: session.currency_id, revoked: false, address: 'z1SandboxStakeAddressXXXXXXXXXXXXXX' } : null,
    livemode: session.livemode,
    created_at: now,
  });
  d.subscriptions = { ...d.subscriptions, [id]: subscription };
  return subscription;
}

/** Completes a session as paid; returns the invoice it created. Emits the relay events. */
export function completeCheckout(store: SandboxStore, sessionId: string, txHash: string): InvoiceRecord {
  const now = store.nowSeconds();
  const result = store.update((d) => {
    const session = d.sessions[sessionId];
    if (!session) throw refuse(404, `Checkout session ${sessionId} not found`);
    if (session.status === 'complete') throw refuse(400, 'This checkout session is already completed');
    const customerId = session.customer_id ?? session._sandbox?.customerId ?? 'cus_guest';
    const due = amountDueNow(session, session.currency_id, now);

    for (const item of session.line_items) {
      const price = d.prices[effectivePrice(item).id];
      if (price) d.prices = { ...d.prices, [price.id]: { ...price, quantity_sold: (price.quantity_sold ?? 0) + item.quantity } };
    }
    const subscription = session.mode === 'subscription' || session.mode === 'setup' ? startSubscription(d, session, customerId, now) : undefined;
    grantCredits(d, session, customerId, now);

    const invoice = makeInvoice({
      id: `in_sbx${String(nextNumber(d)).padStart(5, '0')}`,
      number: invoiceNumber(d.seq),
      customerId,
      currencyId: session.currency_id,
      total: due,
      status: 'paid',
      reason: subscription ? 'subscription_create' : 'manual',
      createdAt: now,
      description:
        session.mode === 'donation' || session.submit_type === 'donate'
          ? 'Donation'
          : (subscription?.description ?? purchasedAppTitle(session) ?? 'One-time payment'),
      ...(subscription ? { subscriptionId: subscription.id } : {}),
      txHash,
      livemode: session.livemode,
    });
    d.invoices = { ...d.invoices, [invoice.id]: invoice };

    const stake = subscription?.stake?.amount;
    if (subscription && stake) {
      const stakeInvoice = makeInvoice({
        id: `in_sbx${String(nextNumber(d)).padStart(5, '0')}`,
        number: invoiceNumber(d.seq),
        customerId,
        currencyId: session.currency_id,
        total: stake,
        status: 'paid',
        reason: 'stake',
        createdAt: now,
        description: 'Stake for the subscription',
        subscriptionId: subscription.id,
        txHash,
      });
      d.invoices = { ...d.invoices, [stakeInvoice.id]: stakeInvoice };
    }

    // The payment record (engine/payments.ts): the session's own intent, completed; a checkout
    // with nothing due today (a trial) completes its intent without a payment.
    const intentId = session.payment_intent_id;
    const intent = intentId ? d.intents[intentId] : undefined;
    if (!recordPayment(d, invoice, { intentId, txHash, at: now }) && intent) {
      d.intents = { ...d.intents, [intent.id]: { ...intent, status: 'succeeded', amount_received: intent.amount ?? due } };
    }

    d.sessions = {
      ...d.sessions,
      [sessionId]: {
        ...session,
        status: 'complete',
        payment_status: new Big(due).isGreaterThan(0) ? 'paid' : 'no_payment_required',
        invoice_id: invoice.id,
        ...(subscription ? { subscription_id: subscription.id, subscriptions: [{ id: subscription.id, description: subscription.description ?? null }] } : {}),
      },
    };
    return { invoice, customerId, subscriptionId: subscription?.id };
  });
  store.emit('checkout.session.completed', { id: sessionId });
  store.emit('invoice.paid', {
    id: result.invoice.id,
    customer_id: result.customerId,
    currency_id: result.invoice.currency_id ?? '',
    ...(result.subscriptionId ? { subscription_id: result.subscriptionId } : {}),
  });
  return result.invoice;
}

/** Marks invoices paid; a past-due subscription with nothing overdue left becomes active again. */
export function payInvoices(store: SandboxStore, invoiceIds: readonly string[], txHash: string): InvoiceRecord[] {
  const now = store.nowSeconds();
  const paid = store.update((d) => {
    const done: InvoiceRecord[] = [];
    for (const id of invoiceIds) {
      const invoice = d.invoices[id];
      if (!invoice || invoice.status === 'paid' || invoice.status === 'void') continue;
      const next: InvoiceRecord = {
        ...invoice,
        status: 'paid',
        amount_paid: invoice.total,
        amount_remaining: '0',
        metadata: { ...invoice.metadata, payment_details: isCardMethod(invoice.paymentMethod) ? { stripe: { payment_intent_id: txHash } } : { arcblock: { tx_hash: txHash } } },
      };
      d.invoices = { ...d.invoices, [id]: next };
      // Whoever paid it (wallet, card), the payment is recorded (engine/payments.ts).
      recordPayment(d, next, { txHash, at: now });
      done.push(d.invoices[id] ?? next);
    }
    // A plan change waiting for one of these invoices takes effect now that it is paid.
    applyPaidPendingUpdates(d, done);
    for (const subscriptionId of new Set(done.map((i) => i.subscription_id).filter((s): s is string => !!s))) {
      const subscription = d.subscriptions[subscriptionId];
      if (subscription?.status === 'past_due' && overdueInvoices(d, { subscriptionId }, now).length === 0) {
        d.subscriptions = { ...d.subscriptions, [subscriptionId]: { ...subscription, status: 'active' } };
      }
    }
    return done;
  });
  for (const invoice of paid) {
    store.emit('invoice.paid', {
      id: invoice.id,
      customer_id: invoice.customer_id ?? '',
      currency_id: invoice.currency_id ?? '',
      ...(invoice.subscription_id ? { subscription_id: invoice.subscription_id } : {}),
    });
  }
  return paid;
}
