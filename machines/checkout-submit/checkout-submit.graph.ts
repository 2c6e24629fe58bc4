// The submission machine for path generation. Its inert machine and events live in
// test/fixtures/checkout-submit-graph.ts because the UI walk (e2e/checkout-paths) shares them.
// Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { defineGraph } from '@machines/test-kit/machine-graph';
import { inertSubmitMachine, session, submitGraphEvents } from '@test/fixtures/checkout-submit-graph';
import type { CheckoutSubmitContext } from './checkout-submit.machine';
import { paymentKindOf } from '@domain/payment';

export const checkoutSubmitGraph = defineGraph({
  machine: inertSubmitMachine,
  options: {
    input: { session, donation: false, user: null },
    events: submitGraphEvents,
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
});
