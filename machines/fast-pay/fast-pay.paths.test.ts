import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { expectFullCoverage } from '@machines/test-kit';
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
};

describe('fast pay paths', () => {
  it('covers every state and transition', () => {
    const machine = fastPayMachine.provide({
      actors: {
        fastCheckoutConfirm: fromPromise<{ fastPaid: boolean }, { sessionId: string }>(
          () => new Promise(() => {}),
        ),
      },
    });
    const input = { sessionId: 'cs_1', kind: 'token', info: null, currency: makeCurrency() };
    const report = expectFullCoverage(machine, { input, events });
    expect(report.transitions.missing).toEqual([]);
  });
});
