// The submission machine for path generation. Its inert machine and events live in
// test/fixtures/checkout-submit-graph.ts because the UI walk (e2e/checkout-paths) shares them.
// Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { assign, setup } from 'xstate';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { recordInContext } from '@machines/test-kit/record-in-context';
import { makeSession, makeSubmitResponse } from '@test/fixtures/checkout';
import { inertSubmitMachine, session, submitGraphEvents } from '@test/fixtures/checkout-submit-graph';
import type { CheckoutSubmitContext } from './checkout-submit.machine';
import { checkoutSubmitOracle } from './checkout-submit.oracle';
import { paymentKindOf } from '@domain/payment';

/**
 * Children that hold their input and do nothing: the dialogs they back render from it (the fast-pay
 * confirmation its payer and amount, the card form its empty state), and no forwarded event can
 * finish them behind the traversal's back. Their own steps are their machines' paths tests. Each
 * keeps the types of the events it was sent (`told`), for the oracle to judge what the payer's
 * presses reached.
 */
const holding = <C extends object>(context: (input: never) => C) =>
  setup({ types: {} as { context: C & { told: string[] } } }).createMachine({
    context: ({ input }) => ({ ...context(input as never), told: [] }),
    on: { '*': { actions: assign({ told: ({ context, event }) => [...context.told, event.type] }) as never } },
  });

/**
 * What the submission tells the payer and the rest of the page (toasts, analytics, the broadcast
 * error) is kept in the context, in order, for the oracle to judge (the app provides these
 * actions with its ports; an assign in their place only records what they were given).
 */
type Told = { broadcast?: unknown[] };

const answered = (output: object) => ({ type: 'xstate.done.actor.submit', output: makeSubmitResponse(output) });

// The path test's answers beyond the walk's: amounts and a card secret, so the oracle checks what
// the dialogs show (the walk's answers come from the sandbox, see e2e/checkout-paths).
const events = {
  ...submitGraphEvents,
  // The card secret first: the shortest path into the card step takes it, so the card dialog is judged.
  'xstate.done.actor.submit': [
    answered({ stripeContext: { client_secret: 'seti_secret', intent_type: 'setup_intent', status: 'requires_payment_method' } as never }),
    ...submitGraphEvents['xstate.done.actor.submit']!,
    answered({ balance: { sufficient: false }, delegation: { sufficient: true }, fastPayInfo: { payer: 'z1payer', amount: '12500000000000000000', token: { balance: '20000000000000000000' } } as never }),
    // A 0 total (a promotion code covering it all): the server answers the session completed.
    answered({ checkoutSession: makeSession({ status: 'complete', payment_status: 'no_payment_required' }) }),
  ],
  // A wallet that declines without a reason: the warning has no text of its own.
  'xstate.done.actor.walletConnect': [
    ...submitGraphEvents['xstate.done.actor.walletConnect']!,
    { type: 'xstate.done.actor.walletConnect', output: { status: 'declined' } },
  ],
  // The server's validation names a field: it is marked at the form, beside the toast.
  'xstate.error.actor.submit': [
    ...submitGraphEvents['xstate.error.actor.submit']!,
    {
      type: 'xstate.error.actor.submit',
      error: Object.assign(new Error('Validate failed: customer_phone: "customer_phone" is invalid'), {
        response: { status: 400, data: { details: [{ path: 'customer_phone', message: '"customer_phone" is invalid' }] } },
      }),
    },
  ],
};

export const checkoutSubmitGraph = defineGraph({
  machine: inertSubmitMachine.provide({
    actors: {
      fastPay: holding((input: object) => ({ ...input, outcome: null, error: null })) as never,
      cardPayment: holding((input: { sessionId: string }) => ({ sessionId: input.sessionId, error: null, check: null })) as never,
    },
    actions: {
      notify: recordInContext('notices'),
      track: recordInContext('tracked'),
      broadcastError: assign(({ context }: { context: Told }, { error }: { error: unknown }) => ({ broadcast: [...(context.broadcast ?? []), error] })) as never,
    },
  }),
  options: {
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
  },
  oracle: checkoutSubmitOracle,
});
