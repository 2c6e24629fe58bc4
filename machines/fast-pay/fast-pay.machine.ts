import { assign, fromPromise, setup } from 'xstate';
import { formatError } from '@domain/errors';
import type { FastCheckoutConfirmResponse, FastPayInfo, PaymentCurrency } from '@domain/model';

/**
 * The fast-pay confirmation (spec §4, reference §3.4.3): the payer's wallet can pay without a
 * connect step (balance or delegation sufficient), or a credit currency has enough credit.
 * confirm → confirming → paid | notPaid | failed, or cancelled from the dialog. The submit
 * machine invokes it and routes on the output: notPaid and failed fall back to wallet connect.
 */
export type FastPayKind = 'token' | 'credit';

export interface FastPayInput {
  sessionId: string;
  kind: FastPayKind;
  info: FastPayInfo | null;
  currency: PaymentCurrency;
}

export type FastPayOutput =
  | { outcome: 'paid' }
  | { outcome: 'notPaid' }
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; message: string };

export interface FastPayContext extends FastPayInput {
  outcome: FastPayOutput['outcome'] | null;
  error: string | null;
}

export type FastPayEvent = { type: 'user.confirmFastPay' } | { type: 'user.cancel' };

export const fastPayMachine = setup({
  types: {
    input: {} as FastPayInput,
    context: {} as FastPayContext,
    events: {} as FastPayEvent,
    output: {} as FastPayOutput,
  },
  actors: {
    fastCheckoutConfirm: fromPromise<FastCheckoutConfirmResponse, { sessionId: string }>(async () => {
      throw new Error('fastCheckoutConfirm is not provided');
    }),
  },
  guards: {
    wasFastPaid: (_, params: { response: FastCheckoutConfirmResponse }) => params.response.fastPaid,
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
      : { outcome: context.outcome ?? 'cancelled' },
  states: {
    confirm: {
      on: {
        'user.confirmFastPay': 'confirming',
        'user.cancel': { target: 'done', actions: { type: 'finish', params: { outcome: 'cancelled' } } },
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
        onError: {
          target: 'done',
          actions: [
            assign({ error: ({ event }) => formatError(event.error) }),
            { type: 'finish', params: { outcome: 'failed' } },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
