// The view model of one currency in the past-due flow: the overdue dialog's rows and the past-due
// page's groups render the same thing. The overdue-dialog machine's view (or the route) builds it.
import type { Invoice } from '@domain/model';
import type { AmountCurrency } from './money-text';

/** Per currency (spec §4): idle → paying → success, or error with retry. */
export type OverduePayState = 'idle' | 'paying' | 'success' | 'error';

export interface OverdueCurrencyGroup {
  currencyId: string;
  currency: AmountCurrency;
  /** Payment method name shown next to the amount ("ArcBlock", "Stripe"). */
  methodName?: string | undefined;
  /** Total due in this currency, smallest unit. */
  total: string;
  /** False for card-provider currencies: they are paid on the invoice page, not here. */
  payable: boolean;
  state: OverduePayState;
  /** The error text (domain formatError) when state is 'error'. */
  errorMessage?: string | null | undefined;
  /** Where a non-payable group is paid: the invoice page (of its first invoice). */
  invoiceHref?: string | undefined;
  /** The group's invoices (the past-due page lists them). */
  invoices?: readonly Invoice[] | undefined;
}
