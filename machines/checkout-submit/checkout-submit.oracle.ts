// What must hold in each submission state (docs/spec/checkout-and-billing.md §4 "Checkout UI
// state", §5 form rules, §8 errors, §9 timings; docs/reference/payment-react.md §3.4): a payer who
// is not logged in logs in first (a closed or failed login leaves the form, nothing submitted); a
// form that breaks a rule is not submitted and names its fields; a valid one is submitted once and
// routed by payment kind and answer: credits → the credit confirmation when sufficient, else
// "insufficient"; tokens → fast pay when the balance or allowance covers it and the server sent
// its info, else the wallet; card → paying when the intent already succeeded, else the card step
// 200 ms later with the answer's secret. CUSTOMER_LIMITED opens the overdue dialog for the payer;
// any other refusal returns to the form. Fast pay: paid → paying, cancelled → the form, not paid
// or failed → the wallet. Paying ends paid (with the paid session), failed (the form) or timed out
// ("check again" polls anew). Busy and "can submit" follow the step.
// The expected step is folded from the input and the events the path sent, never read from the
// machine's context, so a machine that takes a step the rules forbid disagrees with it.
import BigNumber from 'bignumber.js';
import type { EventObject } from 'xstate';
import type { CheckoutSession, CheckoutSubmitResponse, PaymentCurrency, PaymentMethod, SessionUser } from '@domain/model';
import { errorCode, errorEventName, formatError, serverFieldErrors } from '@domain/errors';
import type { Notice, WalletOutcome } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { checkoutSubmitView, TIMED_OUT_TEXT, type CheckoutSubmitStep } from './checkout-submit.view';
import type { CheckoutSubmitInput, SubmitRequest } from './checkout-submit.types';

type Snapshot = Parameters<typeof checkoutSubmitView>[0];
type Sent = EventObject & Partial<SubmitRequest> & { output?: unknown; error?: unknown };
type Kind = 'credit' | 'crypto' | 'card';
type At = 'idle' | 'loggingIn' | 'submitting' | 'fastPay' | 'creditInsufficient' | 'walletConnect' | 'cardPending' | 'cardStep' | 'customerLimited' | 'paying' | 'timedOut' | 'paid';

interface Flow {
  at: At;
  user: SessionUser | null;
  request: SubmitRequest | null;
  answer: CheckoutSubmitResponse | null;
  fieldErrors: string[];
  paidSession: CheckoutSession | null;
  /** The latest session known: the input's, the submit's, the answer's. */
  session: CheckoutSession;
  notices: Notice[];
  tracked: Array<{ name: string; data: Record<string, unknown> }>;
  broadcast: unknown[];
  /** What the payer's presses told the open dialog (the fast-pay or card child), oldest first. */
  told: string[];
}

/** §8: the error's text, keyed error.{code} when the server gave one. */
const failure = (error: unknown): Notice => {
  const code = errorCode(error);
  return code === undefined ? { tone: 'error', text: formatError(error) } : { tone: 'error', key: errorEventName(code), text: formatError(error) };
};
const WALLET_CANCELLED: Notice = { tone: 'info', key: 'payment.checkout.wallet.cancelled' };
const payFailed = (flow: Flow, message: string) => {
  flow.notices.push({ tone: 'error', text: message });
  flow.tracked.push({ name: 'payFailed', data: { mode: flow.session.mode, errorMessage: message } });
};

/** docs/spec/checkout-and-billing.md §4: a card method pays by card whatever the currency; credits are a currency type. */
const kindOf = ({ method, currency }: { method: PaymentMethod; currency: PaymentCurrency }): Kind =>
  method.type === 'stripe' ? 'card' : currency.type === 'credit' ? 'credit' : 'crypto';

/** §5: the graph's forms break one rule only, the required e-mail (a donation asks no contact). */
const invalidFields = (request: SubmitRequest, donation: boolean) => (!donation && !request.values.customer_email ? ['customer_email'] : []);

