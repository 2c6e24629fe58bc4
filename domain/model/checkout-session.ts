import { Schema } from 'effect';
import { DecimalString, Metadata, TimeValue, UnitAmount, maybe, metadataWith } from './common';
import { LineItem } from './line-item';
import { PaymentIntent } from './payment-intent';
import { PaymentLink } from './payment-link';

export const CheckoutMode = Schema.Literals(['payment', 'subscription', 'setup', 'donation']);
export type CheckoutMode = typeof CheckoutMode.Type;

export const CheckoutStatus = Schema.Literals(['open', 'complete', 'expired']);
export type CheckoutStatus = typeof CheckoutStatus.Type;

export const PaymentStatus = Schema.Literals(['paid', 'unpaid', 'no_payment_required']);
export type PaymentStatus = typeof PaymentStatus.Type;

/** Trial and stake settings; thresholds are in token units, trial_currency a comma list of ids. */
export const SubscriptionData = Schema.Struct({
  description: maybe(Schema.String),
  trial_period_days: maybe(Schema.Number),
  trial_end: maybe(Schema.Number),
  trial_currency: maybe(Schema.String),
  billing_threshold_amount: maybe(DecimalString),
  min_stake_amount: maybe(DecimalString),
  no_stake: maybe(Schema.Boolean),
  metadata: maybe(Metadata),
});
export type SubscriptionData = typeof SubscriptionData.Type;

/** A merchant-defined pattern for one form field, with its message per locale. */
export const FieldValidation = Schema.Struct({
  pattern: maybe(Schema.String),
  pattern_message: maybe(Schema.Record(Schema.String, Schema.String)),
});
export type FieldValidation = typeof FieldValidation.Type;

export const PageInfo = Schema.Struct({
  field_validation: maybe(Schema.Record(Schema.String, FieldValidation)),
  form_purpose_description: maybe(Schema.Record(Schema.String, Schema.String)),
});
export type PageInfo = typeof PageInfo.Type;

export const TotalDetails = Schema.Struct({
  amount_discount: maybe(UnitAmount),
  amount_shipping: maybe(UnitAmount),
  amount_tax: maybe(UnitAmount),
});
export type TotalDetails = typeof TotalDetails.Type;

export const CheckoutSession = Schema.Struct({
  id: Schema.String,
  object: Schema.optional(Schema.String),
  mode: CheckoutMode,
  status: CheckoutStatus,
  payment_status: PaymentStatus,
  line_items: Schema.Array(LineItem),
  currency_id: Schema.String,
  livemode: Schema.Boolean,
  /** Unix seconds. */
  expires_at: Schema.Number,
  submit_type: maybe(Schema.String),
  invoice_id: maybe(Schema.String),
  subscription_id: maybe(Schema.String),
  subscriptions: maybe(Schema.Array(Schema.Struct({ id: Schema.String, description: maybe(Schema.String) }))),
  payment_intent_id: maybe(Schema.String),
  payment_link_id: maybe(Schema.String),
  customer_id: maybe(Schema.String),
  customer_did: maybe(Schema.String),
  success_url: maybe(Schema.String),
  cancel_url: maybe(Schema.String),
  phone_number_collection: maybe(Schema.Struct({ enabled: Schema.Boolean })),
  // 'required' or another value ('auto'): the spec only distinguishes required from the rest.
  billing_address_collection: maybe(Schema.String),
  cross_sell_behavior: maybe(Schema.String),
  subscription_data: maybe(SubscriptionData),
  allow_promotion_codes: maybe(Schema.Boolean),
  discounts: maybe(Schema.Array(Schema.Unknown)),
  amount_subtotal: maybe(UnitAmount),
  amount_total: maybe(UnitAmount),
  total_details: maybe(TotalDetails),
  metadata: maybe(metadataWith({ page_info: maybe(PageInfo) })),
  created_at: Schema.optional(TimeValue),
});
export type CheckoutSession = typeof CheckoutSession.Type;

/** GET /api/checkout-sessions/retrieve/{id}. */
export const RetrieveCheckoutResponse = Schema.Struct({
  checkoutSession: CheckoutSession,
  paymentIntent: maybe(PaymentIntent),
  /** The payment link the session came from: donation settings, after_completion. */
  paymentLink: maybe(PaymentLink),
});
export type RetrieveCheckoutResponse = typeof RetrieveCheckoutResponse.Type;
