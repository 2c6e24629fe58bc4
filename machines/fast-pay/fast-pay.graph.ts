// The fast-pay machine for path generation: an inert confirm actor and event payloads that reach
// every branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromPromise } from 'xstate';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { makeCurrency } from '@test/fixtures/checkout';
import { fastPayMachine } from './fast-pay.machine';

const events = {
  'xstate.done.actor.fastCheckoutConfirm': [
    { type: 'xstate.done.actor.fastCheckoutConfirm', output: { fastPaid: true } },
    { type: 'xstate.done.actor.fastCheckoutConfirm', output: { fastPaid: false } },
  ],
  'xstate.error.actor.fastCheckoutConfirm': [
    { type: 'xstate.error.actor.fastCheckoutConfirm', error: new Error('Account changed') },
  ],
  'xstate.done.actor.checkPaid': [
    { type: 'xstate.done.actor.checkPaid', output: true },
    { type: 'xstate.done.actor.checkPaid', output: false },
  ],
  'xstate.error.actor.checkPaid': [{ type: 'xstate.error.actor.checkPaid', error: new Error('Network error') }],
};

export const fastPayGraph = defineGraph({
  machine: fastPayMachine.provide({
    actors: {
      fastCheckoutConfirm: fromPromise<{ fastPaid: boolean }, { sessionId: string }>(() => new Promise(() => {})),
      checkPaid: fromPromise<boolean, { sessionId: string }>(() => new Promise(() => {})),
    },
  }),
  options: { input: { sessionId: 'cs_1', kind: 'crypto', info: null, currency: makeCurrency() }, events },
});
