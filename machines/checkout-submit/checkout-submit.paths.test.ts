import { describe, expect, it } from 'vitest';
import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { CheckoutSubmitResponse, SessionUser } from '@domain/model';
import type { WalletOutcome, WalletRequest } from '@machines/ports';
import type {
  CheckoutCompletionInput,
  CheckoutCompletionOutput,
} from '../checkout-completion/checkout-completion.machine';
import type { FastPayInput, FastPayOutput } from '../fast-pay/fast-pay.machine';
import { expectFullCoverage } from '@machines/test-kit';
import {
  makeCreditCurrency,
  makeCurrency,
  makeMethod,
  makeSession,
  makeStripeMethod,
  makeSubmitResponse,
  makeUsdCurrency,
} from '@test/fixtures/checkout';
import {
  checkoutSubmitMachine,
  type CheckoutSubmitContext,
  type SubmitArgs,
} from './checkout-submit.machine';
import { paymentKindOf } from './submit-rules';

const session = makeSession();
const paidSession = makeSession({ status: 'complete', payment_status: 'paid' });
const user: SessionUser = { did: 'z1payer', fullName: 'Alice', passports: [] };
const values = {
  customer_name: 'Alice',
  customer_email: 'alice@example.com',
  payment_currency: 'pc_abt',
  payment_method: 'pm_arcblock',
  billing_address: { country: 'us', postal_code: '94103' },
};
const submit = (method: object, currency: object, formValues: object = values) => ({
  type: 'user.submit',
  values: formValues,
  session,
  method,
  currency,
});
const answered = (output: CheckoutSubmitResponse) => ({ type: 'xstate.done.actor.submit', output });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const apiError = (code: string) => Object.assign(new Error(code), { code });

const events = {
  'user.submit': [
    submit(makeMethod(), makeCurrency()),
    submit(makeStripeMethod(), makeUsdCurrency()),
    submit(makeMethod(), makeCreditCurrency()),
    submit(makeMethod(), makeCurrency(), { ...values, customer_email: '' }),
  ],
  'xstate.done.actor.login': [done('login', user), done('login', null)],
  'xstate.error.actor.login': [failed('login', new Error('login failed'))],
  'xstate.done.actor.submit': [
    answered(makeSubmitResponse()),
    answered(makeSubmitResponse({ balance: { sufficient: true }, fastPayInfo: { amount: '1' } })),
    answered(makeSubmitResponse({ creditSufficient: true })),
    answered(makeSubmitResponse({ stripeContext: { client_secret: 's', status: 'succeeded' } })),
  ],
  'xstate.error.actor.submit': [
    failed('submit', apiError('CUSTOMER_LIMITED')),
    failed('submit', apiError('REQUIRE_CROSS_SELL')),
  ],
  'xstate.done.actor.fastPay': ['paid', 'cancelled', 'notPaid']
    .map((outcome) => done('fastPay', { outcome }))
    .concat(done('fastPay', { outcome: 'failed', message: 'Account changed' })),
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
  'card.failed': [{ type: 'card.failed', message: 'Declined' }],
};

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

describe('checkout submit paths', () => {
  it('covers every state and transition', () => {
    const machine = checkoutSubmitMachine.provide({
      actors: {
        login: never<SessionUser | null, NonReducibleUnknown>(),
        submitCheckout: never<CheckoutSubmitResponse, SubmitArgs>(),
        connectWallet: never<WalletOutcome, WalletRequest>(),
        // Children stay inert: a forwarded user.cancel must not finish a real fast-pay child
        // behind the traversal's back (the traversal does not run children).
        fastPay: never<FastPayOutput, FastPayInput>() as never,
        completion: never<CheckoutCompletionOutput, CheckoutCompletionInput>() as never,
      },
    });
    const report = expectFullCoverage(machine, {
      input: { session, donation: false, user: null },
      events,
      // Shortest paths plus one step out of every state cover it all; the simple paths of this
      // graph (every cycle-free route) are too many to enumerate.
      simplePaths: false,
      // The routing guards read the chosen payment kind, the login guard the user, formInvalid the form.
      serializeContext: (context: CheckoutSubmitContext) => [
        context.request ? paymentKindOf(context.request.method, context.request.currency) : null,
        context.user !== null,
        context.request?.values.customer_email ?? null,
      ],
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
