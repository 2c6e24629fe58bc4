import { Schema } from 'effect';
import { TimeValue, UnitAmount, maybe } from './common';
import { PaymentCurrency } from './payment-currency';

export const CreditTransaction = Schema.Struct({
  id: Schema.String,
  credit_amount: UnitAmount,
  credit_grant_id: maybe(Schema.String),
  creditGrant: maybe(Schema.Struct({ id: maybe(Schema.String), name: maybe(Schema.String) })),
  subscription_id: maybe(Schema.String),
  subscription: maybe(Schema.Struct({ id: maybe(Schema.String), description: maybe(Schema.String) })),
  description: maybe(Schema.String),
  meter: maybe(Schema.Struct({ id: maybe(Schema.String), unit: maybe(Schema.String), event_name: maybe(Schema.String) })),
  meter_event_id: maybe(Schema.String),
  customer_id: maybe(Schema.String),
  /** The customer by name (admin lists across customers: the meter page's Customer column). */
  customer: maybe(Schema.Struct({ id: Schema.String, name: maybe(Schema.String), did: maybe(Schema.String) })),
  created_at: TimeValue,
  /** The credit currency the amount is in (tables show it with its symbol). */
  paymentCurrency: maybe(PaymentCurrency),
});
export type CreditTransaction = typeof CreditTransaction.Type;
