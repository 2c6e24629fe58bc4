import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { paymentListInfiniteQuery } from '@adapters/api/billing-tables';
import { dayRange } from '@domain/display';
import { formatError } from '@domain/errors';
import { useDefaultPageSize, type PaymentListProps } from '@ui/tables';
import type { TableState } from './table-state';
import { useInvoicePaidRefresh } from './useInvoicePaidRefresh';
import { useTableEnv } from './useTableEnv';

/**
 * Binds PaymentList (grouped by day, "View more payments") to GET /api/payment-intents page by
 * page, with the table state's filters and the realtime refresh.
 * Usage: `const { listProps } = usePaymentList({ state }); <PaymentList {...listProps} />`.
 */
export function usePaymentList(options: { state: TableState; customerId?: string | undefined }) {
  const { http, links } = useTableEnv();
  const pageSize = useDefaultPageSize();
  const { search } = options.state;
  const range = search.from && search.to ? dayRange(search.from, search.to) : undefined;
  const base = paymentListInfiniteQuery(http, {
    pageSize,
    status: search.status,
    currency_id: search.currency,
    q: search.q,
    customer_id: options.customerId,
    start: range?.startSeconds,
    end: range?.endSeconds,
  });
  const cached = useQueryClient().getQueryData(base.queryKey);
  const poll = useInvoicePaidRefresh(options.customerId ?? cached?.pages[0]?.list[0]?.customer_id ?? undefined);
  const query = useInfiniteQuery({ ...base, refetchInterval: poll });
  const listProps: PaymentListProps = {
    payments: query.data?.pages.flatMap((p) => p.list) ?? [],
    links,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    error: query.error ? formatError(query.error) : null,
    onRetry: () => void query.refetch(),
  };
  return { listProps, query };
}
