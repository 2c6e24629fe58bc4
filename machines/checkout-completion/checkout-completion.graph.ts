// The completion machine for path generation: inert actors and event payloads that reach every
// branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromPromise } from 'xstate';
import type { RetrieveCheckoutResponse } from '@domain/model';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { makePaymentIntent, makeSession } from '@test/fixtures/checkout';
import { checkoutCompletionMachine } from './checkout-completion.machine';
import { checkoutCompletionOracle } from './checkout-completion.oracle';

const open = makeSession();
const paid = makeSession({ status: 'complete', payment_status: 'paid' });
// A read newer than the input (complete, not yet paid): the session a lost confirming read leaves.
const completeUnpaid = makeSession({ status: 'complete', payment_status: 'unpaid' });
const failedIntent = makePaymentIntent({
  status: 'requires_action',
  last_payment_error: { message: 'Declined' },
});
const retrieved = (output: object) => [{ type: 'xstate.done.actor.retrieveSession', output }];

const events = {
  'xstate.done.actor.retrieveSession': [
    ...retrieved({ checkoutSession: open }),
    ...retrieved({ checkoutSession: completeUnpaid }),
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

export const checkoutCompletionGraph = defineGraph({
  machine: checkoutCompletionMachine.provide({ actors: { retrieveSession: never } }),
  options: { input: { sessionId: open.id, session: open }, events },
  oracle: checkoutCompletionOracle,
});
