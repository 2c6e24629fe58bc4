import { Schema } from 'effect';
import { Metadata, TimeValue, UnitAmount, maybe } from './common';
import { PaymentCurrency } from './payment-currency';
import { TransactionRecord } from './transaction';

export const PaymentIntent = Schema.Struct({
  id: Schema.String,
  // requires_action, requires_capture, processing, succeeded, canceled… kept open on purpose.
  status: Schema.String,
  amount: maybe(UnitAmount),
  amount_received: maybe(UnitAmount),
  currency_id: maybe(Schema.String),
  customer_id: maybe(Schema.String),
  description: maybe(Schema.String),
  last_payment_error: maybe(Schema.Struct({ message: maybe(Schema.String), code: maybe(Schema.String) })),
  metadata: maybe(Metadata),
  paymentCurrency: maybe(PaymentCurrency),
  payment_details: maybe(TransactionRecord),
  created_at: Schema.optional(TimeValue),
});
export type PaymentIntent = typeof PaymentIntent.Type;
