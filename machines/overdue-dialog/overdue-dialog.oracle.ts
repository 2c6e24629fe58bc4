// What must hold in each overdue-dialog state (docs/spec/checkout-and-billing.md §4 "Overdue
// dialog", §8; docs/reference/payment-react.md §3.10): it loads, then lists one row per currency
// with its amount in that currency; a card currency is not payable here (it links to its invoice);
// one currency pays at a time through the wallet (approved → paid, cancelled → payable again, any
// other answer → Retry); an invoice.paid event for this subscription or customer refetches after
// 1 s (5 s at most); without realtime it polls every 2 s and gives up after 3 minutes (refresh
// offered); the dialog closes when nothing is left. A failed load says why and offers Retry only
// when there is a subscription or customer to load for: without one, retrying cannot help.
// The oracle also judges the toasts shown so far (a card currency's Pay is refused with one; a
// refetch after invoice.paid says the invoices were paid) and which subscription or customer each
// load and the wallet's collect-batch are for.
// The dialog the payer must see is folded from the input and the events the path sent, never
// read from the machine's context, so a machine that takes a forbidden step disagrees with it.
import BigNumber from 'bignumber.js';
import type { EventObject } from 'xstate';
import type { OverdueResponse } from '@domain/model';
import type { Notice, OverdueTarget, WalletOutcome } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { overdueDialogView } from './overdue-dialog.view';
import type { CurrencyPayStatus, OverdueDialogInput } from './overdue-dialog.types';

type Snapshot = Parameters<typeof overdueDialogView>[0];

type Sync = 'listening' | 'debouncing' | 'refetching' | 'waiting' | 'fetching' | 'stopped';

interface Dialog {
  status: 'loading' | 'error' | 'ready' | 'allPaid';
  errorText: string | null;
  overdue: OverdueResponse | null;
  statuses: Record<string, CurrencyPayStatus>;
  paying: string | null;
  sync: Sync;
  notices: unknown[];
}

type Sent = EventObject & { output?: unknown; error?: unknown; currencyId?: string; data?: { customer_id: string; subscription_id?: string } };

const isCard = (overdue: OverdueResponse | null, currencyId: string) => overdue?.summary[currencyId]?.method.type === 'stripe';
const nothingLeft = (response: OverdueResponse) => response.invoices.length === 0 || Object.keys(response.summary).length === 0;

/** §8: an invoice.paid event concerns this dialog when it names its subscription, or its customer. */
function concernsThisDialog(input: OverdueDialogInput, dialog: Dialog, data: NonNullable<Sent['data']>): boolean {
  if (input.subscriptionId) return data.subscription_id === input.subscriptionId;
  if (input.customerId) return data.customer_id === input.customerId || data.customer_id === dialog.overdue?.customer?.id;
  return false;
}

/** An answer to a (re)load: nothing left closes the dialog, anything else replaces the list. */
function answered(dialog: Dialog, response: OverdueResponse, next: Sync): void {
  if (nothingLeft(response)) dialog.status = 'allPaid';
  else Object.assign(dialog, { overdue: response, sync: next });
}

const walletStatus = (outcome: WalletOutcome): CurrencyPayStatus =>
  outcome.status === 'approved' ? 'success' : outcome.status === 'cancelled' ? 'idle' : 'error';

const UNSUPPORTED: Notice = { tone: 'error', key: 'payment.checkout.paymentMethodNotSupported', text: 'This payment method is not supported' };
const PAID: Notice = { tone: 'success', key: 'payment.customer.invoice.paySuccess' };

/** What the dialog loads for: the subscription first, then the customer, else nothing. */
const targetOf = (input: OverdueDialogInput): OverdueTarget | null =>
  input.subscriptionId ? { subscriptionId: input.subscriptionId } : input.customerId ? { customerId: input.customerId } : null;

const LIVE: readonly Sync[] = ['listening', 'debouncing', 'refetching'];

