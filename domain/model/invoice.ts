import { Schema } from 'effect';
import { TimeValue, UnitAmount, maybe, metadataWith } from './common';
import { TransactionRecord } from './transaction';
import { PaymentCurrency } from './payment-currency';

export const InvoiceStatus = Schema.Literals(['draft', 'open', 'paid', 'uncollectible', 'void']);
export type InvoiceStatus = typeof InvoiceStatus.Type;

/** Ids with the prefix in_ are ours; others are on-chain records linked to an explorer. */
export const Invoice = Schema.Struct({
  id: Schema.String,
  number: maybe(Schema.String),
  total: UnitAmount,
  amount_due: maybe(UnitAmount),
  amount_paid: maybe(UnitAmount),
  amount_remaining: maybe(UnitAmount),
  status: InvoiceStatus,
  // Open: the real type (@blocklet/payment-types) names reasons the spec's list lacks ('subscription')
  // and more may come; billingReasonKey shows an unknown one as 'Other' (docs/contract.md).
  billing_reason: Schema.String,
  description: maybe(Schema.String),
  created_at: TimeValue,
  updated_at: Schema.optional(TimeValue),
  period_start: maybe(Schema.Number),
  period_end: maybe(Schema.Number),
  customer_id: maybe(Schema.String),
  currency_id: maybe(Schema.String),
  subscription_id: maybe(Schema.String),
  subscription: maybe(Schema.Struct({ id: maybe(Schema.String), description: maybe(Schema.String) })),
  paymentCurrency: maybe(PaymentCurrency),
  paymentMethod: maybe(Schema.Struct({ id: maybe(Schema.String), type: maybe(Schema.String), name: Schema.String, logo: maybe(Schema.String) })),
  livemode: Schema.optional(Schema.Boolean),
  metadata: maybe(metadataWith({ payment_details: maybe(TransactionRecord) })),
});
export type Invoice = typeof Invoice.Type;
