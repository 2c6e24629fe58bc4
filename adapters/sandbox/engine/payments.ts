// Every payment is a payment record (docs/portal.md), as in the real Payment Kit: an invoice paid
// by wallet, card or credits leaves a succeeded payment intent — the rows of the payment history
// (GET /api/payment-intents). One function records it, and every way an invoice becomes paid goes
// through it: the checkout (engine/fulfil.ts completeCheckout), paying open invoices
// (payInvoices: collect, collect-batch, a plan change), auto top-up, and the seeds (addInvoice).
// A stake is locked, not paid: its invoice leaves no payment (domain/billing-history).
import { isStakeMovement } from '@domain/billing-history';
import type { TransactionRecord } from '@domain/model';
import { toBigOrZero } from '@domain/money';
import { currencyById } from '../catalog/currencies';
import type { IntentRecord, InvoiceRecord, SandboxData } from '../model';

export type PaidWith = 'wallet' | 'card' | 'credits';

/** How an invoice in this currency is paid: credits, a card (Stripe) or a wallet (a chain). */
export function paidWithOf(currencyId: string | null | undefined): PaidWith {
  const currency = currencyById(currencyId ?? '');
  if (currency?.type === 'credit') return 'credits';
  return currency?.payment_method_id === 'pm_stripe' ? 'card' : 'wallet';
}

export interface PaymentOptions {
  /** The chain transaction (wallet) that paid it; a card payment is its own intent. */
  txHash?: string | undefined;
  /** Unix seconds. */
  at: number;
  /** The intent that already exists for this payment (a checkout's), completed instead of a new one. */
  intentId?: string | null | undefined;
  /** Default: the invoice's description. */
  description?: string;
}

/** The deterministic id of the payment of an invoice (one payment per invoice): in_x → pi_x. */
export const paymentIdOf = (invoiceId: string) => `pi_${invoiceId.replace(/^in_/, '')}`;

/**
 * Records the payment of a paid invoice (inside a store update) and points the invoice at it:
 * a succeeded payment intent of the amount paid, in the invoice's currency, for its customer.
 * Nothing for an unpaid or zero invoice, or a stake.
 */
export function recordPayment(d: SandboxData, invoice: InvoiceRecord, options: PaymentOptions): IntentRecord | null {
  const amount = toBigOrZero(invoice.amount_paid ?? invoice.total);
  if (invoice.status !== 'paid' || amount.isLessThanOrEqualTo(0) || isStakeMovement(invoice.billing_reason)) return null;
  const paidWith = paidWithOf(invoice.currency_id);
  const existing = options.intentId ? d.intents[options.intentId] : undefined;
  const id = existing?.id ?? paymentIdOf(invoice.id);
  const chain = invoice.paymentMethod?.type ?? 'arcblock';
  const details: TransactionRecord | null =
    paidWith === 'card' ? { stripe: { payment_intent_id: id } } : paidWith === 'credits' || !options.txHash ? null : { [chain]: { tx_hash: options.txHash } };
  const payment: IntentRecord = {
    ...existing,
    id,
    status: 'succeeded',
    amount: amount.toFixed(0),
    amount_received: amount.toFixed(0),
    currency_id: invoice.currency_id ?? null,
    customer_id: invoice.customer_id ?? existing?.customer_id ?? null,
    // What it paid for, as the invoice history says it: the invoice's text, else its subscription's.
    description: options.description ?? existing?.description ?? invoice.description ?? d.subscriptions[invoice.subscription_id ?? '']?.description ?? null,
    last_payment_error: null,
    created_at: existing?.created_at ?? options.at,
    paymentCurrency: invoice.paymentCurrency ?? currencyById(invoice.currency_id ?? '') ?? null,
    payment_details: details,
    metadata: { ...existing?.metadata, invoice_id: invoice.id, paid_with: paidWith },
    _sandbox: existing?._sandbox ?? { clientSecret: `${id}_secret_sandbox`, intentType: 'payment_intent', purpose: { kind: 'invoice', invoiceId: invoice.id } },
  };
  d.intents = { ...d.intents, [id]: payment };
  // The invoice names what paid it: the card intent, the chain transaction, or nothing (credits).
  d.invoices = { ...d.invoices, [invoice.id]: { ...invoice, metadata: { ...invoice.metadata, payment_details: details } } };
  return payment;
}
