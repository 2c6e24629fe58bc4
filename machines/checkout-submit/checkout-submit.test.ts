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
}

function start(fakes: Fakes = {}, input: Partial<CheckoutSubmitInput> = {}) {
  const clock = new SimulatedClock();
  const submit = vi.fn(fakes.submit ?? (async () => makeSubmitResponse()));
  const wallet = vi.fn(fakes.wallet ?? (async (): Promise<WalletOutcome> => ({ status: 'approved' })));
  const login = vi.fn(fakes.login ?? (async () => user));
  const retrieve = vi.fn(async () => ({ checkoutSession: paidSession }));
  const notices: Notice[] = [];
  const tracked: Array<{ name: string; data: Readonly<Record<string, unknown>> }> = [];
  const completionOutput = fakes.completion ?? { outcome: 'paid', session: paidSession };
  const machine = checkoutSubmitMachine.provide({
    actors: {
      submitCheckout: fromPromise(({ input }: { input: SubmitArgs }) => submit(input)),
      connectWallet: fromPromise(({ input }: { input: WalletRequest }) => wallet(input)),
      login: fromPromise(login),
      fastPay: fastPayMachine.provide({
        actors: { fastCheckoutConfirm: fromPromise(async () => ({ fastPaid: fakes.fastPaid ?? true })) },
      }),
      completion: fromPromise(async () => {
        await retrieve();
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
