// The checkout submit machine's input, context, events, emitted events and output, and what its
// actors take (zag's layout): the setup, the states, the actors and the view import them from here.
import type { CheckoutSession, CheckoutSubmitResponse, PaymentCurrency, PaymentMethod, SessionUser } from '@domain/model';
import type { PaymentKind } from '@domain/payment';
import type { CheckoutFormValues } from '@machines/ports';
import type { ConfirmCard } from '../card-payment/card-payment.machine';
import type { FieldErrors, FormRules } from './form-validation';

/** What the form hands over on submit: its values, the session it shows, the chosen method and currency. */
export interface SubmitRequest {
  values: CheckoutFormValues;
  session: CheckoutSession;
  method: PaymentMethod;
  currency: PaymentCurrency;
  /** Locale and phone library for the domain validators (the fallback phone pattern without it). */
  rules?: FormRules | undefined;
}

export interface CheckoutSubmitInput {
  session: CheckoutSession;
  /** A donation form: no login needed, never fast pay, submitted to donate-submit. */
  donation: boolean;
  /** SessionPort.user() when the page opened. */
  user: SessionUser | null;
}

export interface CheckoutSubmitContext {
  /** The latest session known: the input's, replaced by each submit's. */
  session: CheckoutSession;
  donation: boolean;
  user: SessionUser | null;
  /** The last submit, kept so that CUSTOMER_LIMITED → paid can submit it again unchanged. */
  request: SubmitRequest | null;
  fieldErrors: FieldErrors;
  response: CheckoutSubmitResponse | null;
  paidSession: CheckoutSession | null;
}

export type CheckoutSubmitEvent =
  | ({ type: 'user.submit' } & SubmitRequest)
  | { type: 'user.confirmFastPay' }
  | { type: 'user.cancel' }
  | { type: 'card.confirm'; confirm: ConfirmCard }
  | { type: 'card.succeeded' }
  | { type: 'card.failed'; message: string }
  | { type: 'card.cancelled' }
  | { type: 'overdue.paid' }
  | { type: 'user.dismissOverdue' }
  | { type: 'user.checkAgain' };

/** docs/spec/checkout-and-billing.md §8: every submit failure with a server code is broadcast as error.{code} (the session machine shakes on REQUIRE_CROSS_SELL). */
export type CheckoutSubmitEmitted = {
  type: 'submit.error';
  code: string | null;
  eventName: string | null;
  message: string;
};

export interface CheckoutSubmitOutput {
  session: CheckoutSession;
}

export interface SubmitArgs {
  sessionId: string;
  values: CheckoutFormValues;
  donation: boolean;
  /** How the payer pays: decides what the answer must carry. */
  kind: PaymentKind;
}
