import { assign, emit, fromPromise, setup } from 'xstate';
import { errorCode, ErrorCode, errorEventName, formatError, serverFieldErrors } from '@domain/errors';
import type { CheckoutSubmitResponse, SessionUser } from '@domain/model';
import type { Notice, WalletOutcome, WalletRequest } from '@machines/ports';
import { checkoutCompletionMachine } from '../checkout-completion/checkout-completion.machine';
import { fastPayMachine } from '../fast-pay/fast-pay.machine';
import { cardPaymentMachine } from '../card-payment/card-payment.machine';
import { checkoutFormErrors } from './form-validation';
import { canFastPay, isCardIntentSucceeded, isCreditSufficient, isSettledAtSubmit } from '@domain/checkout';
import { paymentKindOf, type PaymentKind } from '@domain/payment';
import type { CheckoutSubmitContext, CheckoutSubmitEmitted, CheckoutSubmitEvent, CheckoutSubmitInput, CheckoutSubmitOutput, SubmitArgs } from './checkout-submit.types';

export type { CheckoutSubmitContext, CheckoutSubmitEmitted, CheckoutSubmitEvent, CheckoutSubmitInput, CheckoutSubmitOutput, SubmitArgs, SubmitRequest } from './checkout-submit.types';

const kindOf = (context: CheckoutSubmitContext): PaymentKind | null =>
  context.request ? paymentKindOf(context.request.method, context.request.currency) : null;

/** The routing guards decide on the submit answer (the done event's output). */
type Answer = { response: CheckoutSubmitResponse };

export const checkoutSubmitSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as CheckoutSubmitInput,
    context: {} as CheckoutSubmitContext,
    events: {} as CheckoutSubmitEvent,
    emitted: {} as CheckoutSubmitEmitted,
    output: {} as CheckoutSubmitOutput,
  },
  actors: {
    // Stryker disable BlockStatement,StringLiteral: placeholders the composition root and every test replace (checkoutSubmitImplementations)
    login: fromPromise<SessionUser | null>(async () => {
      throw new Error('login is not provided');
    }),
    submitCheckout: fromPromise<CheckoutSubmitResponse, SubmitArgs>(async () => {
      throw new Error('submitCheckout is not provided');
    }),
    connectWallet: fromPromise<WalletOutcome, WalletRequest>(async () => {
      throw new Error('connectWallet is not provided');
    }),
    // Stryker restore BlockStatement,StringLiteral
    fastPay: fastPayMachine,
    cardPayment: cardPaymentMachine,
    completion: checkoutCompletionMachine,
  },
  guards: {
    loginClosed: (_, params: { user: SessionUser | null }) => params.user === null,
    hasOutcome: (_, params: { outcome: string; expected: string }) => params.outcome === params.expected,
    needsLogin: ({ context }) => context.user === null && !context.donation,
    /**
     * The form of this submit (the event's, or the stored one after login) breaks a domain rule.
     * Checked on a user.submit and when the login ends: the submit that started the login stored its request.
     */
    formInvalid: ({ context, event }) => {
      const request = event.type === 'user.submit' ? event : context.request!;
      return Object.keys(checkoutFormErrors(request.values, request.session, request.method, request.rules, context.donation)).length > 0;
    },
    isCustomerLimited: (_, params: { error: unknown }) =>
      errorCode(params.error) === ErrorCode.customerLimited,
    /** Nothing to collect (a 0 total): the server completed the checkout at submit. */
    settledAtSubmit: (_, params: Answer) => isSettledAtSubmit(params.response),
    payWithCreditSufficient: ({ context }, params: Answer) =>
      kindOf(context) === 'credit' && isCreditSufficient(params.response),
    payWithCredit: ({ context }) => kindOf(context) === 'credit',
    fastPayAvailable: ({ context }, params: Answer) =>
      kindOf(context) === 'crypto' && canFastPay(params.response, context.donation),
    cardAlreadySucceeded: ({ context }, params: Answer) =>
      kindOf(context) === 'card' && isCardIntentSucceeded(params.response),
    payWithCard: ({ context }) => kindOf(context) === 'card',
    walletApproved: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'approved',
    walletDeclined: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'declined',
  },
  actions: {
    /** Shows a toast; provided at the composition root with the Notifier port. */
    notify: (_, _notice: Notice) => {},
    /** Sends an analytics event; provided with the Analytics port. */
    track: (_, _event: { name: 'paySuccess' | 'payFailed'; data: Readonly<Record<string, unknown>> }) => {},
    /** Only the user.submit transitions run it. */
    rememberRequest: assign(({ event }) => {
      const { values, session, method, currency, rules } = event as Extract<CheckoutSubmitEvent, { type: 'user.submit' }>;
      return { request: { values, session, method, currency, rules }, session, response: null, fieldErrors: {} };
    }),
    rememberAnswer: assign(({ context }, params: Answer) => ({
      response: params.response,
      session: params.response.checkoutSession ?? context.session,
    })),
    /** Field errors of the stored request for the form to show. */
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: context.request
        ? checkoutFormErrors(context.request.values, context.request.session, context.request.method, context.request.rules, context.donation)
        : {},
    })),
    showServerFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: serverFieldErrors(params.error) })),
    broadcastError: emit((_, params: { error: unknown }) => {
      const code = errorCode(params.error) ?? null;
      const eventName = code === null ? null : errorEventName(code);
      return { type: 'submit.error' as const, code, eventName, message: formatError(params.error) };
    }),
  },
  delays: {
    cardDelay: 200,
  },
});
