import { Schema } from 'effect';
import { Metadata, TimeValue, UnitAmount, maybe } from './common';
import { Price } from './price';
import { PaymentCurrency } from './payment-currency';

export const SubscriptionStatus = Schema.Literals([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
]);
export type SubscriptionStatus = typeof SubscriptionStatus.Type;

export const SubscriptionItem = Schema.Struct({
  id: Schema.String,
  price_id: Schema.String,
  price: maybe(Price),
  quantity: Schema.Number,
});
export type SubscriptionItem = typeof SubscriptionItem.Type;

export const Subscription = Schema.Struct({
  id: Schema.String,
  description: maybe(Schema.String),
  status: SubscriptionStatus,
  customer_id: maybe(Schema.String),
  currency_id: maybe(Schema.String),
  default_payment_method_id: maybe(Schema.String),
  items: maybe(Schema.Array(SubscriptionItem)),
  /** Unix seconds. */
  current_period_start: maybe(Schema.Number),
  current_period_end: maybe(Schema.Number),
  trial_start: maybe(Schema.Number),
  trial_end: maybe(Schema.Number),
  cancel_at_period_end: maybe(Schema.Boolean),
  cancel_at: maybe(Schema.Number),
  canceled_at: maybe(Schema.Number),
  cancelation_details: maybe(
    Schema.Struct({ reason: maybe(Schema.String), feedback: maybe(Schema.String), comment: maybe(Schema.String) }),
  ),
  pending_invoice_item_interval: maybe(Schema.Struct({ interval: Schema.String, interval_count: Schema.Number })),
  paymentCurrency: maybe(PaymentCurrency),
  paymentMethod: maybe(Schema.Struct({ id: maybe(Schema.String), type: maybe(Schema.String), name: maybe(Schema.String), logo: maybe(Schema.String) })),
  // Stake details: the deposit held for this subscription and whether it was revoked. The stake
  // keeps the currency it was locked in (its own `currency_id` and `paymentCurrency`): after a
  // switch to a card the subscription's currency is USD, the stake is still 10 ABT.
  stake: maybe(
    Schema.Struct({
      amount: maybe(UnitAmount),
      currency_id: maybe(Schema.String),
      paymentCurrency: maybe(PaymentCurrency),
      address: maybe(Schema.String),
      revoked: maybe(Schema.Boolean),
      /** Given back to the payer when the subscription ended (a trial cancelled at once, say). */
      returned: maybe(Schema.Boolean),
      tx_hash: maybe(Schema.String),
    }),
  ),
  service_actions: maybe(Schema.Array(Schema.Unknown)),
  /**
   * A plan change waiting for its invoice to be paid (Stripe's `pending_if_incomplete`): the items
   * above stay the old plan until then; a declined, abandoned or expired payment drops it and voids
   * the invoice.
   */
  pending_update: maybe(Schema.Struct({ price_id: Schema.String, invoice_id: Schema.String, expires_at: Schema.Number })),
  livemode: Schema.optional(Schema.Boolean),
  created_at: Schema.optional(TimeValue),
  metadata: maybe(Metadata),
});
export type Subscription = typeof Subscription.Type;

/** Feedback reasons offered by the cancel dialog. */
export const CancellationReason = Schema.Literals([
  'too_expensive',
  'missing_features',
  'switched_service',
  'unused',
  'customer_service',
  'too_complex',
  'low_quality',
  'other',
]);
export type CancellationReason = typeof CancellationReason.Type;
