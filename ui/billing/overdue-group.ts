// One currency of the past-due flow, shaped like the overdue-dialog machine's row
// (machines/overdue-dialog/overdue-dialog.view.ts: currencyId, amount, symbol, methodName, status)
// plus the two flags the view cannot infer from `payable` alone.
import type { CurrencyPayStatus } from '@machines/overdue-dialog/overdue-dialog.machine';
import type { Invoice } from '@domain/model';

/** Per currency (docs/spec/checkout-and-billing.md §4): idle → paying → success, or error with retry. */
export type OverduePayState = CurrencyPayStatus;

export interface OverdueCurrencyGroup {
  currencyId: string;
  /** Total due as token text, formatted by the view ("12.5"). */
  amount: string;
  symbol: string;
  methodName?: string | null | undefined;
  status: OverduePayState;
  /** Card-provider currency: not payable here; the note links to invoiceHref. */
  notSupported?: boolean | undefined;
  /** Another currency is being paid: this Pay Now waits. */
  disabled?: boolean | undefined;
  /** Text of a failed payment; default 'Failed to pay the invoice'. */
  errorMessage?: string | null | undefined;
  /** The invoice page where a card-provider currency is paid. */
  invoiceHref?: string | undefined;
  /** The group's invoices (the past-due page lists them; amounts use invoice.paymentCurrency). */
  invoices?: readonly Invoice[] | undefined;
}

/** "12.5 ABT" */
export const groupAmountText = (group: Pick<OverdueCurrencyGroup, 'amount' | 'symbol'>) => `${group.amount} ${group.symbol}`;
