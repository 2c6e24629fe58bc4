import { Schema } from 'effect';
import { DecimalString, maybe } from './common';
import { PaymentIntent } from './payment-intent';
import { Customer } from './customer';
import { CheckoutSession } from './checkout-session';

export const StripeContext = Schema.Struct({
  client_secret: maybe(Schema.String),
  intent_type: maybe(Schema.String),
  status: maybe(Schema.String),
});
export type StripeContext = typeof StripeContext.Type;

/** What the wallet can pay without a connect step; amount in the smallest unit. */
export const FastPayInfo = Schema.Struct({
  type: maybe(Schema.String),
  amount: maybe(DecimalString),
  payer: maybe(Schema.String),
  token: maybe(Schema.Struct({ balance: maybe(DecimalString) })),
});
export type FastPayInfo = typeof FastPayInfo.Type;

const Sufficiency = Schema.Struct({ sufficient: Schema.Boolean });

/** PUT /api/checkout-sessions/{id}/submit (and donate-submit). Almost all parts are optional. */
export const CheckoutSubmitResponse = Schema.Struct({
  checkoutSession: maybe(CheckoutSession),
  paymentIntent: maybe(PaymentIntent),
  stripeContext: maybe(StripeContext),
  customer: maybe(Customer),
  creditSufficient: maybe(Schema.Boolean),
  fastPayInfo: maybe(FastPayInfo),
  balance: maybe(Sufficiency),
  delegation: maybe(Sufficiency),
});
export type CheckoutSubmitResponse = typeof CheckoutSubmitResponse.Type;

/** POST /api/checkout-sessions/{id}/fast-checkout-confirm. */
export const FastCheckoutConfirmResponse = Schema.Struct({ fastPaid: Schema.Boolean });
export type FastCheckoutConfirmResponse = typeof FastCheckoutConfirmResponse.Type;
