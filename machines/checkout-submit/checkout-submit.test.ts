import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutSubmitResponse, SessionUser } from '@domain/model';
import type {
  CheckoutApi,
  Notice,
  RealtimeEvent,
  WalletOutcome,
  WalletRequest,
} from '@machines/ports';
import { checkoutSubmitImplementations } from './checkout-submit.actors';
import {
  makeCreditCurrency,
  makeCurrency,
  makeMethod,
  makeSession,
  makeStripeMethod,
  makeSubmitResponse,
  makeUsdCurrency,
} from '@test/fixtures/checkout';
import type { CheckoutCompletionOutput } from '../checkout-completion/checkout-completion.machine';
import { fastPayMachine } from '../fast-pay/fast-pay.machine';
import {
  checkoutSubmitMachine,
  type CheckoutSubmitInput,
  type SubmitArgs,
  type SubmitRequest,
} from './checkout-submit.machine';
import { checkoutSubmitView } from './checkout-submit.view';
import { IDLE_SUBMIT_VIEW } from './idle-view';
import { paidSession, session, user, values } from '@test/fixtures/checkout-submit-graph';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const crypto: SubmitRequest = { values, session, method: makeMethod(), currency: makeCurrency() };
const card: SubmitRequest = { values, session, method: makeStripeMethod(), currency: makeUsdCurrency() };
const credit: SubmitRequest = { values, session, method: makeMethod(), currency: makeCreditCurrency() };
const apiError = (code: string, message: string) => Object.assign(new Error(message), { kind: 'http', code });

interface Fakes {
  submit?: (args: SubmitArgs) => Promise<CheckoutSubmitResponse>;
  wallet?: (request: WalletRequest) => Promise<WalletOutcome>;
  login?: () => Promise<SessionUser | null>;
  completion?: CheckoutCompletionOutput;
  fastPaid?: boolean;
  /** The fast-pay confirm call itself (default: answers fastPaid). */
  fastConfirm?: () => Promise<{ fastPaid: boolean }>;
}

function start(fakes: Fakes = {}, input: Partial<CheckoutSubmitInput> = {}) {
  const clock = new SimulatedClock();
  const submit = vi.fn(fakes.submit ?? (async () => makeSubmitResponse()));
  const wallet = vi.fn(fakes.wallet ?? (async (): Promise<WalletOutcome> => ({ status: 'approved' })));
  const login = vi.fn(fakes.login ?? (async () => user));
  const retrieve = vi.fn(async (_input?: unknown) => ({ checkoutSession: paidSession }));
  const fastConfirm = vi.fn(async (_input: unknown) => (fakes.fastConfirm ? fakes.fastConfirm() : { fastPaid: fakes.fastPaid ?? true }));
  const fastCheck = vi.fn(async (_input: unknown) => false);
  const notices: Notice[] = [];
  const tracked: Array<{ name: string; data: Readonly<Record<string, unknown>> }> = [];
  const completionOutput = fakes.completion ?? { outcome: 'paid', session: paidSession };
  const machine = checkoutSubmitMachine.provide({
    actors: {
      submitCheckout: fromPromise(({ input }: { input: SubmitArgs }) => submit(input)),
      connectWallet: fromPromise(({ input }: { input: WalletRequest }) => wallet(input)),
      login: fromPromise(login),
      fastPay: fastPayMachine.provide({
        actors: {
          fastCheckoutConfirm: fromPromise(({ input }) => fastConfirm(input)),
          checkPaid: fromPromise(({ input }) => fastCheck(input)),
        },
      }),
      completion: fromPromise(async ({ input }) => {
        await retrieve(input);
        return completionOutput;
      }) as never,
    },
    actions: {
      notify: (_, notice) => notices.push(notice),
      track: (_, event) => tracked.push(event),
    },
  });
  const actor = createActor(machine, { clock, input: { session, donation: false, user, ...input } }).start();
  const errors: unknown[] = [];
  actor.on('submit.error', (event) => errors.push(event));
  return {
    actor,
    clock,
    submit,
    wallet,
    login,
    retrieve,
    fastConfirm,
    fastCheck,
    notices,
    tracked,
    errors,
    view: () => checkoutSubmitView(actor.getSnapshot()),
  };
}

