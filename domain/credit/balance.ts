// A customer's credit balance per currency, from their grants: what can be spent now (granted
// grants' remaining amounts) and what becomes spendable later (pending grants). Expired, depleted
// and voided grants count for nothing. Pure: amounts are smallest-unit strings summed exactly.
import type { CreditGrant, PaymentCurrency } from '../model';
import { Big, toBigOrZero } from '../money';

export interface CreditBalance {
  currency_id: string;
  paymentCurrency: PaymentCurrency | null;
  /** Spendable now: the remaining amounts of granted grants. */
  available: string;
  /** Spendable once pending grants take effect. */
  pending: string;
  /** Active grants: those spendable now (granted). A pending grant is not active yet. */
  grant_count: number;
}

type GrantLike = Pick<CreditGrant, 'status' | 'remaining_amount' | 'currency_id' | 'paymentCurrency'>;

/** One entry per currency with a granted or pending grant, ordered by currency symbol (then id). */
export function creditBalances(grants: readonly GrantLike[]): CreditBalance[] {
  const byCurrency = new Map<string, { currency: PaymentCurrency | null; available: Big; pending: Big; count: number }>();
  for (const grant of grants) {
    if (grant.status !== 'granted' && grant.status !== 'pending') continue;
    const id = grant.currency_id ?? grant.paymentCurrency?.id;
    if (!id) continue;
    // The currency is filled below from the first grant that carries it expanded.
    const entry = byCurrency.get(id) ?? { currency: null, available: new Big(0), pending: new Big(0), count: 0 };
    const amount = toBigOrZero(grant.remaining_amount);
    if (grant.status === 'granted') {
      entry.available = entry.available.plus(amount);
      entry.count += 1;
    } else entry.pending = entry.pending.plus(amount);
    entry.currency ??= grant.paymentCurrency ?? null;
    byCurrency.set(id, entry);
  }
  return [...byCurrency.entries()]
    .map(([id, e]) => ({ currency_id: id, paymentCurrency: e.currency, available: e.available.toFixed(0), pending: e.pending.toFixed(0), grant_count: e.count }))
    .sort((a, b) => (a.paymentCurrency?.symbol ?? a.currency_id).localeCompare(b.paymentCurrency?.symbol ?? b.currency_id) || a.currency_id.localeCompare(b.currency_id));
}
