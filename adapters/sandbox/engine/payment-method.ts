// Changing a subscription's payment method: the method — and with it the
// subscription's currency and prices — changes only once the new method works, never on the
// request alone. One function switches it (`confirmPaymentMethod`), and only two confirmations
// call it: a card's set-up intent that succeeded (engine/card.ts, Stripe's `setup_intent.succeeded`)
// and a wallet delegation the payer signed, which the page then saves.
//
//   PUT /api/subscriptions/{id}/change-payment {currency_id}
//     card currency   → a set-up intent (stripeContext); the subscription answers unchanged. A form
//                       closed without a card, or a declined card, leaves it as it was.
//     wallet currency → saved only after the wallet signed the delegation (`change-payment`),
//                       else 400 DELEGATION_REQUIRED and nothing changes.
import type { Subscription } from '@domain/model';
import { currencyById } from '../catalog/currencies';
import { refuse } from './errors';
import type { IntentRecord, SandboxData } from '../model';
import type { SandboxStore } from '../state';
import { enrichSubscription } from './records';
import { supportsCurrency } from './totals';

export const DELEGATION_REQUIRED_MESSAGE = 'Please approve the delegation in your DID wallet before saving this payment method.';

/** The flag a signed `change-payment` delegation leaves until the page saves it (SandboxData.flags). */
const delegationFlag = (subscriptionId: string, currencyId: string) => `payment-delegated:${subscriptionId}:${currencyId}`;

/** What a subscription may move to: a configured currency every item's price is offered in. */
export function checkPaymentTarget(subscription: Subscription, currencyId: string) {
  const currency = currencyById(currencyId);
  if (!currency) throw refuse(400, 'No payment method configured. Please set up a payment method first.');
  if (!(subscription.items ?? []).every((item) => !item.price || supportsCurrency(item.price, currencyId))) {
    throw refuse(400, 'This payment method is not supported');
  }
  return currency;
}

/** The one switch of a subscription's method and currency; called only after a confirmed set-up. */
export function confirmPaymentMethod(d: SandboxData, subscriptionId: string, currencyId: string): Subscription | undefined {
  const subscription = d.subscriptions[subscriptionId];
  const currency = currencyById(currencyId);
  if (!subscription || !currency) return subscription;
  const next = enrichSubscription({ ...subscription, currency_id: currencyId, default_payment_method_id: currency.payment_method_id });
  d.subscriptions = { ...d.subscriptions, [subscriptionId]: next };
  return next;
}

/** The payer signed the delegation of a subscription's future payments to a wallet currency. */
export function recordDelegation(store: SandboxStore, subscriptionId: string, currencyId: string): void {
  store.update((d) => {
    d.flags = { ...d.flags, [delegationFlag(subscriptionId, currencyId)]: true };
  });
}

/**
 * PUT …/change-payment. A card starts a set-up intent (an earlier one still open for this
 * subscription is cancelled) and changes nothing yet; a wallet currency is saved when its
 * delegation was signed.
 */
export function startPaymentMethodChange(store: SandboxStore, subscription: Subscription, currencyId: string) {
  const currency = checkPaymentTarget(subscription, currencyId);
  const id = subscription.id;
  if (currency.payment_method_id !== 'pm_stripe') {
    const flag = delegationFlag(id, currencyId);
    if (!store.read().flags[flag]) throw refuse(400, DELEGATION_REQUIRED_MESSAGE, 'DELEGATION_REQUIRED');
    const saved = store.update((d) => {
      const { [flag]: _used, ...rest } = d.flags;
      d.flags = rest;
      return confirmPaymentMethod(d, id, currencyId);
    });
    return { subscription: saved ?? subscription, stripeContext: null };
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
    const open = Object.values(d.intents).filter(
      (i) => i._sandbox.purpose.kind === 'change-payment' && i._sandbox.purpose.subscriptionId === id && i.status !== 'succeeded' && i.status !== 'canceled',
    );
    d.intents = { ...d.intents, ...Object.fromEntries(open.map((i) => [i.id, { ...i, status: 'canceled' }])), [intentId]: intent };
  });
  return { subscription, stripeContext: { client_secret: intent._sandbox.clientSecret, intent_type: 'setup_intent' as const, status: intent.status } };
}

/** A change-payment set-up intent succeeded: its card now pays the subscription, in its currency. */
export function setupSucceeded(store: SandboxStore, intent: IntentRecord): void {
  const purpose = intent._sandbox.purpose;
  if (purpose.kind !== 'change-payment' || intent.status === 'canceled') return;
  store.update((d) => void confirmPaymentMethod(d, purpose.subscriptionId, intent.currency_id ?? ''));
}
