// TODO(domain): move to domain/billing (overdue dialog rules of spec §4/§8, reference §3.10);
// kept here because no domain module owns them yet. Pure.
import type { OverdueResponse } from '@domain/model';
import type { OverdueTarget, RealtimeEvent } from '@machines/ports';

/** Spec §8, verbatim. */
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

/** Card-provider currencies are not payable in the dialog (spec §4); their invoices open the detail page. */
export function isCardCurrency(response: OverdueResponse | null, currencyId: string): boolean {
  return response?.summary[currencyId]?.method.type === 'stripe';
}

type InvoicePaid = Extract<RealtimeEvent, { type: 'invoice.paid' }>['data'];

/** An invoice.paid event concerns this dialog when it is for its subscription or its customer. */
export function isInvoicePaidForTarget(
  data: InvoicePaid,
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
