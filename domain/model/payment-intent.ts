import { Schema } from 'effect';
import { Metadata, TimeValue, UnitAmount, maybe } from './common';

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
  created_at: Schema.optional(TimeValue),
});
export type PaymentIntent = typeof PaymentIntent.Type;
