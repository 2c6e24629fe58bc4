import { InvoicesTable } from '@ui/tables';
import { useInvoicesTable, useLocalTableState } from '../-tables';

/** The subscription's invoices: the billing tables' InvoicesTable on GET /api/invoices?subscription_id. */
export function SubscriptionInvoices({
  subscriptionId,
  caption,
}: {
  subscriptionId: string;
  caption: string;
}) {
  const state = useLocalTableState();
  const { tableProps } = useInvoicesTable({ state, subscriptionId });
  return <InvoicesTable {...tableProps} caption={caption} hideSubscription />;
}
