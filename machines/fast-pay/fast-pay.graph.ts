// The fast-pay machine for path generation: an inert confirm actor and event payloads that reach
// every branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromPromise } from 'xstate';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { makeCurrency } from '@test/fixtures/checkout';
import { fastPayMachine } from './fast-pay.machine';
import { fastPayOracle } from './fast-pay.oracle';

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
  options: {
    // 12.5 ABT asked of a payer holding 20 (18 decimals): the oracle expects exactly this text.
    input: { sessionId: 'cs_1', kind: 'crypto', info: { payer: 'z1payer', amount: '12500000000000000000', token: { balance: '20000000000000000000' } }, currency: makeCurrency() },
    events,
  },
  oracle: fastPayOracle,
});