describe('checkout submit', () => {
  it('submits once however often the payer presses (double click, Enter repeat, impatient retry)', async () => {
    let release: (value: CheckoutSubmitResponse) => void = () => {};
    const slow = new Promise<CheckoutSubmitResponse>((resolve) => (release = resolve));
    const { actor, submit, view } = start({ submit: () => slow, wallet: () => new Promise(() => {}) });
    actor.send({ type: 'user.submit', ...crypto });
    actor.send({ type: 'user.submit', ...crypto });
    expect(view()).toMatchObject({ step: 'submitting', busy: true, canSubmit: false });
    actor.send({ type: 'user.submit', ...crypto });
    release(makeSubmitResponse());
    await flush();
    // The slow answer arrived and the wallet is open: pressing again still submits nothing.
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view().step).toBe('walletConnect');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('stays on the form with field errors and submits nothing when the form is invalid', () => {
    const { actor, submit, view } = start();
    actor.send({ type: 'user.submit', ...crypto, values: { ...values, customer_email: 'not-an-email' } });
    expect(view().step).toBe('form');
    expect(view().fieldErrors['customer_email']).toMatchObject({ key: 'validation.email' });
    expect(submit).not.toHaveBeenCalled();
  });

  it('logs a payer in first, then submits; a closed login submits nothing', async () => {
    const first = start({}, { user: null });
    first.actor.send({ type: 'user.submit', ...crypto });
    expect(first.view().step).toBe('loggingIn');
    await flush();
    expect(first.login).toHaveBeenCalledTimes(1);
    expect(first.submit).toHaveBeenCalledTimes(1);
    expect(first.wallet.mock.calls[0]?.[0].extraParams).toEqual({
      checkoutSessionId: session.id,
      sessionUserDid: user.did,
    });

    const closed = start({ login: async () => null }, { user: null });
    closed.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(closed.view().step).toBe('form');
    expect(closed.submit).not.toHaveBeenCalled();
  });

  it('lets a donation through without login and never offers fast pay to it', async () => {
    const sufficient = makeSubmitResponse({ balance: { sufficient: true }, fastPayInfo: { amount: '1' } });
    const donation = makeSession({ mode: 'donation' });
    const { actor, login, wallet } = start(
      { submit: async () => sufficient },
      { user: null, donation: true, session: donation },
    );
    actor.send({ type: 'user.submit', ...crypto, session: donation });
    await flush();
    expect(login).not.toHaveBeenCalled();
    expect(wallet).toHaveBeenCalledWith({
      action: 'donation',
      extraParams: { checkoutSessionId: session.id },
    });
  });

  it('offers fast pay when balance or delegation suffices; confirmed and paid it completes', async () => {
    const { actor, view, tracked, retrieve } = start({
      submit: async () =>
        makeSubmitResponse({
          delegation: { sufficient: true },
          fastPayInfo: { amount: '1000000000000000000', payer: 'z1payer' },
        }),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view().fastPay).toMatchObject({ kind: 'crypto', amount: '1', payer: 'z1payer', confirming: false });
    actor.send({ type: 'user.confirmFastPay' });
    expect(view().fastPay?.confirming).toBe(true);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ session: paidSession });
    expect(tracked).toEqual([{ name: 'paySuccess', data: { mode: 'payment' } }]);
  });

  it('closes fast pay on cancel; when not paid it toasts and falls back to the wallet', async () => {
    const sufficient = async () =>
      makeSubmitResponse({ balance: { sufficient: true }, fastPayInfo: { amount: '1' } });
    const cancelled = start({ submit: sufficient });
    cancelled.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    cancelled.actor.send({ type: 'user.cancel' });
    await flush();
    expect(cancelled.view().step).toBe('form');
    expect(cancelled.wallet).not.toHaveBeenCalled();

    let release: (outcome: WalletOutcome) => void = () => {};
    const notPaid = start({
      submit: sufficient,
      fastPaid: false,
      wallet: () => new Promise((resolve) => (release = resolve)),
    });
    notPaid.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    notPaid.actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(notPaid.view().step).toBe('walletConnect');
    expect(notPaid.notices).toEqual([{ tone: 'error', key: 'payment.checkout.fastPay.failed' }]);
    expect(notPaid.wallet).toHaveBeenCalledWith({
      action: 'payment',
      extraParams: { checkoutSessionId: session.id, sessionUserDid: user.did },
    });
    release({ status: 'approved' });
  });

  it('routes a credit currency to the credit confirmation or the Insufficient Credit dialog', async () => {
    const enough = start({ submit: async () => makeSubmitResponse({ creditSufficient: true }) });
    enough.actor.send({ type: 'user.submit', ...credit });
    await flush();
    expect(enough.view().fastPay?.kind).toBe('credit');

    const short = start({ submit: async () => makeSubmitResponse({ creditSufficient: false }) });
    short.actor.send({ type: 'user.submit', ...credit });
    await flush();
    expect(short.view().step).toBe('creditInsufficient');
    short.actor.send({ type: 'user.cancel' });
    expect(short.view().step).toBe('form');
  });

  it('shows the card step 200 ms after the answer (cardDelay) and handles a declined card', async () => {
    const answer = makeSubmitResponse({
      stripeContext: {
        client_secret: 'pi_secret',
        intent_type: 'payment_intent',
        status: 'requires_payment_method',
      },
    });
    const { actor, clock, view, notices, tracked } = start({ submit: async () => answer });
    actor.send({ type: 'user.submit', ...card });
    await flush();
    expect(view()).toMatchObject({ step: 'cardPending', card: null });
    clock.increment(199);
    expect(view().step).toBe('cardPending');
    clock.increment(1);
    expect(view()).toMatchObject({
      step: 'card',
      card: { clientSecret: 'pi_secret', intentType: 'payment_intent' },
    });
    actor.send({ type: 'card.failed', message: 'Your card was declined.' });
    expect(view().step).toBe('form');
    expect(notices).toEqual([{ tone: 'error', text: 'Your card was declined.' }]);
    expect(tracked).toEqual([
      { name: 'payFailed', data: { mode: 'payment', errorMessage: 'Your card was declined.' } },
    ]);
  });

  it('goes straight to paying when the card intent already succeeded, and reports paySuccess', async () => {
    const answer = makeSubmitResponse({
      stripeContext: { client_secret: 's', intent_type: 'payment_intent', status: 'succeeded' },
    });
    const { actor, tracked } = start({ submit: async () => answer });
    actor.send({ type: 'user.submit', ...card });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ session: paidSession });
    expect(checkoutSubmitView(actor.getSnapshot()).paidSession).toEqual(paidSession);
    expect(tracked).toEqual([{ name: 'paySuccess', data: { mode: 'payment' } }]);
  });

  it('asks the payer nothing when the server settled a 0 total at submit: no wallet, no fast pay, straight to the completion', async () => {
    const settled = { ...session, status: 'complete' as const, payment_status: 'no_payment_required' as const };
    const answer = makeSubmitResponse({ checkoutSession: settled, balance: { sufficient: true }, fastPayInfo: { amount: '0' } as never });
    const { actor, wallet, fastConfirm, tracked, view } = start({ submit: async () => answer });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(wallet).not.toHaveBeenCalled();
    expect(fastConfirm).not.toHaveBeenCalled();
    expect(view().step).toBe('paid');
    expect(tracked).toEqual([{ name: 'paySuccess', data: { mode: 'payment' } }]);
  });

  it('opens the overdue dialog on CUSTOMER_LIMITED and submits the same values again once paid', async () => {
    const answers = [
      Promise.reject(apiError('CUSTOMER_LIMITED', 'Customer has overdue invoices')),
      Promise.resolve(makeSubmitResponse()),
    ];
    answers[0]?.catch(() => {});
    const { actor, submit, view } = start({
      submit: () => answers.shift() ?? Promise.resolve(makeSubmitResponse()),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view()).toMatchObject({ step: 'customerLimited', overdue: { customerId: user.did } });
    actor.send({ type: 'overdue.paid' });
    await flush();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]).toEqual(submit.mock.calls[0]?.[0]);
  });

  it('toasts any other server code keyed error.{code} and broadcasts it', async () => {
    const { actor, notices, errors, view } = start({
      submit: async () => Promise.reject(apiError('REQUIRE_CROSS_SELL', 'Add the required item')),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view().step).toBe('form');
    expect(notices).toEqual([
      { tone: 'error', key: 'error.REQUIRE_CROSS_SELL', text: 'Add the required item' },
    ]);
    expect(errors).toEqual([
      {
        type: 'submit.error',
        code: 'REQUIRE_CROSS_SELL',
        eventName: 'error.REQUIRE_CROSS_SELL',
        message: 'Add the required item',
      },
    ]);
  });

  it('returns to the form with a notice when the wallet declines or the payer cancels', async () => {
    const declined = start({ wallet: async () => ({ status: 'declined', reason: 'Insufficient gas' }) });
    declined.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(declined.view().step).toBe('form');
    expect(declined.notices).toEqual([
      { tone: 'warning', key: 'payment.checkout.wallet.declined', text: 'Insufficient gas' },
    ]);

    const cancelled = start({ wallet: async () => ({ status: 'cancelled' }) });
    cancelled.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(cancelled.notices).toEqual([{ tone: 'info', key: 'payment.checkout.wallet.cancelled' }]);
  });

  it('after a completion time-out, checking again polls anew without submitting again', async () => {
    const { actor, submit, retrieve, view } = start({ completion: { outcome: 'timedOut' } });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view()).toMatchObject({
      step: 'timedOut',
      timedOut: { titleKey: 'payment.checkout.timeout.title' },
    });
    actor.send({ type: 'user.checkAgain' });
    expect(view().step).toBe('paying');
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows the provider message and reports payFailed when completion finds a failed intent', async () => {
    const { actor, notices, tracked, view } = start({
      completion: { outcome: 'failed', message: 'Authentication failed' },
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view().step).toBe('form');
    expect(notices).toEqual([{ tone: 'error', text: 'Authentication failed' }]);
    expect(tracked).toEqual([
      { name: 'payFailed', data: { mode: 'payment', errorMessage: 'Authentication failed' } },
    ]);
  });

  it('runs on the ports through checkoutSubmitImplementations (composition root wiring)', async () => {
    const notices: Notice[] = [];
    let realtimeListener: (event: RealtimeEvent) => void = () => {};
    const ports = {
      checkout: {
        submit: vi.fn(async () => makeSubmitResponse()),
        retrieve: vi.fn(async () => ({ checkoutSession: session })),
      } as unknown as CheckoutApi,
      wallet: { connect: vi.fn(async (): Promise<WalletOutcome> => ({ status: 'approved' })) },
      session: { user: () => user, login: async () => user },
      realtime: {
        subscribe: (listener: (event: RealtimeEvent) => void) => {
          realtimeListener = listener;
          return () => {};
        },
      },
      notifier: { notify: (notice: Notice) => notices.push(notice) },
      analytics: { track: vi.fn() },
    };
    const actor = createActor(checkoutSubmitMachine.provide(checkoutSubmitImplementations(ports)), {
      clock: new SimulatedClock(),
      input: { session, donation: false, user },
    }).start();
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(ports.checkout.submit).toHaveBeenCalledWith(session.id, values, { donation: false, kind: 'crypto' });
    expect(actor.getSnapshot().value).toBe('paying');
    realtimeListener({ type: 'checkout.session.completed', data: { id: session.id } });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(ports.analytics.track).toHaveBeenCalledWith('paySuccess', { mode: 'payment' });
  });
});

