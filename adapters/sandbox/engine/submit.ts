// PUT /api/checkout-sessions/{id}/submit and /donate-submit: validates like the real server
// (fields, currency, inventory, required cross-sell, past-due customer), saves the contact, and
// prepares the payment: a card intent, fast-pay sufficiency of the wallet, or credit sufficiency.
import { Big } from '@domain/money';
import type { CheckoutSubmitResponse, Customer } from '@domain/model';
import { validateQuantity } from '@domain/quantity';
import { validateCheckoutForm } from '@domain/validation';
import { currencyById, methodById } from '../catalog/currencies';
import { customerIdOf } from '../catalog/identities';
import { refuse, refuseRules, refuseInvalid } from './errors';
import { publicView } from '../model';
import type { IntentRecord, SessionRecord } from '../model';
import type { SandboxStore } from '../state';
import { callerOf } from './auth';
import { availableCredits } from './credit-balance';
import { completeCheckout } from './fulfil';
import { hasOverdue } from './overdue';
import { offeredCrossSell, openSession, saveSession } from './sessions';
import { amountDueNow, effectivePrice, stakeAmount, supportsCurrency } from './totals';
import { isCardMethod } from '@domain/payment';

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function checkFields(session: SessionRecord, body: Body, methodType: string, locale: string, donation: boolean) {
  const details: { path: string; message: string }[] = [];
  if (!text(body.payment_currency)) details.push({ path: 'payment_currency', message: '"payment_currency" is required' });
  if (!text(body.payment_method)) details.push({ path: 'payment_method', message: '"payment_method" is required' });
  // A tip needs no contact details: donations work without login (docs/spec/checkout-and-billing.md §5).
  if (!donation) {
    const results = validateCheckoutForm(
      {
        customer_name: text(body.customer_name),
        customer_email: text(body.customer_email),
        customer_phone: text(body.customer_phone),
        billing_address: (body.billing_address as Record<string, string> | undefined) ?? null,
      },
      { session, paymentMethodType: methodType, locale },
    );
    for (const [field, result] of Object.entries(results)) {
      if (!result.ok) details.push({ path: field, message: `"${field}" ${result.message ?? 'is invalid'}` });
    }
  }
  if (details.length > 0) throw refuseInvalid(details);
}

function createIntent(store: SandboxStore, session: SessionRecord, amount: string, currencyId: string, card: boolean): IntentRecord {
  const id = store.nextId('pi');
  const setup = card && new Big(amount).isZero();
  const intent: IntentRecord = {
    id,
    status: 'requires_payment_method',
    amount,
    amount_received: '0',
    currency_id: currencyId,
    customer_id: session.customer_id ?? null,
    description: session.line_items.map((i) => effectivePrice(i).product?.name ?? i.price_id).join(', '),
    created_at: store.nowSeconds(),
    _sandbox: {
      clientSecret: `${id}_secret_sandbox${store.read().seq}`,
      intentType: setup ? 'setup_intent' : 'payment_intent',
      purpose: { kind: 'checkout', sessionId: session.id },
    },
  };
  store.update((d) => {
    d.intents = { ...d.intents, [id]: intent };
  });
  return intent;
}

/**
 * The session's card intent when it has already succeeded (the card was charged, but the page
 * closed before the checkout completed): the server reuses it instead of charging again.
 */
function succeededCardIntent(store: SandboxStore, session: SessionRecord, currencyId: string, customerId: string): IntentRecord | undefined {
  const intent = session.payment_intent_id ? store.read().intents[session.payment_intent_id] : undefined;
  if (intent?.status !== 'succeeded' || intent.currency_id !== currencyId) return undefined;
  const linked: IntentRecord = { ...intent, customer_id: intent.customer_id ?? customerId };
  store.update((d) => {
    d.intents = { ...d.intents, [linked.id]: linked };
  });
  return linked;
}

/** Fulfils the checkout once and answers the succeeded intent: the page goes straight to confirming. */
function answerPaidCard(store: SandboxStore, session: SessionRecord, intent: IntentRecord, customer: Customer | null): CheckoutSubmitResponse {
  const answer: CheckoutSubmitResponse = {
    checkoutSession: publicView(session),
    paymentIntent: publicView(intent),
    customer,
    stripeContext: { client_secret: intent._sandbox.clientSecret, intent_type: intent._sandbox.intentType, status: intent.status },
  };
  completeCheckout(store, session.id, intent.id);
  return answer;
}