/** One event's effect on the dialog, by the rules above. */
function step(dialog: Dialog, input: OverdueDialogInput, event: Sent): void {
  const hasTarget = Boolean(input.subscriptionId || input.customerId);
  const { type } = event;
  if (dialog.status === 'loading') {
    if (type === 'xstate.done.actor.loadOverdue') answered(Object.assign(dialog, { status: 'ready', sync: 'listening' }), event.output as OverdueResponse, 'listening');
    if (type === 'xstate.error.actor.loadOverdue') Object.assign(dialog, { status: 'error', errorText: (event.error as Error).message });
    return;
  }
  if (dialog.status === 'error') {
    if (type === 'user.retry' && hasTarget) Object.assign(dialog, { status: 'loading', errorText: null });
    return;
  }
  if (dialog.status !== 'ready') return;
  const currencyId = event.currencyId ?? '';
  const status = dialog.statuses[currencyId] ?? 'idle';
  if (type === 'user.pay' && dialog.paying === null && isCard(dialog.overdue, currencyId)) dialog.notices = [...dialog.notices, UNSUPPORTED];
  if (type === 'user.pay' && dialog.paying === null && !isCard(dialog.overdue, currencyId) && dialog.overdue?.summary[currencyId] && (status === 'idle' || status === 'error')) {
    dialog.paying = currencyId;
    dialog.statuses = { ...dialog.statuses, [currencyId]: 'paying' };
  }
  const settle = (next: CurrencyPayStatus) => {
    if (dialog.paying !== null) dialog.statuses = { ...dialog.statuses, [dialog.paying]: next };
    dialog.paying = null;
  };
  if (type === 'xstate.done.actor.collectBatch' && dialog.paying !== null) settle(walletStatus(event.output as WalletOutcome));
  if (type === 'xstate.error.actor.collectBatch' && dialog.paying !== null) settle('error');
  const { sync } = dialog;
  if (type === 'ws.unavailable' && LIVE.includes(sync)) dialog.sync = 'waiting';
  if (type === 'ws.invoicePaid' && (sync === 'listening' || sync === 'debouncing') && event.data && concernsThisDialog(input, dialog, event.data)) dialog.sync = 'debouncing';
  if (sync === 'debouncing' && (type.startsWith('xstate.after.refetchDebounce') || type.startsWith('xstate.after.refetchMaxWait'))) {
    dialog.sync = 'refetching';
    dialog.notices = [...dialog.notices, PAID];
  }
  if (sync === 'refetching' && type === 'xstate.done.actor.refetchOverdue') answered(dialog, event.output as OverdueResponse, 'listening');
  if (sync === 'refetching' && type === 'xstate.error.actor.refetchOverdue') dialog.sync = 'listening';
  if (sync === 'waiting' && type.startsWith('xstate.after.pollInterval')) dialog.sync = 'fetching';
  if (sync === 'fetching' && type === 'xstate.done.actor.pollOverdue') answered(dialog, event.output as OverdueResponse, 'waiting');
  if (sync === 'fetching' && type === 'xstate.error.actor.pollOverdue') dialog.sync = 'waiting';
  if ((sync === 'waiting' || sync === 'fetching') && type.startsWith('xstate.after.pollTimeout')) dialog.sync = 'stopped';
  if (sync === 'stopped' && type === 'user.refresh') dialog.sync = 'waiting';
}

function dialogAfter({ input, events }: OracleStep<Snapshot>): Dialog {
  const dialog: Dialog = { status: 'loading', errorText: null, overdue: null, statuses: {}, paying: null, sync: 'listening', notices: [] };
  for (const event of events) step(dialog, input as OverdueDialogInput, event as Sent);
  return dialog;
}

/** The facts a payer sees: the rows with their amounts in each currency's own decimals, the actions offered. */
function facts(step: OracleStep<Snapshot>) {
  const input = step.input as OverdueDialogInput;
  const dialog = dialogAfter(step);
  const invoices = dialog.overdue?.invoices ?? [];
  const target = targetOf(input);
  const ready = dialog.status === 'ready';
  return {
    notices: dialog.notices,
    calls: {
      load: dialog.status === 'loading' ? { target } : null,
      wallet: ready && dialog.paying !== null ? { action: 'collect-batch', title: 'Pay Due Invoices', extraParams: { currencyId: dialog.paying, ...target } } : null,
      refetch: ready && dialog.sync === 'refetching' ? { target } : null,
      poll: ready && dialog.sync === 'fetching' ? { target } : null,
    },
    status: dialog.status,
    errorText: dialog.errorText,
    canRetry: dialog.status === 'error' && Boolean(input.subscriptionId || input.customerId),
    invoiceCount: invoices.length,
    subscriptionName: dialog.overdue?.subscription?.description ?? null,
    stale: dialog.status === 'ready' && dialog.sync === 'stopped',
    rows: Object.entries(dialog.overdue?.summary ?? {}).map(([currencyId, entry]) => {
      const card = isCard(dialog.overdue, currencyId);
      const status = dialog.statuses[currencyId] ?? 'idle';
      return {
        currencyId,
        amount: new BigNumber(entry.amount).shiftedBy(-entry.currency.decimal).toFixed(),
        symbol: entry.currency.symbol,
        methodName: entry.method.name,
        status,
        payable: !card && dialog.paying === null && (status === 'idle' || status === 'error'),
        invoiceId: card ? (invoices.find((invoice) => invoice.currency_id === currencyId)?.id ?? null) : null,
      };
    }),
  };
}

export const overdueDialogOracle = defineOracle({
  observe: (snapshot: Snapshot) => {
    // The graph's calls never answer: each one's input is in its snapshot; its toasts are in the context (overdue-dialog.graph.ts).
    const child = (id: string) => (snapshot.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>)[id]?.getSnapshot().input ?? null;
    return {
      ...overdueDialogView(snapshot),
      notices: (snapshot.context as { notices?: unknown[] }).notices ?? [],
      calls: { load: child('loadOverdue'), wallet: child('collectBatch'), refetch: child('refetchOverdue'), poll: child('pollOverdue') },
    };
  },
  describe: {
    status: 'what the dialog shows (loading, error, the list, all paid)',
    errorText: 'the error message',
    canRetry: 'the Retry button is offered',
    rows: 'each currency row: amount, symbol, method, pay status, Pay Now offered, invoice link',
    stale: 'a refresh is offered after polling gave up',
    notices: 'the toasts shown so far, in order',
    calls: 'which subscription or customer the load, the refetch, the poll and the wallet payment (with its currency) are for',
  },
  states: {
    'overdueDialog.loading': facts,
    'overdueDialog.failed': facts,
    'overdueDialog.ready': facts,
    // The dialog closes: what it listed no longer matters, only that it closed and offers nothing.
    'overdueDialog.allPaid': (step) => {
      const { status, errorText, canRetry, stale, notices, calls } = facts(step);
      return { status, errorText, canRetry, stale, notices, calls };
    },
  },
});