/** §4: where a valid submit's answer leads. */
function routed(kind: Kind, answer: CheckoutSubmitResponse, donation: boolean): At {
  // A 0 total: the server completed the checkout at submit, nothing is asked of the payer.
  const settled = answer.checkoutSession;
  if (settled?.status === 'complete' && ['paid', 'no_payment_required'].includes(settled.payment_status)) return 'paying';
  if (kind === 'credit') return answer.creditSufficient === true ? 'fastPay' : 'creditInsufficient';
  if (kind === 'card') return answer.stripeContext?.status === 'succeeded' ? 'paying' : 'cardPending';
  const covered = answer.balance?.sufficient === true || answer.delegation?.sufficient === true;
  return covered && !donation && answer.fastPayInfo ? 'fastPay' : 'walletConnect';
}

/** The stored request is validated: the form again with its fields, or submitted. */
const validate = (flow: Flow, donation: boolean) => {
  flow.fieldErrors = invalidFields(flow.request!, donation);
  flow.at = flow.fieldErrors.length > 0 ? 'idle' : 'submitting';
};

/** One event's effect, by the rules above. */
function step(flow: Flow, event: Sent, donation: boolean): void {
  const { type } = event;
  const output = event.output as { outcome?: string; status?: WalletOutcome['status'] } | undefined;
  switch (flow.at) {
    case 'idle':
      if (type !== 'user.submit') return;
      Object.assign(flow, { request: event as SubmitRequest, answer: null, fieldErrors: [], session: event.session });
      if (flow.user === null && !donation) flow.at = 'loggingIn';
      else validate(flow, donation);
      return;
    case 'loggingIn':
      if (type === 'xstate.done.actor.login' && event.output) {
        flow.user = event.output as SessionUser;
        validate(flow, donation);
      } else if (type.endsWith('.actor.login')) {
        flow.at = 'idle';
        if (type.startsWith('xstate.error')) flow.notices.push(failure(event.error));
      }
      return;
    case 'submitting':
      if (type === 'xstate.done.actor.submit') {
        flow.answer = event.output as CheckoutSubmitResponse;
        flow.session = flow.answer.checkoutSession ?? flow.session;
        flow.at = routed(kindOf(flow.request!), flow.answer, donation);
      }
      if (type === 'xstate.error.actor.submit') {
        flow.at = (event.error as { code?: string }).code === 'CUSTOMER_LIMITED' ? 'customerLimited' : 'idle';
        if (flow.at === 'idle') {
          flow.notices.push(failure(event.error));
          flow.broadcast.push(event.error);
          // §5: a refusal that names fields ('Validate failed: customer_phone: …') marks them at the form.
          flow.fieldErrors = Object.keys(serverFieldErrors(event.error)).sort();
        }
      }
      return;
    case 'fastPay':
      // Confirm and Cancel are the dialog's: they reach it, each press once.
      if (type === 'user.confirmFastPay' || type === 'user.cancel') flow.told.push(type);
      if (type === 'xstate.done.actor.fastPay') {
        flow.at = output?.outcome === 'paid' ? 'paying' : output?.outcome === 'cancelled' ? 'idle' : 'walletConnect';
        if (output?.outcome === 'notPaid') flow.notices.push({ tone: 'error', key: 'payment.checkout.fastPay.failed' });
        if (output?.outcome === 'failed') flow.notices.push({ tone: 'error', text: (event.output as { message: string }).message });
      }
      return;
    case 'creditInsufficient':
      if (type === 'user.cancel') flow.at = 'idle';
      return;
    case 'walletConnect':
      if (type === 'xstate.done.actor.walletConnect') {
        flow.at = output?.status === 'approved' ? 'paying' : 'idle';
        const reason = (event.output as { reason?: string }).reason;
        if (output?.status === 'declined') flow.notices.push(reason ? { tone: 'warning', key: 'payment.checkout.wallet.declined', text: reason } : { tone: 'warning', key: 'payment.checkout.wallet.declined' });
        if (output?.status === 'cancelled') flow.notices.push(WALLET_CANCELLED);
      }
      if (type === 'xstate.error.actor.walletConnect') flow.notices.push(failure(event.error));
      if (type === 'user.cancel') flow.notices.push(WALLET_CANCELLED);
      if (type === 'xstate.error.actor.walletConnect' || type === 'user.cancel') flow.at = 'idle';
      return;
    case 'cardPending':
      if (type.startsWith('xstate.after.cardDelay')) flow.at = 'cardStep';
      return;
    case 'cardStep':
      // The card form confirms what the payer confirmed, once.
      if (type === 'card.confirm') flow.told.push(type);
      if (type === 'card.succeeded') flow.at = 'paying';
      if (type === 'card.failed') payFailed(flow, (event as { message?: string }).message ?? '');
      if (type === 'card.failed' || type === 'card.cancelled') flow.at = 'idle';
      return;
    case 'customerLimited':
      // Paying the overdue invoices submits the same request again.
      if (type === 'overdue.paid') flow.at = 'submitting';
      if (type === 'user.dismissOverdue') flow.at = 'idle';
      return;
    case 'paying':
      if (type !== 'xstate.done.actor.completion') return;
      if (output?.outcome === 'paid') {
        Object.assign(flow, { at: 'paid', paidSession: (event.output as { session: CheckoutSession }).session });
        flow.tracked.push({ name: 'paySuccess', data: { mode: flow.session.mode } });
      } else flow.at = output?.outcome === 'failed' ? 'idle' : 'timedOut';
      if (output?.outcome === 'failed') payFailed(flow, (event.output as { message: string }).message);
      return;
    case 'timedOut':
      // "Check again" polls anew and never submits again.
      if (type === 'user.checkAgain') flow.at = 'paying';
      return;
    default:
  }
}