describe('the idle view shown before the machine loads', () => {
  it('is exactly the view of a freshly started submission', () => {
    expect(start().view()).toEqual(IDLE_SUBMIT_VIEW);
  });
});

describe('what the server receives', () => {
  it('the phone goes out in the normalised E.164 form the validator produced, not as typed', async () => {
    const { submittedValues } = await import('./form-validation');
    const phoneLibrary = await import('libphonenumber-js/min');
    const phoneSession = { ...session, phone_number_collection: { enabled: true } };
    const typed = { ...values, customer_phone: '+1 415 555 0123' };
    const sent = submittedValues({ values: typed, session: phoneSession, method: makeMethod(), rules: { phoneLibrary } });
    expect(sent.customer_phone).toBe('+14155550123');
    expect(sent.customer_name).toBe(values.customer_name);
    // Nothing to normalise: the values as they are.
    expect(submittedValues({ values, session: phoneSession, method: makeMethod() })).toBe(values);
  });
});

describe('server validation at the fields', () => {
  it("'Validate failed: customer_phone: …' goes to the phone field as well as the toast", async () => {
    const refusal = Object.assign(new Error('Validate failed: customer_phone: "customer_phone" is invalid'), {
      response: { status: 400, data: { details: [{ path: 'customer_phone', message: '"customer_phone" is invalid' }] } },
    });
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(
      checkoutSubmitMachine.provide({ actors: { submitCheckout: fromPromise(() => Promise.reject(refusal)) } }),
      { input: { session, donation: false, user } },
    ).start();
    actor.send({ type: 'user.submit', values, session, method: makeMethod(), currency: makeCurrency() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ customer_phone: { ok: false, key: 'server.validation', message: '"customer_phone" is invalid' } });
    // A new submit starts clean.
    actor.send({ type: 'user.submit', values, session, method: makeMethod(), currency: makeCurrency() });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});

describe('which session each call is for', () => {
  // The server may answer the submit with the session it now holds (a new one after a line-item
  // change, a subscription): every later call is about that one, not the session the form showed.
  const answered = makeSession({ id: 'cs_answered', mode: 'subscription' });

  it('the wallet, the completion and the analytics read the session the submit answered with', async () => {
    const { actor, wallet, retrieve, tracked } = start({ submit: async () => makeSubmitResponse({ checkoutSession: answered }) });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(wallet).toHaveBeenCalledWith({
      action: 'subscription',
      extraParams: { checkoutSessionId: 'cs_answered', sessionUserDid: user.did },
    });
    expect(retrieve).toHaveBeenCalledWith({ sessionId: 'cs_answered', session: answered });
    expect(tracked).toEqual([{ name: 'paySuccess', data: { mode: 'subscription' } }]);
  });

  it('fast pay confirms the answered session, in the chosen currency', async () => {
    const { actor, view, fastConfirm } = start({
      submit: async () =>
        makeSubmitResponse({ checkoutSession: answered, balance: { sufficient: true }, fastPayInfo: { amount: '1' } }),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view().fastPay).toMatchObject({ kind: 'crypto', symbol: crypto.currency.symbol });
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(fastConfirm).toHaveBeenCalledTimes(1);
    expect(fastConfirm).toHaveBeenCalledWith({ sessionId: 'cs_answered' });
  });

  it('the card step confirms the answered session: the card form is for it, and Confirm reaches it once', async () => {
    const answer = makeSubmitResponse({
      checkoutSession: answered,
      stripeContext: { client_secret: 'pi_secret', intent_type: 'payment_intent', status: 'requires_payment_method' },
    });
    const { actor, clock, view, retrieve } = start({ submit: async () => answer });
    actor.send({ type: 'user.submit', ...card });
    await flush();
    clock.increment(200);
    const child = actor.getSnapshot().children['cardPayment'] as { getSnapshot: () => { context: { sessionId: string } } };
    expect(child.getSnapshot().context.sessionId).toBe('cs_answered');
    expect(view().card?.payment).toEqual({ busy: false, error: null, check: null, checking: false });
    const confirm = vi.fn(async () => ({ status: 'succeeded' as const }));
    actor.send({ type: 'card.confirm', confirm });
    await flush();
    await flush();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(retrieve).toHaveBeenCalledWith({ sessionId: 'cs_answered', session: answered });
    expect(actor.getSnapshot().output).toEqual({ session: paidSession });
  });

  it('the card dialog shows the card form busy while it confirms, and a cancelled card returns to the form', async () => {
    const answer = makeSubmitResponse({
      stripeContext: { client_secret: 'pi_secret', intent_type: 'payment_intent', status: 'requires_payment_method' },
    });
    const { actor, clock, view, retrieve } = start({ submit: async () => answer });
    actor.send({ type: 'user.submit', ...card });
    await flush();
    clock.increment(200);
    actor.send({ type: 'card.confirm', confirm: () => new Promise(() => {}) });
    expect(view().card?.payment.busy).toBe(true);

    const again = start({ submit: async () => answer });
    again.actor.send({ type: 'user.submit', ...card });
    await flush();
    again.clock.increment(200);
    again.actor.send({ type: 'card.confirm', confirm: async () => ({ status: 'cancelled' as const }) });
    await flush();
    await flush();
    expect(again.view().step).toBe('form');
    expect(retrieve).not.toHaveBeenCalled();
    expect(again.retrieve).not.toHaveBeenCalled();
  });

  it('the submit sends the session id, the values, the donation flag and the payment kind of the chosen method', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'user.submit', ...card });
    await flush();
    expect(submit).toHaveBeenCalledWith({ sessionId: session.id, values, donation: false, kind: 'card' });
    const donation = start({}, { donation: true, user: null });
    donation.actor.send({ type: 'user.submit', ...credit });
    await flush();
    expect(donation.submit).toHaveBeenCalledWith({ sessionId: session.id, values, donation: true, kind: 'credit' });
  });
});

