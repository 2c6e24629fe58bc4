// The submission machine's graph for the UI paths (loaded through jiti by submit-paths.spec.ts:
// the domain imports packages Playwright's ESM loader cannot resolve). Same event list as
// machines/checkout-submit/checkout-submit.paths.test.ts.
import { fromPromise, getNextSnapshot, type EventObject, type NonReducibleUnknown } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CheckoutSubmitResponse, SessionUser } from '@domain/model';
import type { CheckoutCompletionInput, CheckoutCompletionOutput } from '@machines/checkout-completion/checkout-completion.machine';
import { checkoutSubmitMachine, type CheckoutSubmitContext, type SubmitArgs } from '@machines/checkout-submit/checkout-submit.machine';
import { paymentKindOf } from '@machines/checkout-submit/submit-rules';
import type { FastPayInput, FastPayOutput } from '@machines/fast-pay/fast-pay.machine';
import type { WalletOutcome, WalletRequest } from '@machines/ports';
import { eventsToTry } from '@machines/test-kit/generate-paths';
import {
  makeCreditCurrency,
  makeCurrency,
  makeMethod,
  makeSession,
  makeStripeMethod,
  makeSubmitResponse,
  makeUsdCurrency,
} from '@test/fixtures/checkout';

export type GraphEvent = EventObject & Record<string, unknown>;
export interface GraphPath {
  state: string;
  steps: Array<{ event: GraphEvent; state: string }>;
}

// ---- The graph: the event list of checkout-submit.paths.test.ts, with a logged-in payer (the
// journeys open scenarios as their identity; the guest login has its own journey). ----
const session = makeSession();
const paidSession = makeSession({ status: 'complete', payment_status: 'paid' });
const user: SessionUser = { did: 'z1payer', fullName: 'Alice', passports: [] };
const values = { customer_name: 'Alice', customer_email: 'alice@example.com', payment_currency: 'pc_abt', payment_method: 'pm_arcblock', billing_address: { country: 'us', postal_code: '94103' } };
const submit = (method: object, currency: object, formValues: object = values) => ({ type: 'user.submit', values: formValues, session, method, currency });
const answered = (output: CheckoutSubmitResponse) => ({ type: 'xstate.done.actor.submit', output });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const apiError = (code: string) => Object.assign(new Error(code), { code });

const events: Record<string, EventObject[]> = {
  'user.submit': [
    submit(makeMethod(), makeCurrency()),
    submit(makeStripeMethod(), makeUsdCurrency()),
    submit(makeMethod(), makeCreditCurrency()),
    submit(makeMethod(), makeCurrency(), { ...values, customer_email: '' }),
  ],
  'xstate.done.actor.submit': [
    answered(makeSubmitResponse()),
    answered(makeSubmitResponse({ balance: { sufficient: true }, fastPayInfo: { amount: '1' } })),
    answered(makeSubmitResponse({ creditSufficient: true })),
    answered(makeSubmitResponse({ stripeContext: { client_secret: 's', status: 'succeeded' } })),
  ],
  'xstate.error.actor.submit': [failed('submit', apiError('CUSTOMER_LIMITED')), failed('submit', apiError('REQUIRE_CROSS_SELL'))],
  'xstate.done.actor.fastPay': ['paid', 'cancelled', 'notPaid'].map((outcome) => done('fastPay', { outcome })).concat(done('fastPay', { outcome: 'failed', message: 'Account changed' })),
  'xstate.done.actor.walletConnect': [
    done('walletConnect', { status: 'approved' } satisfies WalletOutcome),
    done('walletConnect', { status: 'declined', reason: 'no' } satisfies WalletOutcome),
    done('walletConnect', { status: 'cancelled' } satisfies WalletOutcome),
  ],
  'xstate.error.actor.walletConnect': [failed('walletConnect', new Error('wallet unavailable'))],
  'xstate.done.actor.completion': [
    done('completion', { outcome: 'paid', session: paidSession }),
    done('completion', { outcome: 'failed', message: 'Declined' }),
    done('completion', { outcome: 'timedOut' }),
  ],
  'card.failed': [{ type: 'card.failed', message: 'Declined' } as EventObject],
};

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const machine = checkoutSubmitMachine.provide({
  actors: {
    login: never<SessionUser | null, NonReducibleUnknown>(),
    submitCheckout: never<CheckoutSubmitResponse, SubmitArgs>(),
    connectWallet: never<WalletOutcome, WalletRequest>(),
    fastPay: never<FastPayOutput, FastPayInput>() as never,
    completion: never<CheckoutCompletionOutput, CheckoutCompletionInput>() as never,
  },
});
const serializeContext = (context: CheckoutSubmitContext) => [
  context.request ? paymentKindOf(context.request.method, context.request.currency) : null,
  context.request?.values.customer_email ?? null,
];
const raw = getShortestPaths(machine, {
  input: { session, donation: false, user },
  events: eventsToTry(machine, { events }),
  serializeState: (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, serializeContext(snapshot.context as CheckoutSubmitContext)]),
  limit: 2000,
} as never) as unknown as Array<{ state: { value: unknown }; steps: Array<{ event: EventObject & Record<string, unknown>; state: { value: unknown } }> }>;

const stateName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type RawPath = (typeof raw)[number];
const toPath = (path: RawPath): GraphPath => ({
  state: stateName(path.state.value),
  steps: path.steps.map((step) => ({ event: step.event, state: stateName(step.state.value) })),
});

const DIALOGS = ['fastPay', 'creditInsufficient', 'walletConnect', 'cardStep', 'customerLimited'];
const tried = eventsToTry(machine, { events });
const paid = events['xstate.done.actor.completion']![0]!;

/**
 * Shortest paths to every distinct (state, payment kind, email), plus one step out of every
 * dialog state with every event it reacts to (a step into paying goes on to paid), so that each
 * way out of a dialog is walked too.
 */
export const submitPaths: GraphPath[] = [
  ...raw.map(toPath),
  ...raw
    .filter((path) => DIALOGS.includes(stateName(path.state.value)))
    .flatMap((path) =>
      tried.flatMap((event) => {
        if (machine.getTransitionData(path.state as never, event as never).length === 0) return [];
        let next: ReturnType<typeof getNextSnapshot<typeof machine>>;
        try {
          next = getNextSnapshot(machine, path.state as never, event as never);
        } catch {
          // Forwarded to a child (user.confirmFastPay in fastPay): its done event is the way out.
          return [];
        }
        const base = toPath(path);
        const steps = [...base.steps, { event: event as GraphEvent, state: stateName(next.value) }];
        if (next.value === 'paying') steps.push({ event: paid as GraphEvent, state: stateName(getNextSnapshot(machine, next, paid as never).value) });
        return [{ state: steps.at(-1)!.state, steps }];
      }),
    ),
];
