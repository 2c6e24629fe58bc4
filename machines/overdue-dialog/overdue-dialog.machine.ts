import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { OverdueResponse } from '@domain/model';
import type { Notice, OverdueTarget, RealtimeEvent, WalletOutcome, WalletRequest } from '@machines/ports';
import { hasNoOverdue, isCardCurrency, isInvoicePaidForTarget, overdueTargetOf } from './overdue-rules';

/**
 * The past-due invoices dialog (spec §4 "Overdue dialog", §8, reference §3.10), used by a
 * CUSTOMER_LIMITED checkout and by the past-due page: load → ready (pay each currency through the
 * wallet's collect-batch; card currencies are not payable here) → allPaid when none remain.
 * invoice.paid events refetch debounced 1 s (at most 5 s late); without realtime it polls every
 * 2 s for up to 3 minutes.
 */
export interface OverdueDialogInput {
  subscriptionId?: string | undefined;
  customerId?: string | undefined;
}

export type CurrencyPayStatus = 'idle' | 'paying' | 'success' | 'error';

export interface OverdueDialogContext {
  target: OverdueTarget | null;
  overdue: OverdueResponse | null;
  error: unknown;
  /** Per currency id; a missing entry is idle. */
  statuses: Readonly<Record<string, CurrencyPayStatus>>;
  payingCurrencyId: string | null;
}

type InvoicePaidData = Extract<RealtimeEvent, { type: 'invoice.paid' }>['data'];

export type OverdueDialogEvent =
  | { type: 'user.pay'; currencyId: string }
  | { type: 'user.retry' }
  | { type: 'user.refresh' }
  | { type: 'ws.invoicePaid'; data: InvoicePaidData }
  | { type: 'ws.unavailable' };

const setStatus = (context: OverdueDialogContext, status: CurrencyPayStatus) =>
  context.payingCurrencyId === null
    ? context.statuses
    : { ...context.statuses, [context.payingCurrencyId]: status };

