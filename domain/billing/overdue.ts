// The overdue invoices dialog's rules (docs/spec/checkout-and-billing.md §4 and §8,
// docs/reference/payment-react.md §3.10): whose invoices it shows, when nothing is left to pay,
// which currencies it cannot pay, which invoice.paid events concern it. Pure.
import type { OverdueResponse } from '@domain/model';
import { isCardMethod } from '@domain/payment';

/** Whose overdue invoices: one subscription's, or all of a customer's. */
export type OverdueTarget = { subscriptionId: string } | { customerId: string };

/** The error text of a dialog opened without a target (docs/spec/checkout-and-billing.md §8, verbatim). */
export const MISSING_TARGET_MESSAGE = 'Either subscriptionId or customerId must be provided';

export function overdueTargetOf(input: {
  subscriptionId?: string | undefined;
  customerId?: string | undefined;
}): OverdueTarget | null {
  if (input.subscriptionId) return { subscriptionId: input.subscriptionId };
  if (input.customerId) return { customerId: input.customerId };
  return null;
}

/** Nothing left to pay: the dialog closes (and a CUSTOMER_LIMITED checkout submits again). */
export function hasNoOverdue(response: OverdueResponse): boolean {
  return response.invoices.length === 0 || Object.keys(response.summary).length === 0;
}

/** Card-provider currencies are not payable in the dialog; their invoices open the detail page. */
export function isCardCurrency(response: OverdueResponse | null, currencyId: string): boolean {
  return isCardMethod(response?.summary[currencyId]?.method);
}

/** The part of an invoice.paid event that says whose invoice was paid. */
export interface InvoicePaidData {
  customer_id: string;
  subscription_id?: string | undefined;
}

/** An invoice.paid event concerns this dialog when it is for its subscription or its customer. */
export function isInvoicePaidForTarget(
  data: InvoicePaidData,
  target: OverdueTarget | null,
  overdue: OverdueResponse | null,
): boolean {
  if (!target) return false;
  if ('subscriptionId' in target) return data.subscription_id === target.subscriptionId;
  return (
    data.customer_id === target.customerId ||
    (overdue?.customer?.id !== undefined && data.customer_id === overdue.customer.id)
  );
}
