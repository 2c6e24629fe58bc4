// What approving a wallet request does to the sandbox state (DID Connect actions, docs/spec/checkout-and-billing.md §7):
// the checkout mode pays the session; collect-batch pays the overdue invoices of one currency;
// collect pays one invoice; re-stake restores a revoked stake; auto-recharge-auth sets the payer.
// What pays now (a payment, a stake, a subscription's first period) comes from the signing
// wallet's balance: above it, the wallet refuses and nothing changes (wallet-funds.ts).
import { Big } from '@domain/money';
import { currencyById } from '../catalog/currencies';
import { refuse } from './errors';
import type { PendingWalletRequest, SandboxData } from '../model';
import type { SandboxStore } from '../state';
import { callerOf } from './auth';
import { settlementFailsFlag } from './flags';
import { completeCheckout, payInvoices } from './fulfil';
import { overdueInvoices, type OverdueFilter } from './overdue';
import { openSession } from './sessions';
import { amountDueNow, stakeAmount } from './totals';
import { publishByWallet } from '../app-store/wallet-publish';
import { describeStoreStake, stakeToJoin } from '../app-store/stakes';
import { payFromWallet, requireFunds, signingWalletDid } from './wallet-funds';
import { discardPendingUpdateOfInvoice, expirePendingUpdates } from './pending-update';
import { checkPaymentTarget, recordDelegation } from './payment-method';

/**
 * A request the payer declined, or abandoned (replaced, or its page gave up waiting): a plan
 * change it would have paid for is dropped and its invoice voided (engine/pending-update.ts).
 */
export function walletRequestNotApproved(store: SandboxStore, pending: PendingWalletRequest): void {
  if (pending.action === 'collect' && pending.extraParams.invoiceId) discardPendingUpdateOfInvoice(store, pending.extraParams.invoiceId);
}

const CHECKOUT_ACTIONS = new Set(['payment', 'subscription', 'setup', 'donation']);

const overdueFilter = (params: Readonly<Record<string, string>>): OverdueFilter => {
  if (params.subscriptionId) return { subscriptionId: params.subscriptionId };
  if (params.customerId) return { customerId: params.customerId };
  throw refuse(400, 'Either subscriptionId or customerId must be provided');
};

/** Resolves a DID to a customer id for collect-batch with customerId = did. */
const normaliseFilter = (data: SandboxData, filter: OverdueFilter): OverdueFilter =>
  'customerId' in filter
    ? { customerId: Object.values(data.customers).find((c) => c.did === filter.customerId)?.id ?? filter.customerId }
    : filter;

export const SETTLEMENT_FAILED_MESSAGE = 'The transaction failed on chain: insufficient balance at settlement. Nothing was charged.';

/**
 * The wallet signed, but the transfer failed: the session stays open and its payment intent
 * turns requires_action with last_payment_error, which the checkout's completion polling reads
 * as a failed payment (docs/spec/checkout-and-billing.md §8). A new submit and approval then pays.
 */
function failSettlement(store: SandboxStore, sessionId: string) {
  store.update((d) => {
    const intentId = d.sessions[sessionId]?.payment_intent_id;
    const intent = intentId ? d.intents[intentId] : undefined;
    if (intent) {
      d.intents = {
        ...d.intents,
        [intent.id]: { ...intent, status: 'requires_action', last_payment_error: { message: SETTLEMENT_FAILED_MESSAGE, code: 'transaction_failed' } },
      };
    }
    const { [settlementFailsFlag(sessionId)]: _spent, ...flags } = d.flags;
    d.flags = flags;
  });
}

/** Amount and currency the wallet panel shows for a request. */
export function describeWalletRequest(
  data: SandboxData,
  action: string,
  params: Readonly<Record<string, string>>,
  now: number,
): Pick<PendingWalletRequest, 'amount' | 'currencyId'> {
  if (CHECKOUT_ACTIONS.has(action) && params.checkoutSessionId) {
    const session = data.sessions[params.checkoutSessionId];
    if (!session) return {};
    const amount = new Big(amountDueNow(session, session.currency_id, now)).plus(stakeAmount(session, session.currency_id));
    return { amount: amount.toFixed(0), currencyId: session.currency_id };
  }
  if (action === 'collect-batch' && params.currencyId && (params.subscriptionId || params.customerId)) {
    const invoices = overdueInvoices(data, normaliseFilter(data, overdueFilter(params)), now).filter((i) => i.currency_id === params.currencyId);
    return { amount: invoices.reduce((sum, i) => sum.plus(i.total), new Big(0)).toFixed(0), currencyId: params.currencyId };
  }
  if (action === 'collect' && params.invoiceId) {
    const invoice = data.invoices[params.invoiceId];
    return invoice ? { amount: invoice.total, ...(invoice.currency_id ? { currencyId: invoice.currency_id } : {}) } : {};
  }
  if (action === 're-stake' && params.subscriptionId) {
    const subscription = data.subscriptions[params.subscriptionId];
    const amount = subscription?.stake?.amount;
    const currencyId = subscription?.stake?.currency_id ?? subscription?.currency_id;
    return amount && currencyId ? { amount, currencyId } : {};
  }
  return describeStoreStake(data, action, params);
}

