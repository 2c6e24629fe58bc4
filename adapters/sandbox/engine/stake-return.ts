// A stake is locked, not spent (docs/portal.md): when a subscription ends — a trial cancelled at
// once, or any cancellation that takes effect now — its stake goes back to the payer. The return
// is a refund of type stake_return (the invoice page and the refunds table list it), the tokens
// come back to the payer's wallet, and the subscription says its stake was returned, no longer
// "staked".
import type { Subscription } from '@domain/model';
import { Big } from '@domain/money';
import { currencyById } from '../catalog/currencies';
import type { SandboxStore } from '../state';
import '../tables/refunds-model';

/** The id of a subscription's stake return: one per subscription. */
export const stakeReturnIdOf = (subscriptionId: string) => `re_stake_${subscriptionId.replace(/^sub_/, '')}`;

/**
 * Gives the stake of an ending subscription back (refund + wallet) and answers the subscription
 * with its stake marked returned. A subscription without a stake, or whose stake was revoked
 * (slashed) or already returned, is answered as it is.
 */
export function returnStake(store: SandboxStore, subscription: Subscription): Subscription {
  const stake = subscription.stake;
  const amount = new Big(stake?.amount ?? '0');
  if (!stake || amount.isLessThanOrEqualTo(0) || stake.revoked || stake.returned) return subscription;
  const currencyId = stake.currency_id ?? subscription.currency_id ?? '';
  const now = store.nowSeconds();
  store.update((d) => {
    const stakeInvoice = Object.values(d.invoices).find((i) => i.subscription_id === subscription.id && i.billing_reason === 'stake' && i.status === 'paid');
    const id = stakeReturnIdOf(subscription.id);
    d.refunds = {
      ...d.refunds,
      [id]: {
        id,
        type: 'stake_return',
        amount: amount.toFixed(0),
        status: 'succeeded',
        reason: 'stake_return',
        description: `Stake returned for subscription ${subscription.description ?? subscription.id}`,
        currency_id: currencyId,
        invoice_id: stakeInvoice?.id ?? null,
        subscription_id: subscription.id,
        created_at: now,
        paymentCurrency: currencyById(currencyId) ?? null,
        metadata: { customer_id: subscription.customer_id ?? null },
      },
    };
    // Back to the payer's wallet, where it was locked from.
    const did = Object.values(d.customers).find((c) => c.id === subscription.customer_id)?.did;
    const wallet = did ? d.wallets[did] : undefined;
    if (did && wallet) {
      const balance = new Big(wallet.balances[currencyId] ?? '0').plus(amount).toFixed(0);
      d.wallets = { ...d.wallets, [did]: { ...wallet, balances: { ...wallet.balances, [currencyId]: balance } } };
    }
  });
  return { ...subscription, stake: { ...stake, returned: true } };
}