describe('what the payer is told when something goes wrong', () => {
  it('a fast pay that fails shows its message and opens the wallet, after asking about this session', async () => {
    const { actor, notices, view, fastCheck } = start({
      submit: async () => makeSubmitResponse({ balance: { sufficient: true }, fastPayInfo: { amount: '1' } }),
      fastConfirm: async () => Promise.reject(apiError('FAST_PAY', 'Account changed')),
      wallet: () => new Promise(() => {}),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    await flush();
    expect(fastCheck).toHaveBeenCalledWith({ sessionId: session.id });
    expect(view().step).toBe('walletConnect');
    expect(notices).toEqual([{ tone: 'error', text: 'Account changed' }]);
  });

  it('a wallet the payer closes stops with "nothing was charged"; a wallet that fails toasts its error', async () => {
    const open = start({ wallet: () => new Promise(() => {}) });
    open.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(open.view()).toMatchObject({ step: 'walletConnect', busy: true, canSubmit: false });
    open.actor.send({ type: 'user.cancel' });
    expect(open.view()).toMatchObject({ step: 'form', busy: false, canSubmit: true });
    expect(open.notices).toEqual([{ tone: 'info', key: 'payment.checkout.wallet.cancelled' }]);

    const broken = start({ wallet: async () => Promise.reject(new Error('Wallet unavailable')) });
    broken.actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(broken.view().step).toBe('form');
    expect(broken.notices).toEqual([{ tone: 'error', text: 'Wallet unavailable' }]);
    expect(broken.retrieve).not.toHaveBeenCalled();
  });

  it('a wallet that declines without a reason says so without a text', async () => {
    const { actor, notices, retrieve } = start({ wallet: async () => ({ status: 'declined' }) });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(notices).toEqual([{ tone: 'warning', key: 'payment.checkout.wallet.declined' }]);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('a login that fails toasts and submits nothing', async () => {
    const { actor, submit, notices, view } = start({ login: async () => Promise.reject(new Error('Login failed')) }, { user: null });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view().step).toBe('form');
    expect(notices).toEqual([{ tone: 'error', text: 'Login failed' }]);
    expect(submit).not.toHaveBeenCalled();
  });

  it('a refusal without a server code toasts its text with no key and broadcasts no code', async () => {
    const { actor, notices, errors, view } = start({ submit: async () => Promise.reject(new Error('Internal Server Error')) });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view()).toMatchObject({ step: 'form', overdue: null });
    expect(notices).toEqual([{ tone: 'error', text: 'Internal Server Error' }]);
    expect(errors).toEqual([{ type: 'submit.error', code: null, eventName: null, message: 'Internal Server Error' }]);
  });

  it('dismissing the overdue dialog returns to the form without submitting again', async () => {
    const { actor, submit, view, notices } = start({
      submit: async () => Promise.reject(apiError('CUSTOMER_LIMITED', 'Customer has overdue invoices')),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    // The overdue dialog replaces the toast: nothing else is shown or broadcast.
    expect(notices).toEqual([]);
    actor.send({ type: 'user.dismissOverdue' });
    expect(view()).toMatchObject({ step: 'form', overdue: null });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('login and the form', () => {
  it('a payer who logs in with an invalid form sees the fields, keeps the login, and is not asked again', async () => {
    const { actor, login, submit, view } = start({}, { user: null });
    actor.send({ type: 'user.submit', ...crypto, values: { ...values, customer_email: 'not-an-email' } });
    await flush();
    expect(view().step).toBe('form');
    expect(Object.keys(view().fieldErrors)).toEqual(['customer_email']);
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(login).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it('a donation asks no contact details: an empty e-mail is no error there', async () => {
    const { actor, submit, view } = start({}, { donation: true, user: null });
    actor.send({ type: 'user.submit', ...crypto, values: { ...values, customer_email: '', customer_name: '' } });
    await flush();
    expect(view().fieldErrors).toEqual({});
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('on the ports (composition root wiring)', () => {
  function wired(checkout: Partial<CheckoutApi> = {}, input: Partial<CheckoutSubmitInput> = {}, wallet?: () => Promise<WalletOutcome>) {
    const notices: Notice[] = [];
    const ports = {
      checkout: {
        submit: vi.fn(async () => makeSubmitResponse()),
        retrieve: vi.fn(async () => ({ checkoutSession: session })),
        fastCheckoutConfirm: vi.fn(async () => ({ fastPaid: true })),
        ...checkout,
      } as unknown as CheckoutApi,
      wallet: { connect: vi.fn(wallet ?? (() => new Promise<WalletOutcome>(() => {}))) },
      session: { user: () => user, login: vi.fn(async () => user) },
      realtime: { subscribe: () => () => {} },
      notifier: { notify: (notice: Notice) => notices.push(notice) },
      analytics: { track: vi.fn() },
    };
    const clock = new SimulatedClock();
    const actor = createActor(checkoutSubmitMachine.provide(checkoutSubmitImplementations(ports)), {
      clock,
      input: { session, donation: false, user, ...input },
    }).start();
    return { actor, clock, ports, notices };
  }

  it('logs in through the session port, then submits', async () => {
    const { actor, ports } = wired({}, { user: null });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(ports.session.login).toHaveBeenCalledTimes(1);
    expect(ports.checkout.submit).toHaveBeenCalledWith(session.id, values, { donation: false, kind: 'crypto' });
  });

  it('fast pay confirms this session through the checkout port', async () => {
    const { actor, ports } = wired({
      submit: vi.fn(async () => makeSubmitResponse({ balance: { sufficient: true }, fastPayInfo: { amount: '1' } })),
    });
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(ports.checkout.fastCheckoutConfirm).toHaveBeenCalledWith(session.id);
    expect(actor.getSnapshot().value).toBe('paying');
  });

  it('a card confirmation whose answer is lost asks the checkout port whether this session was paid', async () => {
    const { actor, clock, ports } = wired({
      submit: vi.fn(async () =>
        makeSubmitResponse({ stripeContext: { client_secret: 'pi_secret', intent_type: 'payment_intent', status: 'requires_payment_method' } }),
      ),
      retrieve: vi.fn(async () => ({ checkoutSession: paidSession })),
    });
    actor.send({ type: 'user.submit', ...card });
    await flush();
    clock.increment(200);
    actor.send({ type: 'card.confirm', confirm: async () => Promise.reject(new Error('network')) });
    await flush();
    await flush();
    // Paid: the card step ends and the completion finds the paid session too.
    expect(ports.checkout.retrieve).toHaveBeenCalledWith(session.id);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('toasts through the notifier port', async () => {
    const { actor, notices } = wired({}, {}, async () => ({ status: 'cancelled' }));
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(notices).toEqual([{ tone: 'info', key: 'payment.checkout.wallet.cancelled' }]);
  });
});

describe('answers and payers the dialogs must cope with', () => {
  it('a card answer without a client secret shows no card form', async () => {
    const { actor, clock, view } = start({ submit: async () => makeSubmitResponse({ stripeContext: null }) });
    actor.send({ type: 'user.submit', ...card });
    await flush();
    clock.increment(200);
    expect(view()).toMatchObject({ step: 'card', card: null });
  });

  it('the overdue dialog of a donor who is not logged in names no customer', async () => {
    const { actor, view } = start(
      { submit: async () => Promise.reject(apiError('CUSTOMER_LIMITED', 'Customer has overdue invoices')) },
      { donation: true, user: null },
    );
    actor.send({ type: 'user.submit', ...crypto });
    await flush();
    expect(view()).toMatchObject({ step: 'customerLimited', overdue: { customerId: null } });
  });

  it('the form follows the session and the method: a collected phone is required, a card asks for the postal code', () => {
    const phoneSession = { ...session, phone_number_collection: { enabled: true } };
    const phone = start({}, { session: phoneSession });
    phone.actor.send({ type: 'user.submit', ...crypto, session: phoneSession });
    expect(phone.view().fieldErrors['customer_phone']).toMatchObject({ key: 'validation.required' });
    expect(phone.submit).not.toHaveBeenCalled();

    const noPostalCode = { ...values, billing_address: { country: 'us' } };
    const byCard = start();
    byCard.actor.send({ type: 'user.submit', ...card, values: noPostalCode });
    expect(Object.keys(byCard.view().fieldErrors)).toEqual(['billing_address.postal_code']);
    const byToken = start();
    byToken.actor.send({ type: 'user.submit', ...crypto, values: noPostalCode });
    expect(byToken.view().step).toBe('submitting');
  });

  it('a phone the session does not collect, or one that is not valid, goes out as typed', async () => {
    const { submittedValues } = await import('./form-validation');
    const phoneLibrary = await import('libphonenumber-js/min');
    const typed = { ...values, customer_phone: '+1 415 555 0123' };
    expect(submittedValues({ values: typed, session, method: makeMethod(), rules: { phoneLibrary } })).toBe(typed);
    const phoneSession = { ...session, phone_number_collection: { enabled: true } };
    const broken = { ...values, customer_phone: '12' };
    expect(submittedValues({ values: broken, session: phoneSession, method: makeMethod(), rules: { phoneLibrary } })).toBe(broken);
  });
});
