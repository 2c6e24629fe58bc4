import { useInfiniteQuery } from '@tanstack/react-query';
import { INVOICE_LIST_DEFAULTS, invoiceListInfiniteQuery } from '@adapters/api/billing-tables';
import { useDefaultPageSize, type InvoiceListProps } from '@ui/tables';
import { filterParams } from './filter-params';
import { groupedListProps, useListRefresh } from './list-query';
import { useTableEnv } from './useTableEnv';

/**
 * Binds InvoiceList (grouped by day, "View more invoices") to GET /api/invoices page by page,
 * with the realtime refresh. Usage: `const { listProps } = useInvoiceList({}); <InvoiceList {...listProps} />`.
 */
export function useInvoiceList(
  options: {
    customerId?: string | undefined;
    subscriptionId?: string | undefined;
    status?: string | undefined;
    currency?: string | undefined;
    /** Search text and day range (YYYY-MM-DD), as the table's URL state holds them. */
    q?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  } = {},
) {
  const { http, links } = useTableEnv();
  const pageSize = useDefaultPageSize();
  const base = invoiceListInfiniteQuery(http, {
    ...INVOICE_LIST_DEFAULTS,
    pageSize,
    ...filterParams(options, options.customerId),
    status: options.status ?? 'open,paid,uncollectible',
    subscription_id: options.subscriptionId,
  });
  const query = useInfiniteQuery({ ...base, refetchInterval: useListRefresh(base.queryKey, options.customerId) });
  const { rows, ...list } = groupedListProps(query);
  const listProps: InvoiceListProps = {
    ...list,
    invoices: rows,
    links,
    // With subscription_id the server answers the subscription too: its period end is the next invoice.
    nextInvoiceAt: query.data?.pages[0]?.subscription?.current_period_end ?? null,
  };
  return { listProps, query };
}
