// The overdue-dialog machine's view rows → the billing views' currency groups. The machine's
// `payable` is false both for card currencies and while another currency pays; the views need the
// two apart: `notSupported` (the currency's method is the card provider, from the settings) and
// `disabled` (wait for the other payment).
import type { Invoice } from '@domain/model';
import type { OverdueDialogView } from '@machines/overdue-dialog/overdue-dialog.view';
import type { OverdueCurrencyGroup } from '@ui/billing';

export interface OverdueGroupsInput {
  view: OverdueDialogView;
  /** Currencies of the card provider (domain/billing cardCurrencyIds over the settings). */
  cardCurrencyIds: ReadonlySet<string>;
  /** The due invoices of the last answer; the past-due page lists them per currency. */
  invoices?: readonly Invoice[] | undefined;
  invoiceHref: (invoiceId: string) => string;
}

export function overdueGroups({ view, cardCurrencyIds, invoices, invoiceHref }: OverdueGroupsInput): OverdueCurrencyGroup[] {
  // Everything is paid: the rows of the last answer are history, not something to pay.
  if (view.status === 'allPaid') return [];
  return view.rows.map((row) => {
    // Settings may not have loaded yet: the machine's own card flag (an invoice id) stands in.
    const notSupported = cardCurrencyIds.has(row.currencyId) || row.invoiceId !== null;
    const waiting = row.status === 'idle' || row.status === 'error';
    const group: OverdueCurrencyGroup = {
      currencyId: row.currencyId,
      amount: row.amount,
      symbol: row.symbol,
      methodName: row.methodName,
      status: row.status,
      notSupported,
      disabled: !notSupported && waiting && !row.payable,
    };
    if (row.invoiceId) group.invoiceHref = invoiceHref(row.invoiceId);
    if (invoices) group.invoices = invoices.filter((invoice) => invoice.currency_id === row.currencyId);
    return group;
  });
}