export const overdueDialogMachine = setup({
  types: {
    input: {} as OverdueDialogInput,
    context: {} as OverdueDialogContext,
    events: {} as OverdueDialogEvent,
  },
  actors: {
    /** Rejects with MISSING_TARGET_MESSAGE when target is null (see overdue-dialog.actors.ts). */
    loadOverdue: fromPromise<OverdueResponse, { target: OverdueTarget | null }>(async () => {
      throw new Error('loadOverdue is not provided');
    }),
    connectWallet: fromPromise<WalletOutcome, WalletRequest>(async () => {
      throw new Error('connectWallet is not provided');
    }),
    /** Sends ws.invoicePaid for invoice.paid events and ws.unavailable when the socket cannot serve. */
    watchInvoicePaid: fromCallback<EventObject>(() => {}),
  },
  guards: {
    hasTarget: ({ context }) => context.target !== null,
    noneLeft: (_, params: { response: OverdueResponse }) => hasNoOverdue(params.response),
    isCardCurrency: ({ context, event }) =>
      event.type === 'user.pay' && isCardCurrency(context.overdue, event.currencyId),
    canPay: ({ context, event }) => {
      if (event.type !== 'user.pay' || !context.overdue?.summary[event.currencyId]) return false;
      const status = context.statuses[event.currencyId] ?? 'idle';
      return status === 'idle' || status === 'error';
    },
    isForThisDialog: ({ context, event }) =>
      event.type === 'ws.invoicePaid' && isInvoicePaidForTarget(event.data, context.target, context.overdue),
    walletApproved: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'approved',
    walletCancelled: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'cancelled',
  },
  actions: {
    /** Shows a toast; provided at the composition root with the Notifier port. */
    notify: (_, _notice: Notice) => {},
    storeOverdue: assign((_, params: { response: OverdueResponse }) => ({ overdue: params.response })),
  },
  delays: {
    pollInterval: 2000,
    pollTimeout: 180_000,
    refetchDebounce: 1000,
    refetchMaxWait: 5000,
  },
}).createMachine({
  id: 'overdueDialog',
  initial: 'loading',
  context: ({ input }) => ({
    target: overdueTargetOf(input),
    overdue: null,
    error: null,
    statuses: {},
    payingCurrencyId: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOverdue',
        src: 'loadOverdue',
        input: ({ context }) => ({ target: context.target }),
        onDone: [
          {
            guard: { type: 'noneLeft', params: ({ event }) => ({ response: event.output }) },
            target: 'allPaid',
            actions: { type: 'storeOverdue', params: ({ event }) => ({ response: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'storeOverdue', params: ({ event }) => ({ response: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: {
      tags: ['error'],
      // A missing subscriptionId/customerId cannot be fixed by retrying.
      on: { 'user.retry': { guard: 'hasTarget', target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      states: {
        payment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.pay': [
                  {
                    guard: 'isCardCurrency',
                    actions: {
                      type: 'notify',
                      params: {
                        tone: 'error',
                        key: 'payment.checkout.paymentMethodNotSupported',
                        text: 'This payment method is not supported',
                      },
                    },
                  },
                  {
                    guard: 'canPay',
                    target: 'paying',
                    actions: assign({ payingCurrencyId: ({ event }) => event.currencyId }),
                  },
                ],
              },
            },
            paying: {
              tags: ['busy'],
              entry: assign(({ context }) => ({ statuses: setStatus(context, 'paying') })),
              invoke: {
                id: 'collectBatch',
                src: 'connectWallet',
                input: ({ context }) => ({
                  action: 'collect-batch' as const,
                  title: 'Pay Due Invoices',
                  extraParams: { currencyId: context.payingCurrencyId ?? '', ...(context.target ?? {}) },
                }),
                onDone: [
                  {
                    guard: { type: 'walletApproved', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      statuses: setStatus(context, 'success'),
                      payingCurrencyId: null,
                    })),
                  },
                  {
                    guard: { type: 'walletCancelled', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      statuses: setStatus(context, 'idle'),
                      payingCurrencyId: null,
                    })),
                  },
                  {
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      statuses: setStatus(context, 'error'),
                      payingCurrencyId: null,
                    })),
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    statuses: setStatus(context, 'error'),
                    payingCurrencyId: null,
                  })),
                },
              },
            },
          },
        },
        sync: {
          initial: 'live',
          states: {
            live: {
              invoke: { id: 'invoicePaidEvents', src: 'watchInvoicePaid' },
              on: { 'ws.unavailable': 'polling' },
              initial: 'listening',
              states: {
                listening: { on: { 'ws.invoicePaid': { guard: 'isForThisDialog', target: 'debouncing' } } },
                // Each paid event restarts the 1 s quiet timer; the 5 s cap fires regardless.
                debouncing: {
                  after: { refetchMaxWait: 'refetching' },
                  initial: 'quiet',
                  states: {
                    // Re-entering only `quiet` (not `debouncing`) keeps the max-wait timer running.
                    quiet: {
                      after: { refetchDebounce: '#overdueDialog.ready.sync.live.refetching' },
                      on: { 'ws.invoicePaid': { guard: 'isForThisDialog', target: 'quiet', reenter: true } },
                    },
                  },
                },
                refetching: {
                  entry: {
                    type: 'notify',
                    params: { tone: 'success', key: 'payment.customer.invoice.paySuccess' },
                  },
                  invoke: {
                    id: 'refetchOverdue',
                    src: 'loadOverdue',
                    input: ({ context }) => ({ target: context.target }),
                    onDone: [
                      {
                        guard: { type: 'noneLeft', params: ({ event }) => ({ response: event.output }) },
                        target: '#overdueDialog.allPaid',
                      },
                      {
                        target: 'listening',
                        actions: {
                          type: 'storeOverdue',
                          params: ({ event }) => ({ response: event.output }),
                        },
                      },
                    ],
                    onError: 'listening',
                  },
                },
              },
            },
            polling: {
              after: { pollTimeout: 'stopped' },
              initial: 'waiting',
              states: {
                waiting: { after: { pollInterval: 'fetching' } },
                fetching: {
                  invoke: {
                    id: 'pollOverdue',
                    src: 'loadOverdue',
                    input: ({ context }) => ({ target: context.target }),
                    onDone: [
                      {
                        guard: { type: 'noneLeft', params: ({ event }) => ({ response: event.output }) },
                        target: '#overdueDialog.allPaid',
                      },
                      {
                        target: 'waiting',
                        actions: {
                          type: 'storeOverdue',
                          params: ({ event }) => ({ response: event.output }),
                        },
                      },
                    ],
                    onError: 'waiting',
                  },
                },
              },
            },
            // Polling gave up after 3 minutes; the payer can refresh by hand.
            stopped: { on: { 'user.refresh': 'polling' } },
          },
        },
      },
    },
    allPaid: { type: 'final' },
  },
});