const STEP: Record<At, CheckoutSubmitStep> = {
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
/** The steps where the payer waits on the page, not the page on something else. */
const BUSY: readonly At[] = ['loggingIn', 'submitting', 'walletConnect', 'cardPending', 'cardStep', 'paying'];

/**
 * The confirmation dialog of §4: the answer's payer and amount in the chosen currency's own
 * decimals, shown to its display precision (maximum_precision: 1 unit of an 18-decimal token reads 0).
 */
function fastPayDialog({ request, answer }: Flow) {
  const { currency } = request!;
  const info = answer!.fastPayInfo;
  const tokens = (unit: string | null | undefined) => (unit ? new BigNumber(unit).shiftedBy(-currency.decimal).decimalPlaces(currency.maximum_precision ?? 6).toFixed() : null);
  return {
    kind: currency.type === 'credit' ? ('credit' as const) : ('crypto' as const),
    open: true,
    confirming: false,
    payer: info?.payer ?? null,
    amount: tokens(info?.amount),
    balance: tokens(info?.token?.balance),
    symbol: currency.symbol,
  };
}

/** §9: the card element gets the answer's client secret; a set-up intent saves the card for later charges. */
function cardStep({ answer }: Flow) {
  const stripe = answer!.stripeContext;
  if (!stripe?.client_secret) return null;
  return {
    clientSecret: stripe.client_secret,
    intentType: stripe.intent_type === 'setup_intent' ? ('setup_intent' as const) : ('payment_intent' as const),
    payment: { busy: false, error: null, check: null, checking: false },
  };
}

/**
 * §4: which session (and payer) each call the step waits on is for: the submit of the stored
 * request (its session, its values, the donation flag, how the payer pays), the wallet for the
 * latest session in its mode with the payer's DID, the card form and fast pay for that session,
 * the completion for that session.
 */
function callsFor(flow: Flow, donation: boolean) {
  const { at, session, request, user } = flow;
  return {
    login: at === 'loggingIn',
    submit: at === 'submitting' ? { sessionId: session.id, values: request!.values, donation, kind: kindOf(request!) } : null,
    wallet: at === 'walletConnect' ? { action: session.mode, extraParams: { checkoutSessionId: session.id, ...(user ? { sessionUserDid: user.did } : {}) } } : null,
    fastPay: at === 'fastPay' ? session.id : null,
    card: at === 'cardStep' ? session.id : null,
    completion: at === 'paying' ? { sessionId: session.id, session } : null,
  };
}

/** The facts after the path's events, for the unit replay and (their screen part) the browser walk. */
export function submitFacts({ input, events }: Pick<OracleStep<unknown>, 'input' | 'events'>) {
  const { donation, user, session } = input as CheckoutSubmitInput;
  const flow: Flow = { at: 'idle', user, request: null, answer: null, fieldErrors: [], paidSession: null, session, notices: [], tracked: [], broadcast: [], told: [] };
  for (const event of events) {
    const before = flow.at;
    step(flow, event as Sent, donation);
    // A dialog opened anew has been told nothing yet.
    if (flow.at !== before) flow.told = [];
  }
  const { at } = flow;
  return {
    step: STEP[at],
    busy: BUSY.includes(at),
    canSubmit: at === 'idle',
    fieldErrors: flow.fieldErrors,
    fastPay: at === 'fastPay' ? fastPayDialog(flow) : null,
    card: at === 'cardStep' ? cardStep(flow) : null,
    overdue: at === 'customerLimited' ? { customerId: flow.user?.did ?? null } : null,
    payer: flow.user?.did ?? null,
    told: at === 'fastPay' || at === 'cardStep' ? flow.told : null,
    timedOut: at === 'timedOut' ? { ...TIMED_OUT_TEXT } : null,
    paidSession: flow.paidSession,
    output: at === 'paid' ? { session: flow.paidSession ?? flow.answer?.checkoutSession ?? session } : null,
    calls: callsFor(flow, donation),
    notices: flow.notices,
    tracked: flow.tracked,
    broadcast: flow.broadcast,
  };
}

const facts = (step: OracleStep<Snapshot>) => submitFacts(step);

export const checkoutSubmitOracle = defineOracle({
  observe: (snapshot: Snapshot) => {
    const view = checkoutSubmitView(snapshot);
    // The graph's machine keeps what it told in its context (checkout-submit.graph.ts).
    const told = snapshot.context as { notices?: unknown[]; tracked?: unknown[]; broadcast?: unknown[] };
    // The graph's children never answer: a call's input is in its snapshot (a promise's input, a holding machine's context).
    const child = (id: string) => (snapshot.children as Record<string, { getSnapshot: () => { input?: unknown; context?: { sessionId?: string; told?: string[] } } } | undefined>)[id]?.getSnapshot();
    return {
      ...view,
      fieldErrors: Object.keys(view.fieldErrors).sort(),
      output: snapshot.output ?? null,
      payer: snapshot.context.user?.did ?? null,
      told: (child('fastPay') ?? child('cardPayment'))?.context?.told ?? null,
      calls: {
        login: child('login') !== undefined,
        submit: child('submit')?.input ?? null,
        wallet: child('walletConnect')?.input ?? null,
        fastPay: child('fastPay')?.context?.sessionId ?? null,
        card: child('cardPayment')?.context?.sessionId ?? null,
        completion: child('completion')?.input ?? null,
      },
      notices: told.notices ?? [],
      tracked: told.tracked ?? [],
      broadcast: told.broadcast ?? [],
    };
  },
  describe: {
    step: 'the step shown: the form, a dialog, the confirming banner, the time-out, the thanks',
    busy: 'the Pay button says Processing and ignores presses',
    canSubmit: 'the form can be submitted',
    fieldErrors: 'the fields marked invalid',
    fastPay: 'the confirmation dialog with its payer, amount and balance',
    card: 'the card dialog with the intent to confirm',
    overdue: 'the overdue dialog for the payer',
    payer: 'the payer logged in (the wallet and the overdue dialog are for them)',
    told: "what the payer's presses told the open dialog: Confirm and Cancel to fast pay, the card confirmation to the card form, each once",
    timedOut: 'the "not confirmed yet" message with Check again',
    paidSession: 'the paid session the thanks shows',
    output: 'the session handed to the success view',
    calls: 'whether the login is open, and which session (and payer) the submit, wallet, fast pay, card form and completion are asked for',
    notices: 'the toasts shown so far, in order',
    tracked: 'the analytics events sent so far (paySuccess, payFailed with the mode)',
    broadcast: 'the submit failures broadcast to the page (the session machine shakes on REQUIRE_CROSS_SELL)',
  },
  states: Object.fromEntries(Object.keys(STEP).map((state) => [`checkoutSubmit.${state}`, facts])),
});
