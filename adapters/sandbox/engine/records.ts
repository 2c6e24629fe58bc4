// Builders of the records a payment leaves behind (invoices, subscriptions, credit grants), with
// the embedded currency and method the portal tables show.
import type { CreditGrant, CreditTransaction, Invoice, Subscription } from '@domain/model';
import { CURRENCY, currencyById, methodOfCurrency } from '../catalog/currencies';

const CREDIT_CURRENCY_ID = CURRENCY.credit;
import type { InvoiceRecord, SandboxData } from '../model';
import { isCardMethod } from '@domain/payment';

export function methodSummary(currencyId: string) {
  const method = methodOfCurrency(currencyId);
  return method ? { id: method.id, type: method.type, name: method.name, logo: method.logo ?? null } : null;
}

export interface InvoiceInput {
  id: string;
  number: string;
  customerId: string;
  currencyId: string;
  total: string;
  status: Invoice['status'];
  reason: Invoice['billing_reason'];
  createdAt: number;
  description?: string;
  subscriptionId?: string;
  periodStart?: number;
  periodEnd?: number;
  dueAt?: number;
  txHash?: string;
  livemode?: boolean;
}

export function makeInvoice(input: InvoiceInput): InvoiceRecord {
  const paid = input.status === 'paid';
  const method = methodOfCurrency(input.currencyId);
  const details =
    paid && input.txHash && method
      ? isCardMethod(method)
        ? { stripe: { payment_intent_id: input.txHash } }
        : { [method.type]: { tx_hash: input.txHash } }
      : null;
  return {
    id: input.id,
    number: input.number,
    total: input.total,
    amount_due: input.total,
    amount_paid: paid ? input.total : '0',
    amount_remaining: paid || input.status === 'void' ? '0' : input.total,
    status: input.status,
    billing_reason: input.reason,
    description: input.description ?? null,
    created_at: input.createdAt,
    period_start: input.periodStart ?? input.createdAt,
    period_end: input.periodEnd ?? input.createdAt,
    customer_id: input.customerId,
    currency_id: input.currencyId,
    subscription_id: input.subscriptionId ?? null,
    paymentCurrency: currencyById(input.currencyId) ?? null,
    paymentMethod: methodSummary(input.currencyId),
    livemode: input.livemode ?? true,
    metadata: details ? { payment_details: details } : {},
    ...(input.dueAt === undefined ? {} : { _sandbox: { dueAt: input.dueAt } }),
  };
}

export const enrichSubscription = (subscription: Subscription): Subscription => ({
  ...subscription,
  paymentCurrency: subscription.currency_id ? (currencyById(subscription.currency_id) ?? null) : null,
  paymentMethod: subscription.currency_id ? methodSummary(subscription.currency_id) : null,
  // The stake stays in the currency it was locked in, whatever the subscription pays with later.
  stake: subscription.stake
    ? { ...subscription.stake, paymentCurrency: subscription.stake.currency_id ? (currencyById(subscription.stake.currency_id) ?? null) : null }
    : (subscription.stake ?? null),
});

export function makeCreditGrant(input: {
  id: string;
  customerId: string;
  amount: string;
  remaining?: string;
  status: CreditGrant['status'];
  name: string;
  createdAt: number;
  expiresAt?: number | null;
  effectiveAt?: number;
  category?: string;
}): CreditGrant {
  return {
    id: input.id,
    name: input.name,
    status: input.status,
    amount: input.amount,
    remaining_amount: input.remaining ?? input.amount,
    currency_id: 'pc_credit',
    customer_id: input.customerId,
    category: input.category ?? 'paid',
    effective_at: input.effectiveAt ?? input.createdAt,
    expires_at: input.expiresAt ?? null,
    created_at: input.createdAt,
    paymentCurrency: currencyById('pc_credit') ?? null,
    metadata: {},
  };
}

/** A credit transaction with the credit currency of its amount: its own, else its grant's. */
export function withCreditCurrency(data: SandboxData, transaction: CreditTransaction): CreditTransaction {
  if (transaction.paymentCurrency) return transaction;
  const grant = transaction.credit_grant_id ? data.creditGrants[transaction.credit_grant_id] : undefined;
  const currency = grant?.paymentCurrency ?? currencyById(grant?.currency_id ?? CREDIT_CURRENCY_ID) ?? null;
  return { ...transaction, paymentCurrency: currency };
}

export const invoiceNumber = (seq: number) => `SBX-${String(seq).padStart(4, '0')}`;