/** Performs the approved action; returns a fake transaction hash. Throws when it cannot. */
export function performWalletAction(store: SandboxStore, pending: PendingWalletRequest): string {
  const params = pending.extraParams;
  const txHash = `0x${pending.id.replace(/\W/g, '')}${store.read().seq.toString(16)}`;
  const data = store.read();
  const now = store.nowSeconds();

  if (CHECKOUT_ACTIONS.has(pending.action)) {
    const id = params.checkoutSessionId;
    if (!id) throw refuse(400, 'checkoutSessionId is required');
    const session = openSession(store, id);
    // What leaves the wallet now: the amount due and the stake (a trial or a setup may be 0).
    const total = new Big(amountDueNow(session, session.currency_id, now)).plus(stakeAmount(session, session.currency_id)).toFixed(0);
    requireFunds(data, signingWalletDid(data), session.currency_id, total);
    // The chain rejects the signed transfer: nothing is charged.
    if (data.flags[settlementFailsFlag(id)]) failSettlement(store, id);
    else {
      completeCheckout(store, id, txHash);
      payFromWallet(store, session.currency_id, total, 'Checkout paid in the wallet');
    }
    return txHash;
  }
  switch (pending.action) {
    case 'collect-batch': {
      const currencyId = params.currencyId;
      if (!currencyId) throw refuse(400, 'currencyId is required');
      if (currencyById(currencyId)?.payment_method_id === 'pm_stripe') throw refuse(400, 'This payment method is not supported');
      const invoices = overdueInvoices(data, normaliseFilter(data, overdueFilter(params)), now).filter((i) => i.currency_id === currencyId);
      if (invoices.length === 0) throw refuse(400, 'There are no overdue invoices to pay');
      const total = invoices.reduce((sum, i) => sum.plus(i.total), new Big(0)).toFixed(0);
      requireFunds(data, signingWalletDid(data), currencyId, total);
      payInvoices(store, invoices.map((i) => i.id), txHash);
      payFromWallet(store, currencyId, total, 'Overdue invoices paid in the wallet');
      return txHash;
    }
    case 'collect': {
      // A plan change whose payment came too late was dropped (its invoice void): nothing to pay.
      expirePendingUpdates(store);
      const invoice = params.invoiceId ? store.read().invoices[params.invoiceId] : undefined;
      if (!invoice) throw refuse(404, 'Invoice not found');
      // An invoice already paid (or void) costs nothing again.
      const owed = invoice.status === 'paid' || invoice.status === 'void' ? '0' : invoice.total;
      if (invoice.currency_id) requireFunds(data, signingWalletDid(data), invoice.currency_id, owed);
      payInvoices(store, [invoice.id], txHash);
      if (invoice.currency_id) payFromWallet(store, invoice.currency_id, owed, 'Invoice paid in the wallet');
      return txHash;
    }
    case 're-stake': {
      const subscription = params.subscriptionId ? data.subscriptions[params.subscriptionId] : undefined;
      if (!subscription) throw refuse(404, 'Subscription not found');
      const stake = subscription.stake?.amount ?? '0';
      // Locked again in the stake's own currency (the subscription may pay by card now).
      const stakeCurrency = subscription.stake?.currency_id ?? subscription.currency_id;
      if (stakeCurrency) payFromWallet(store, stakeCurrency, stake, 'Stake locked again');
      store.update((d) => {
        d.subscriptions = {
          ...d.subscriptions,
          [subscription.id]: { ...subscription, status: 'active', cancel_at_period_end: false, cancel_at: null, canceled_at: null, stake: { ...subscription.stake, revoked: false, tx_hash: txHash } },
        };
      });
      return txHash;
    }
    // The payer delegates future payments of a subscription to a wallet currency; the page then
    // saves the new method (PUT /api/subscriptions/{id}/change-payment), which needs this signature.
    case 'change-payment': {
      const subscription = params.subscriptionId ? data.subscriptions[params.subscriptionId] : undefined;
      if (!subscription) throw refuse(404, 'Subscription not found');
      const currency = params.currencyId ? currencyById(params.currencyId) : undefined;
      if (!currency) throw refuse(400, 'No payment method configured. Please set up a payment method first.');
      if (currency.payment_method_id === 'pm_stripe') throw refuse(400, 'This payment method is not supported');
      checkPaymentTarget(subscription, currency.id);
      // Signed: the page may now save the method (engine/payment-method.ts); nothing switches yet.
      recordDelegation(store, subscription.id, currency.id);
      return txHash;
    }
    case 'auto-recharge-auth': {
      const user = callerOf(data).user;
      const config = Object.values(data.autoTopUps).find((c) => c.id === params.configId || (c.customer_id === params.customerId && c.currency_id === params.currencyId));
      if (!config || !user) throw refuse(404, 'Auto top-up configuration not found');
      store.update((d) => {
        d.autoTopUps = { ...d.autoTopUps, [String(config.id)]: { ...config, payer: user.did } };
      });
      return txHash;
    }
    // The developer passport's stake (staking mode): locked from the wallet on approval.
    case 'stake-and-join':
      stakeToJoin(store);
      return txHash;
    // App store actions: the wallet signs; the store records the result on its own call afterwards.
    case 'connect-cli':
    case 'connect-studio':
      return txHash;
    // Publishing an app: the signature is the publish (the store's DID Connect onAuth).
    case 'free-publish-blocklet':
    case 'paid-publish-blocklet':
      publishByWallet(store, params);
      return txHash;
    default:
      throw refuse(400, `Unsupported wallet action: ${pending.action}`);
  }
}
