// The customer's billing history for the portal charts (GET /api/billing-history): the signed
// movements of their credit balances and their paid invoices. The ledger follows the grants'
// own facts: a grant adds its amount when it takes effect (pending grants not yet; voided ones
// never counted), every credit transaction takes its amount off when it happened, and the unused
// rest of an expired grant lapses at its expiry — so the last point equals the balance the
// summary shows (remaining of granted grants).
import type { CreditMovement, Payment } from '@domain/billing-history';
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
  const grants = Object.values(data.creditGrants).filter(
    (g) => g.customer_id === customerId && g.currency_id,
  );
  for (const grant of grants) {
    if (grant.status === 'pending' || grant.status === 'voided') continue;
    const currency_id = grant.currency_id!;
    const start = seconds(grant.effective_at ?? grant.created_at, now);
    credit.push({ currency_id, at: start, delta: grant.amount ?? grant.remaining_amount });
    if (grant.status === 'expired' && new Big(grant.remaining_amount).isGreaterThan(0)) {
      credit.push({
        currency_id,
        at: seconds(grant.expires_at, now),
        delta: new Big(grant.remaining_amount).negated().toFixed(0),
      });
    }
  }
  const currencyOfGrant = new Map(grants.map((g) => [g.id, g.currency_id!]));
  for (const transaction of Object.values(data.creditTransactions)) {
    if (transaction.customer_id !== customerId) continue;
    const currency_id =
      (transaction.credit_grant_id && currencyOfGrant.get(transaction.credit_grant_id)) ??
      transaction.paymentCurrency?.id;
    if (!currency_id) continue;
    credit.push({
      currency_id,
      at: seconds(transaction.created_at, now),
      delta: new Big(transaction.credit_amount).negated().toFixed(0),
    });
  }
  const spend: Payment[] = Object.values(data.invoices)
    .filter(
      (invoice) => invoice.customer_id === customerId && invoice.status === 'paid' && invoice.currency_id,
    )
    .map((invoice) => ({
      currency_id: invoice.currency_id!,
      at: seconds(invoice.created_at, now),
      amount: invoice.amount_paid ?? invoice.total,
    }))
    .filter((payment) => new Big(payment.amount).isGreaterThan(0));
  const ids = new Set([...credit.map((m) => m.currency_id), ...spend.map((p) => p.currency_id)]);
  const currencies = [...ids].flatMap((id): PaymentCurrency[] => {
    const known = currencyById(id) ?? grants.find((g) => g.currency_id === id)?.paymentCurrency;
    return known ? [known] : [];
  });
  return { currencies, credit, spend };
}
