import { assign } from 'xstate';
import { overdueTargetOf } from '@domain/billing';
import { overdueDialogSetup, setStatus } from './overdue-dialog.setup';

export * from './overdue-dialog.setup';

/**
 * The past-due invoices dialog (docs/spec/checkout-and-billing.md §4 "Overdue dialog", §8, docs/reference/payment-react.md §3.10), used by a
 * CUSTOMER_LIMITED checkout and by the past-due page: load → ready (pay each currency through the
 * wallet's collect-batch; card currencies are not payable here) → allPaid when none remain.
 * invoice.paid events refetch debounced 1 s (at most 5 s late); without realtime it polls every
 * 2 s for up to 3 minutes.
 */
export const overdueDialogMachine = overdueDialogSetup.createMachine({
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
                    guard: { type: 'isCardCurrency', params: ({ event }) => ({ currencyId: event.currencyId }) },
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
                    guard: { type: 'canPay', params: ({ event }) => ({ currencyId: event.currencyId }) },
                    target: 'paying',
                    actions: assign({ payingCurrencyId: ({ event }) => event.currencyId }),
                  },
                ],
              },
            },
            paying: {
              entry: assign(({ context }) => ({ statuses: setStatus(context, 'paying') })),
              invoke: {
                id: 'collectBatch',
                src: 'connectWallet',
                input: ({ context }) => ({
                  action: 'collect-batch' as const,
                  title: 'Pay Due Invoices',
                  // Stryker disable next-line StringLiteral: unreachable fallback for the type (user.pay set the currency before this step)
                  extraParams: { currencyId: context.payingCurrencyId ?? '', ...(context.target ?? {}) },
                }),
                onDone: [
                  {
                    guard: { type: 'walletApproved', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'idle',
                    actions: { type: 'settlePayment', params: { status: 'success' } },
                  },
                  {
                    guard: { type: 'walletCancelled', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'idle',
                    actions: {
                      type: 'settlePayment',
                      // Stryker disable next-line ObjectLiteral: equivalent, a currency with no status reads as idle (statuses: a missing entry is idle)
                      params: { status: 'idle' },
                    },
                  },
                  { target: 'idle', actions: { type: 'settlePayment', params: { status: 'error' } } },
                ],
                onError: { target: 'idle', actions: { type: 'settlePayment', params: { status: 'error' } } },
              },
            },
          },
        },
        sync: {
          initial: 'live',
          states: {
            live: {
              invoke: { src: 'watchInvoicePaid' },
              on: { 'ws.unavailable': 'polling' },
              initial: 'listening',
              states: {
                listening: { on: { 'ws.invoicePaid': { guard: { type: 'isForThisDialog', params: ({ event }) => ({ data: event.data }) }, target: 'debouncing' } } },
                // Each paid event restarts the 1 s quiet timer; the 5 s cap fires regardless.
                debouncing: {
                  after: { refetchMaxWait: 'refetching' },
                  initial: 'quiet',
                  states: {
                    // Re-entering only `quiet` (not `debouncing`) keeps the max-wait timer running.
                    quiet: {
                      after: { refetchDebounce: '#overdueDialog.ready.sync.live.refetching' },
                      on: { 'ws.invoicePaid': { guard: { type: 'isForThisDialog', params: ({ event }) => ({ data: event.data }) }, target: 'quiet', reenter: true } },
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
