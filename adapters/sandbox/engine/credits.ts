// Spending credits: draws from the grants that expire first, leaves a transaction per grant, then
// lets auto top-up look at the new balance. The balance itself is credit-balance.ts (auto top-up
// reads it too, so it cannot live here without an import circle).
import { Big } from '@domain/money';
import type { SandboxStore } from '../state';
import { autoTopUpAfterSpend } from './auto-top-up';
import { usable } from './credit-balance';

export function spendCredits(store: SandboxStore, customerId: string, currencyId: string, amount: string, description: string): void {
  const now = store.nowSeconds();
  store.update((d) => {
    let left = new Big(amount);
    const grants = Object.values(d.creditGrants)
      .filter((grant) => usable(grant, customerId, currencyId))
      .sort((a, b) => Number(a.expires_at ?? Infinity) - Number(b.expires_at ?? Infinity));
    for (const grant of grants) {
      if (left.isLessThanOrEqualTo(0)) break;
      const take = Big.min(left, new Big(grant.remaining_amount));
      const remaining = new Big(grant.remaining_amount).minus(take);
      d.creditGrants = { ...d.creditGrants, [grant.id]: { ...grant, remaining_amount: remaining.toFixed(0), status: remaining.isZero() ? 'depleted' : 'granted' } };
      d.seq += 1;
      const id = `ctx_sbx${String(d.seq).padStart(5, '0')}`;
      d.creditTransactions = {
        ...d.creditTransactions,
        [id]: { id, credit_amount: take.toFixed(0), credit_grant_id: grant.id, creditGrant: { id: grant.id, name: grant.name ?? null }, description, customer_id: customerId, created_at: now, paymentCurrency: grant.paymentCurrency ?? null },
      };
      left = left.minus(take);
    }
  });
  // Spending may take the balance below an auto top-up threshold (docs/spec/checkout-and-billing.md §3, auto top-up).
  autoTopUpAfterSpend(store, customerId, currencyId);
}
