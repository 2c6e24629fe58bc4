import { assign, fromPromise, setup } from 'xstate';
import { formatError } from '@domain/errors';
import type { FastCheckoutConfirmResponse } from '@domain/model';
import type { FastPayInput, FastPayOutput, FastPayContext, FastPayEvent } from './fast-pay.types';

export type { FastPayInput, FastPayOutput, FastPayContext, FastPayEvent } from './fast-pay.types';

/**
 * The fast-pay confirmation (docs/spec/checkout-and-billing.md §4, docs/reference/payment-react.md §3.4): the payer's wallet can pay without a
 * connect step (balance or delegation sufficient), or a credit currency has enough credit.
 * confirm → confirming → paid | notPaid | failed, or cancelled from the dialog; a failed
 * confirmation first asks the server whether the session was paid (checking). The submit
 * machine invokes it and routes on the output: notPaid and failed fall back to wallet connect.
 */
export const fastPayMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as FastPayInput,
    context: {} as FastPayContext,
    events: {} as FastPayEvent,
    output: {} as FastPayOutput,
  },
  // Stryker disable ObjectLiteral,BlockStatement,StringLiteral: placeholders the composition root and every test replace (fastPayActors)
  actors: {
    fastCheckoutConfirm: fromPromise<FastCheckoutConfirmResponse, { sessionId: string }>(async () => {
      throw new Error('fastCheckoutConfirm is not provided');
    }),
    /** True when the server says the session is paid (a read, never a payment). */
    checkPaid: fromPromise<boolean, { sessionId: string }>(async () => {
      throw new Error('checkPaid is not provided');
    }),
  },
  // Stryker restore ObjectLiteral,BlockStatement,StringLiteral
  guards: {
    wasFastPaid: (_, params: { response: FastCheckoutConfirmResponse }) => params.response.fastPaid,
    isPaid: (_, params: { paid: boolean }) => params.paid,
  },
  actions: {
    finish: assign((_, params: { outcome: FastPayOutput['outcome'] }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'fastPay',
  initial: 'confirm',
  context: ({ input }) => ({ ...input, outcome: null, error: null }),
  output: ({ context }): FastPayOutput =>
    context.outcome === 'failed'
      ? { outcome: 'failed', message: context.error ?? formatError(undefined) }
      : // Closed from the dialog is the only way to done that sets no outcome.
        { outcome: context.outcome ?? 'cancelled' },
  states: {
    confirm: {
      on: {
        'user.confirmFastPay': 'confirming',
        'user.cancel': 'done',
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'fastCheckoutConfirm',
        src: 'fastCheckoutConfirm',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          {
            guard: { type: 'wasFastPaid', params: ({ event }) => ({ response: event.output }) },
            target: 'done',
            actions: { type: 'finish', params: { outcome: 'paid' } },
          },
          { target: 'done', actions: { type: 'finish', params: { outcome: 'notPaid' } } },
        ],
        // The answer is lost or broken: the payment may have gone through. Ask before the wallet
        // is offered again: a paid session ends as paid, with one payment.
        onError: { target: 'checking', actions: assign({ error: ({ event }) => formatError(event.error) }) },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkPaid',
        src: 'checkPaid',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ paid: event.output }) },
            target: 'done',
            actions: { type: 'finish', params: { outcome: 'paid' } },
          },
          { target: 'done', actions: { type: 'finish', params: { outcome: 'failed' } } },
        ],
        onError: { target: 'done', actions: { type: 'finish', params: { outcome: 'failed' } } },
      },
    },
    done: { type: 'final' },
  },
});
