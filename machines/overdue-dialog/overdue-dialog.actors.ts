import { fromCallback, type EventObject } from 'xstate';
import { fromCancellablePromise } from '@machines/cancellable-promise';
import type { OverdueResponse } from '@domain/model';
import type {
  BillingApi,
  Notice,
  Notifier,
  OverdueTarget,
  RealtimePort,
  WalletOutcome,
  WalletPort,
  WalletRequest,
} from '@machines/ports';
import { MISSING_TARGET_MESSAGE } from '@domain/billing';

/**
 * The overdue dialog's implementations over the ports, for the composition root:
 * `overdueDialogMachine.provide(overdueDialogImplementations(ports))`.
 */
export function overdueDialogImplementations(ports: {
  billing: BillingApi;
  wallet: WalletPort;
  realtime: RealtimePort;
  notifier: Notifier;
}) {
  return {
    actors: {
      loadOverdue: fromCancellablePromise<OverdueResponse, { target: OverdueTarget | null }>(
        async ({ input, signal }) => {
          if (input.target === null) throw new Error(MISSING_TARGET_MESSAGE);
          return ports.billing.overdueInvoices(input.target, signal);
        },
      ),
      connectWallet: fromCancellablePromise<WalletOutcome, WalletRequest>(({ input, signal }) =>
        ports.wallet.connect(input, signal),
      ),
      watchInvoicePaid: fromCallback<EventObject>(({ sendBack }) =>
        ports.realtime.subscribe(
          (event) => {
            if (event.type === 'invoice.paid') sendBack({ type: 'ws.invoicePaid', data: event.data });
          },
          (status) => {
            if (status === 'unavailable' || status === 'closed') sendBack({ type: 'ws.unavailable' });
          },
        ),
      ),
    },
    actions: {
      notify: (_: unknown, notice: Notice) => ports.notifier.notify(notice),
    },
  };
}