export function submitCheckout(store: SandboxStore, id: string, body: Body, options: { donation: boolean; locale: string }): CheckoutSubmitResponse {
  const session = openSession(store, id);
  const data = store.read();
  const user = callerOf(data).user;
  const donation = options.donation || session.mode === 'donation' || session.submit_type === 'donate';
  if (!user && !donation) throw refuse(401, 'Please login to continue this checkout');

  const currencyId = text(body.payment_currency) ?? '';
  const currency = currencyById(currencyId);
  const method = methodById(text(body.payment_method) ?? currency?.payment_method_id ?? '');
  checkFields(session, body, method?.type ?? '', options.locale, donation);
  if (!currency || !currency.active || !method) throw refuse(400, `Payment currency ${currencyId} is not supported`);
  if (currency.payment_method_id !== method.id) throw refuse(400, 'This payment method is not supported');
  const unsupported = session.line_items.filter((item) => !supportsCurrency(effectivePrice(item), currencyId) && !item.custom_amount);
  if (unsupported.length > 0) throw refuse(400, `${effectivePrice(unsupported[0]!).product?.name ?? 'An item'} cannot be paid in ${currency.symbol}`);

  const stock = session.line_items
    .map((item) => ({ item, result: validateQuantity(item, item.quantity) }))
    .filter(({ result }) => !result.ok)
    .map(({ item, result }) => `${effectivePrice(item).product?.name ?? item.price_id}: ${result.ok ? '' : (result.message ?? 'Invalid quantity')}`);
  if (stock.length > 0) throw refuseRules(stock);

  if (session.cross_sell_behavior === 'required' && offeredCrossSell(data, session)) {
    throw refuse(400, 'Please add the required item to your order before paying', 'REQUIRE_CROSS_SELL');
  }
  const customerId = user ? customerIdOf(user.did) : 'cus_guest';
  if (user && !donation && hasOverdue(data, customerId, store.nowSeconds())) {
    throw refuse(400, 'You have overdue invoices. Please pay them before making new purchases.', 'CUSTOMER_LIMITED');
  }

  // The contact typed at checkout becomes the customer's profile, as on the real server.
  let customer: Customer | null = user ? (data.customers[customerId] ?? null) : null;
  if (user && customer && !donation) {
    const address = body.billing_address as Customer['address'] | undefined;
    customer = {
      ...customer,
      name: text(body.customer_name) ?? customer.name ?? null,
      email: text(body.customer_email) ?? customer.email ?? null,
      ...(text(body.customer_phone) ? { phone: text(body.customer_phone) } : {}),
      ...(address ? { address: { ...customer.address, ...address } } : {}),
    };
    const saved = customer;
    store.update((d) => {
      d.customers = { ...d.customers, [customerId]: saved };
    });
  }

  const amount = amountDueNow({ ...session, currency_id: currencyId }, currencyId, store.nowSeconds());
  const stake = stakeAmount(session, currencyId);
  const card = isCardMethod(method);
  const paid = card ? succeededCardIntent(store, session, currencyId, customerId) : undefined;
  const intent = paid ?? createIntent(store, { ...session, customer_id: customerId }, amount, currencyId, card);
  const saved = saveSession(store, {
    ...session,
    currency_id: currencyId,
    customer_id: customerId,
    customer_did: user?.did ?? null,
    payment_intent_id: intent.id,
    _sandbox: { ...session._sandbox, submittedCurrencyId: currencyId, customerId },
  });
  if (paid) return answerPaidCard(store, saved, paid, customer);
  // Nothing to collect: a one-time order whose total is 0 (a promotion code covering it all, no
  // stake). As Stripe completes a free checkout, the server completes it now (payment_status
  // no_payment_required) and the page asks the payer nothing; a subscription still goes through
  // the wallet, which authorises its renewals.
  if (session.mode === 'payment' && new Big(amount).plus(stake).isZero()) {
    completeCheckout(store, saved.id, intent.id);
    const completed = store.read().sessions[saved.id]!;
    return { checkoutSession: publicView(completed), paymentIntent: publicView(store.read().intents[intent.id]!), customer };
  }

  const answer: CheckoutSubmitResponse = { checkoutSession: publicView(saved), paymentIntent: publicView(intent), customer };
  if (card) {
    return { ...answer, stripeContext: { client_secret: intent._sandbox.clientSecret, intent_type: intent._sandbox.intentType, status: intent.status } };
  }
  if (currency.type === 'credit') {
    const available = availableCredits(store.read(), customerId, currencyId);
    const sufficient = new Big(amount).isZero() ? available.isGreaterThan(0) : available.isGreaterThanOrEqualTo(amount);
    // As the real server does, the answer carries the credit balance the dialog shows (fastPayInfo.token.balance).
    return {
      ...answer,
      creditSufficient: sufficient,
      fastPayInfo: { type: 'credit', amount, payer: user?.did ?? null, token: { balance: available.toFixed(0) } },
    };
  }
  const wallet = user ? store.read().wallets[user.did] : undefined;
  const total = new Big(amount).plus(stake);
  const balance = new Big(wallet?.balances[currencyId] ?? '0');
  const delegation = new Big(wallet?.delegations[currencyId] ?? '0');
  const balanceSufficient = total.isGreaterThan(0) && balance.isGreaterThanOrEqualTo(total);
  const delegationSufficient = session.mode === 'subscription' && new Big(amount).isGreaterThan(0) && new Big(stake).isZero() && delegation.isGreaterThanOrEqualTo(amount);
  return {
    ...answer,
    balance: { sufficient: balanceSufficient },
    delegation: { sufficient: delegationSufficient },
    ...(user && (balanceSufficient || delegationSufficient)
      ? { fastPayInfo: { type: balanceSufficient ? 'balance' : 'delegation', amount: total.toFixed(0), payer: user.did, token: { balance: balance.toFixed(0) } } }
      : {}),
  };
}
