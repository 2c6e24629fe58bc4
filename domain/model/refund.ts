import { Schema } from 'effect';
import { Metadata, TimeValue, UnitAmount, maybe } from './common';
import { PaymentCurrency } from './payment-currency';

export const RefundType = Schema.Literals(['refund', 'stake_return']);
export type RefundType = typeof RefundType.Type;

export const Refund = Schema.Struct({
  id: Schema.String,
  type: RefundType,
  amount: UnitAmount,
  status: maybe(Schema.String),
  reason: maybe(Schema.String),
  description: maybe(Schema.String),
  currency_id: maybe(Schema.String),
  invoice_id: maybe(Schema.String),
  payment_intent_id: maybe(Schema.String),
  subscription_id: maybe(Schema.String),
  created_at: TimeValue,
  metadata: maybe(Metadata),
  paymentCurrency: maybe(PaymentCurrency),
});
export type Refund = typeof Refund.Type;
