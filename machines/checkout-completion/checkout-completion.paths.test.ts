import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { RetrieveCheckoutResponse } from '@domain/model';
import { expectFullCoverage } from '@machines/test-kit';
import { makePaymentIntent, makeSession } from '@test/fixtures/checkout';
import { checkoutCompletionMachine } from './checkout-completion.machine';

const open = makeSession();
const paid = makeSession({ status: 'complete', payment_status: 'paid' });
const failedIntent = makePaymentIntent({
  status: 'requires_action',
  last_payment_error: { message: 'Declined' },
});
const retrieved = (output: object) => [{ type: 'xstate.done.actor.retrieveSession', output }];

const events = {
  'xstate.done.actor.retrieveSession': [
    ...retrieved({ checkoutSession: open }),
    ...retrieved({ checkoutSession: paid }),
    ...retrieved({ checkoutSession: open, paymentIntent: failedIntent }),
  ],
  'xstate.error.actor.retrieveSession': [
    { type: 'xstate.error.actor.retrieveSession', error: new Error('down') },
  ],
  'xstate.done.actor.confirmSession': [
    { type: 'xstate.done.actor.confirmSession', output: { checkoutSession: paid } },
  ],
  'xstate.error.actor.confirmSession': [
    { type: 'xstate.error.actor.confirmSession', error: new Error('down') },
  ],
  'ws.sessionCompleted': [
    { type: 'ws.sessionCompleted', sessionId: open.id },
    { type: 'ws.sessionCompleted', sessionId: 'cs_other' },
  ],
};

const never = fromPromise<RetrieveCheckoutResponse, { sessionId: string }>(() => new Promise(() => {}));

describe('checkout completion paths', () => {
  it('covers every state and transition', () => {
    const machine = checkoutCompletionMachine.provide({ actors: { retrieveSession: never } });
    const report = expectFullCoverage(machine, { input: { sessionId: open.id, session: open }, events });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
