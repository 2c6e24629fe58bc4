import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CheckoutSession } from '@domain/model';
import { cardPaymentView, type CardPaymentView } from '../card-payment/card-payment.view';
import type { cardPaymentMachine } from '../card-payment/card-payment.machine';
import { fastPayView, type FastPayView } from '../fast-pay/fast-pay.view';
import type { fastPayMachine } from '../fast-pay/fast-pay.machine';
import type { checkoutSubmitMachine } from './checkout-submit.machine';
import type { FieldErrors } from './form-validation';

/** Which part of the flow the payer is in; the UI picks the dialog or panel from it. */
export type CheckoutSubmitStep =
  | 'form'
  | 'loggingIn'
  | 'submitting'
  | 'fastPay'
  | 'creditInsufficient'
  | 'walletConnect'
  | 'cardPending'
  | 'card'
  | 'customerLimited'
  | 'paying'
  | 'timedOut'
  | 'paid';

export interface CheckoutSubmitView {
  step: CheckoutSubmitStep;
  /** The submit button shows "Processing" and ignores presses. */
  busy: boolean;
  /** The form may be submitted (button and Enter); the UI adds its own payable/valid-items checks. */
  canSubmit: boolean;
  fieldErrors: FieldErrors;
  /** The confirmation dialog of fast pay (token) or credit payment, while it is open. */
  fastPay: FastPayView | null;
  /** What the card element needs, once the 200 ms card delay has passed. */
  card: { clientSecret: string; intentType: 'payment_intent' | 'setup_intent'; payment: CardPaymentView } | null;
  /** CUSTOMER_LIMITED: the overdue dialog for this customer (the payer's DID). */
  overdue: { customerId: string | null } | null;
  /** Completion polling ran out (3 minutes): i18n keys of the message; "check again" never resubmits. */
  timedOut: { titleKey: string; descriptionKey: string } | null;
  paidSession: CheckoutSession | null;
}

type SubmitState = SnapshotFrom<typeof checkoutSubmitMachine>['value'];

// Every state of the machine is atomic (its value is the state's name), and each has its step.
const STEP_BY_STATE: Record<SubmitState, CheckoutSubmitStep> = {
  idle: 'form',
  loggingIn: 'loggingIn',
  submitting: 'submitting',
  fastPay: 'fastPay',
  creditInsufficient: 'creditInsufficient',
  walletConnect: 'walletConnect',
  cardPending: 'cardPending',
  cardStep: 'card',
  customerLimited: 'customerLimited',
  paying: 'paying',
  timedOut: 'timedOut',
  paid: 'paid',
};

export const TIMED_OUT_TEXT = {
  titleKey: 'payment.checkout.timeout.title',
  descriptionKey: 'payment.checkout.timeout.description',
} as const;

/** Snapshot in, view model out; the UI never sees state or event names. */
export function checkoutSubmitView(snapshot: SnapshotFrom<typeof checkoutSubmitMachine>): CheckoutSubmitView {
  const step = STEP_BY_STATE[snapshot.value];
  const { context } = snapshot;
  const fastPayChild = snapshot.children['fastPay'] as ActorRefFrom<typeof fastPayMachine> | undefined;
  const stripe = context.response?.stripeContext;
  const cardChild = snapshot.children['cardPayment'] as ActorRefFrom<typeof cardPaymentMachine> | undefined;
  const card =
    step === 'card' && stripe?.client_secret
      ? {
          clientSecret: stripe.client_secret,
          intentType:
            stripe.intent_type === 'setup_intent' ? ('setup_intent' as const) : ('payment_intent' as const),
          // The card step always runs its card payment child.
          payment: cardPaymentView(cardChild!.getSnapshot()),
        }
      : null;
  return {
    step,
    busy: snapshot.hasTag('busy'),
    canSubmit: step === 'form',
    fieldErrors: context.fieldErrors,
    // The fast-pay child runs only in the fastPay step (invoked there, stopped when it is left).
    fastPay: fastPayChild ? fastPayView(fastPayChild.getSnapshot()) : null,
    card,
    overdue: step === 'customerLimited' ? { customerId: context.user?.did ?? null } : null,
    timedOut: step === 'timedOut' ? TIMED_OUT_TEXT : null,
    paidSession: context.paidSession,
  };
}
