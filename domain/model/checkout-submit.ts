import { Schema } from 'effect';
import { DecimalString, maybe } from './common';
import { PaymentIntent } from './payment-intent';
import { Customer } from './customer';
import { CheckoutSession } from './checkout-session';
import type { PaymentKind } from '../payment/payment-kind';

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

/**
 * What the submit answer must carry for each way of paying (docs/spec/checkout-and-billing.md §7 table). The
 * wire schema above lets every part be absent; read alone, a broken answer (`{}` or another
 * endpoint's body) would be taken as "open the wallet". Decoded by the way the payer chose, a
 * missing part is a decode error the payer sees, with the form kept:
 * - card: the Stripe context with the client secret the card element confirms;
 * - credit: whether the credit suffices (and, as fastPayInfo, the balance it is read from);
 * - crypto: the wallet's balance and delegation sufficiency that decide fast pay or connect.
 */
export const CardSubmitAnswer = Schema.Struct({
  ...CheckoutSubmitResponse.fields,
  stripeContext: Schema.Struct({
    client_secret: Schema.NonEmptyString,
    intent_type: maybe(Schema.String),
    status: maybe(Schema.String),
  }),
});
export const CreditSubmitAnswer = Schema.Struct({
  ...CheckoutSubmitResponse.fields,
  creditSufficient: Schema.Boolean,
});
export const CryptoSubmitAnswer = Schema.Struct({
  ...CheckoutSubmitResponse.fields,
  balance: Sufficiency,
  delegation: Sufficiency,
});

/**
 * Any way of paying: an order with nothing to collect (a 0 total) is completed by the server at
 * submit, and its answer carries the completed session instead of what a payment would need.
 */
export const SettledSubmitAnswer = Schema.Struct({
  ...CheckoutSubmitResponse.fields,
  checkoutSession: Schema.Struct({
    ...CheckoutSession.fields,
    status: Schema.Literal('complete'),
    payment_status: Schema.Literals(['paid', 'no_payment_required']),
  }),
});

/** The answer's schema for each way of paying; a new payment kind does not compile until it has one. */
const SUBMIT_ANSWER_SCHEMA = {
  card: Schema.Union([CardSubmitAnswer, SettledSubmitAnswer]),
  credit: Schema.Union([CreditSubmitAnswer, SettledSubmitAnswer]),
  crypto: Schema.Union([CryptoSubmitAnswer, SettledSubmitAnswer]),
} as const satisfies Record<PaymentKind, unknown>;

/** The schema the submit answer is decoded with, by how the chosen currency is paid (domain/payment). */
export const submitAnswerSchema = <K extends PaymentKind>(kind: K): (typeof SUBMIT_ANSWER_SCHEMA)[K] => SUBMIT_ANSWER_SCHEMA[kind];

/** POST /api/checkout-sessions/{id}/fast-checkout-confirm. */
export const FastCheckoutConfirmResponse = Schema.Struct({ fastPaid: Schema.Boolean });
export type FastCheckoutConfirmResponse = typeof FastCheckoutConfirmResponse.Type;
