// The customer's billing history for the portal charts (GET /api/billing-history): the signed
// movements of their credit balances and what they spent — the paid invoices of their invoice
// history, never a stake (domain/billing-history spentPayments, the rule the invoice list also
// follows). The ledger follows the grants' own facts: a grant adds its amount when it takes
// effect (pending grants not yet; voided ones never counted), its usage (amount − remaining) goes
// out when its credit transactions say, and the unused rest of an expired grant lapses at its
// expiry — so the last point equals the balance the summary shows (the remaining amounts of
// granted grants), for every customer.
import { spentPayments, type CreditMovement } from '@domain/billing-history';
import type { PaymentCurrency, TimeValue } from '@domain/model';
import { Big } from '@domain/money';
import { currencyById } from '../catalog/currencies';
import type { SandboxData } from '../model';

const seconds = (value: TimeValue | null | undefined, fallback: number) =>
  value === null || value === undefined
    ? fallback
    : typeof value === 'number'
      ? value
      : Math.floor(Date.parse(value) / 1000);

export function billingHistory(data: SandboxData, customerId: string, now: number) {
  const credit: CreditMovement[] = [];
  const grants = Object.values(data.creditGrants).filter((g) => g.customer_id === customerId && g.currency_id);
  const transactions = Object.values(data.creditTransactions).filter((t) => t.customer_id === customerId);
  for (const grant of grants) {
    if (grant.status === 'pending' || grant.status === 'voided') continue;
    const currency_id = grant.currency_id!;
    const start = seconds(grant.effective_at ?? grant.created_at, now);
    const amount = new Big(grant.amount ?? grant.remaining_amount);
    credit.push({ currency_id, at: start, delta: amount.toFixed(0) });
    // What the grant has lost to usage is amount − remaining (an expired grant's rest lapses
    // below): its transactions tell when, taken in time order up to that figure and never before
    // the grant took effect; what they do not explain is counted at the last of them.
    const expired = grant.status === 'expired';
    const rest = new Big(grant.remaining_amount);
    let unexplained = amount.minus(rest);
    const own = transactions.filter((t) => t.credit_grant_id === grant.id).sort((x, y) => seconds(x.created_at, now) - seconds(y.created_at, now));
    let lastUse = start;
    for (const transaction of own) {
      const take = Big.min(new Big(transaction.credit_amount), unexplained);
      if (take.isLessThanOrEqualTo(0)) break;
      lastUse = Math.max(start, seconds(transaction.created_at, now));
      credit.push({ currency_id, at: lastUse, delta: take.negated().toFixed(0) });
      unexplained = unexplained.minus(take);
    }
    if (unexplained.isGreaterThan(0)) credit.push({ currency_id, at: lastUse, delta: unexplained.negated().toFixed(0) });
    if (expired && rest.isGreaterThan(0)) credit.push({ currency_id, at: Math.max(lastUse, seconds(grant.expires_at, now)), delta: rest.negated().toFixed(0) });
  }
  // The paid invoices the customer's invoice history lists, never a stake (domain/billing-history).
  const spend = spentPayments(Object.values(data.invoices).filter((invoice) => invoice.customer_id === customerId));
  const ids = new Set([...credit.map((m) => m.currency_id), ...spend.map((p) => p.currency_id)]);
  const currencies = [...ids].flatMap((id): PaymentCurrency[] => {
    const known = currencyById(id) ?? grants.find((g) => g.currency_id === id)?.paymentCurrency;
    return known ? [known] : [];
  });
  return { currencies, credit, spend };
}
