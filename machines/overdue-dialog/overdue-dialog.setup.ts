import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { OverdueResponse } from '@domain/model';
import type { Notice, OverdueTarget, WalletOutcome, WalletRequest } from '@machines/ports';
import { hasNoOverdue, isCardCurrency, isInvoicePaidForTarget, type InvoicePaidData } from '@domain/billing';
import type { OverdueDialogInput, CurrencyPayStatus, OverdueDialogContext, OverdueDialogEvent } from './overdue-dialog.types';

export type { OverdueDialogInput, CurrencyPayStatus, OverdueDialogContext, OverdueDialogEvent } from './overdue-dialog.types';

export const setStatus = (context: OverdueDialogContext, status: CurrencyPayStatus) =>
  context.payingCurrencyId === null
    ? context.statuses
    : { ...context.statuses, [context.payingCurrencyId]: status };

/**
 * Types, guards, actions and delays of the past-due invoices dialog; the states are in
 * overdue-dialog.machine.ts.
 */
export const overdueDialogSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as OverdueDialogInput,
    context: {} as OverdueDialogContext,
    events: {} as OverdueDialogEvent,
  },
  // Stryker disable ObjectLiteral,BlockStatement,StringLiteral: placeholders the composition root and every test replace (overdueDialogImplementations)
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
  // Stryker restore ObjectLiteral,BlockStatement,StringLiteral
  guards: {
    hasTarget: ({ context }) => context.target !== null,
    noneLeft: (_, params: { response: OverdueResponse }) => hasNoOverdue(params.response),
    isCardCurrency: ({ context }, params: { currencyId: string }) => isCardCurrency(context.overdue, params.currencyId),
    canPay: ({ context }, params: { currencyId: string }) => {
      // Stryker disable next-line OptionalChaining: equivalent, the list is held in every state that offers Pay (the type allows none)
      if (!context.overdue?.summary[params.currencyId]) return false;
      const status = context.statuses[params.currencyId] ?? 'idle';
      return status === 'idle' || status === 'error';
    },
    isForThisDialog: ({ context }, params: { data: InvoicePaidData }) => isInvoicePaidForTarget(params.data, context.target, context.overdue),
    walletApproved: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'approved',
    walletCancelled: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'cancelled',
  },
  actions: {
    /** Shows a toast; provided at the composition root with the Notifier port. */
    notify: (_, _notice: Notice) => {},
    /** The wallet step ended: the paying currency's status becomes `status`. */
    settlePayment: assign(({ context }, params: { status: CurrencyPayStatus }) => ({
      statuses: setStatus(context, params.status),
      payingCurrencyId: null,
    })),
    storeOverdue: assign((_, params: { response: OverdueResponse }) => ({ overdue: params.response })),
  },
  delays: {
    pollInterval: 2000,
    pollTimeout: 180_000,
    refetchDebounce: 1000,
    refetchMaxWait: 5000,
  },
});
