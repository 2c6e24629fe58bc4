import type { SnapshotFrom } from 'xstate';
import { formatError } from '@domain/errors';
import { formatMoney, money } from '@domain/money';
import { isCardMethod } from '@domain/payment';
import type { overdueDialogMachine, CurrencyPayStatus } from './overdue-dialog.machine';

export interface OverdueCurrencyRow {
  currencyId: string;
  /** Token amount text ("12.5") and symbol. */
  amount: string;
  symbol: string;
  methodName: string;
  status: CurrencyPayStatus;
  /** Pay Now / Retry; false for card currencies and while another currency is paying. */
  payable: boolean;
  /** Card-provider currency: link to the invoice detail instead (the route builds the URL). */
  invoiceId: string | null;
}

export interface OverdueDialogView {
  status: 'loading' | 'error' | 'ready' | 'allPaid';
  errorText: string | null;
  canRetry: boolean;
  invoiceCount: number;
  subscriptionName: string | null;
  rows: OverdueCurrencyRow[];
  /** Polling gave up after 3 minutes: offer a refresh. */
  stale: boolean;
}

/** Snapshot in, view model out; the UI never sees state or event names. */
export function overdueDialogView(snapshot: SnapshotFrom<typeof overdueDialogMachine>): OverdueDialogView {
  const { context } = snapshot;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'error'
      : snapshot.matches('allPaid')
        ? 'allPaid'
        : 'ready';
  const paying = snapshot.matches({ ready: { payment: 'paying' } });
  const invoices = context.overdue?.invoices ?? [];
  const rows = Object.entries(context.overdue?.summary ?? {}).map(
    ([currencyId, entry]): OverdueCurrencyRow => {
      const isCard = isCardMethod(entry.method);
      const rowStatus = context.statuses[currencyId] ?? 'idle';
      return {
        currencyId,
        // In the group's own currency (the summary entry carries it), symbol beside.
        amount: formatMoney(money(entry.amount, entry.currency), { hideSymbol: true }),
        symbol: entry.currency.symbol,
        methodName: entry.method.name,
        status: rowStatus,
        payable: !isCard && !paying && (rowStatus === 'idle' || rowStatus === 'error'),
        invoiceId: isCard
          ? (invoices.find((invoice) => invoice.currency_id === currencyId)?.id ?? null)
          : null,
      };
    },
  );
  return {
    status,
    errorText: status === 'error' ? formatError(context.error) : null,
    canRetry: status === 'error' && context.target !== null,
    invoiceCount: invoices.length,
    subscriptionName: context.overdue?.subscription?.description ?? null,
    rows,
    stale: snapshot.matches({ ready: { sync: 'stopped' } }),
  };
}
