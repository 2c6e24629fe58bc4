import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { INVOICE_LIST_DEFAULTS, invoiceListInfiniteQuery } from '@adapters/api/billing-tables';
import { dayRange } from '@domain/display';
import { formatError } from '@domain/errors';
import { useDefaultPageSize, type InvoiceListProps } from '@ui/tables';
import { useInvoicePaidRefresh } from './useInvoicePaidRefresh';
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
  const range = options.from && options.to ? dayRange(options.from, options.to) : undefined;
  const base = invoiceListInfiniteQuery(http, {
    ...INVOICE_LIST_DEFAULTS,
    pageSize,
    status: options.status ?? 'open,paid,uncollectible',
    currency_id: options.currency,
    customer_id: options.customerId,
    subscription_id: options.subscriptionId,
    q: options.q,
    start: range?.startSeconds,
    end: range?.endSeconds,
  });
  const cached = useQueryClient().getQueryData(base.queryKey);
  const poll = useInvoicePaidRefresh(options.customerId ?? cached?.pages[0]?.list[0]?.customer_id ?? undefined);
  const query = useInfiniteQuery({ ...base, refetchInterval: poll });
  const listProps: InvoiceListProps = {
    invoices: query.data?.pages.flatMap((p) => p.list) ?? [],
    links,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    error: query.error ? formatError(query.error) : null,
    onRetry: () => void query.refetch(),
    // With subscription_id the server answers the subscription too: its period end is the next invoice.
    nextInvoiceAt: query.data?.pages[0]?.subscription?.current_period_end ?? null,
  };
  return { listProps, query };
}
