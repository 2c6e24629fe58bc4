// POST /api/checkout-sessions/{id}/fast-checkout-confirm: pays from the wallet balance (or the
// subscription delegation, or credits) without a connect step, when it still suffices.
import { Big } from '@domain/money';
import { currencyById } from '../catalog/currencies';
import { refuse } from './errors';
import type { SandboxStore } from '../state';
import { callerOf } from './auth';
import { availableCredits } from './credit-balance';
import { spendCredits } from './credits';
import { completeCheckout } from './fulfil';
import { openSession } from './sessions';
import { amountDueNow, stakeAmount } from './totals';

export function fastCheckoutConfirm(store: SandboxStore, id: string): { fastPaid: boolean } {
  const session = openSession(store, id);
  if (!session.payment_intent_id) throw refuse(400, 'Please submit the checkout session first');
  // The scenario "fast pay falls back": the wallet changed between submit and confirm.
  if (session._sandbox?.fastPay === 'fail') return { fastPaid: false };
  const user = callerOf(store.read()).user;
  if (!user) return { fastPaid: false };
  const currencyId = session.currency_id;
  const amount = amountDueNow(session, currencyId, store.nowSeconds());
  const customerId = session.customer_id ?? '';

  if (currencyById(currencyId)?.type === 'credit') {
    const available = availableCredits(store.read(), customerId, currencyId);
    if (available.isZero() || available.isLessThan(amount)) return { fastPaid: false };
    if (new Big(amount).isGreaterThan(0)) spendCredits(store, customerId, currencyId, amount, 'Checkout paid with credits');
    completeCheckout(store, id, `credit_${session.id}`);
    return { fastPaid: true };
  }

  const total = new Big(amount).plus(stakeAmount(session, currencyId));
  const wallet = store.read().wallets[user.did];
  const balance = new Big(wallet?.balances[currencyId] ?? '0');
  const delegation = new Big(wallet?.delegations[currencyId] ?? '0');
  if (balance.isGreaterThanOrEqualTo(total)) {
    store.update((d) => {
      const account = d.wallets[user.did] ?? { balances: {}, delegations: {} };
      d.wallets = { ...d.wallets, [user.did]: { ...account, balances: { ...account.balances, [currencyId]: balance.minus(total).toFixed(0) } } };
    });
  } else if (!(session.mode === 'subscription' && delegation.isGreaterThanOrEqualTo(amount))) {
    return { fastPaid: false };
  }
  completeCheckout(store, id, `0xfast${store.read().seq.toString(16)}`);
  return { fastPaid: true };
}
