// The card-payment machine for path generation: inert actors and event payloads that reach every
// branch. Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { fromPromise } from 'xstate';
import { defineGraph } from '@machines/test-kit/machine-graph';
import type { CardResult } from '@machines/ports';
import { cardPaymentMachine, type ConfirmCard } from './card-payment.machine';
import { cardPaymentOracle } from './card-payment.oracle';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
const confirm: ConfirmCard = () => new Promise(() => {});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
// Each failure its own text, so that the oracle tells whose text the form shows.
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) });

const events = {
  'card.confirm': [{ type: 'card.confirm', confirm }],
  'xstate.done.actor.confirmCard': [
    done('confirmCard', { status: 'succeeded' } satisfies CardResult),
    done('confirmCard', { status: 'cancelled' } satisfies CardResult),
    done('confirmCard', { status: 'failed', message: 'Your card was declined.' } satisfies CardResult),
  ],
  'xstate.error.actor.confirmCard': [failed('confirmCard', 'Network error')],
  'xstate.done.actor.checkPaid': [done('checkPaid', true), done('checkPaid', false)],
  'xstate.error.actor.checkPaid': [failed('checkPaid', 'Session read failed')],
  'xstate.done.actor.recheckPaid': [done('recheckPaid', true), done('recheckPaid', false)],
  'xstate.error.actor.recheckPaid': [failed('recheckPaid', 'Session read timed out')],
};

export const cardPaymentGraph = defineGraph({
  machine: cardPaymentMachine.provide({
    actors: { confirmCard: never<CardResult, { confirm: ConfirmCard | null }>(), checkPaid: never<boolean, { sessionId: string }>() },
    // Run without the submission around it: nobody to tell.
    actions: { tellPaid: () => {}, tellCancelled: () => {} },
  }),
  // The outcome-unknown guard reads the last check.
  options: { input: { sessionId: 'cs_1' }, events, serializeContext: (context: { check: string | null }) => [context.check] },
  oracle: cardPaymentOracle,
});
