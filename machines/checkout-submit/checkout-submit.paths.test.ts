import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { inertSubmitMachine, session, submitGraphEvents as events } from '@test/fixtures/checkout-submit-graph';
import type { CheckoutSubmitContext } from './checkout-submit.machine';
import { paymentKindOf } from './submit-rules';

describe('checkout submit paths', () => {
  it('covers every state and transition', () => {
    const machine = inertSubmitMachine;
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
