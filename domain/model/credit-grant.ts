import { Schema } from 'effect';
import { Metadata, TimeValue, UnitAmount, maybe } from './common';
import { PaymentCurrency } from './payment-currency';

export const CreditGrantStatus = Schema.Literals(['granted', 'pending', 'expired', 'depleted', 'voided']);
export type CreditGrantStatus = typeof CreditGrantStatus.Type;

export const CreditGrant = Schema.Struct({
  id: Schema.String,
  name: maybe(Schema.String),
  status: CreditGrantStatus,
  amount: maybe(UnitAmount),
  remaining_amount: UnitAmount,
  currency_id: maybe(Schema.String),
  customer_id: maybe(Schema.String),
  category: maybe(Schema.String),
  applicability_config: maybe(
    Schema.Struct({ scope: maybe(Schema.Struct({ prices: maybe(Schema.Array(Schema.String)) })) }),
  ),
  effective_at: maybe(TimeValue),
  expires_at: maybe(TimeValue),
  created_at: Schema.optional(TimeValue),
  paymentCurrency: maybe(PaymentCurrency),
  metadata: maybe(Metadata),
});
export type CreditGrant = typeof CreditGrant.Type;
