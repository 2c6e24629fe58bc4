import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { formatError } from '@domain/errors';
import { useInvoicePaidRefresh } from './useInvoicePaidRefresh';

type Rows = { list?: readonly { customer_id?: string | null | undefined }[] };

/** The first row's customer in a cached page ({ list }) or infinite list ({ pages: [{ list }] }). */
export function firstRowCustomer(data: unknown): string | undefined {
  const page = (data as { pages?: Rows[] } | undefined)?.pages?.[0] ?? (data as Rows | undefined);
  return page?.list?.[0]?.customer_id ?? undefined;
}

/**
 * The realtime refresh of a billing list: returns the polling interval for its query. Without a
 * customer id (the signed-in customer's own list) the id is read from the rows once they are here.
 */
export function useListRefresh(queryKey: QueryKey, customerId: string | undefined): number | false {
  const cached = useQueryClient().getQueryData(queryKey);
  return useInvoicePaidRefresh(customerId ?? firstRowCustomer(cached));
}

interface InfiniteLike<Row> {
  data: { pages: readonly { list: readonly Row[] }[] } | undefined;
  isPending: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** A grouped list's props ("View more") from its infinite query: rows, loading, more, error, retry. */
export function groupedListProps<Row>(query: InfiniteLike<Row>) {
  return {
    rows: query.data?.pages.flatMap((p) => p.list) ?? [],
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    error: query.error ? formatError(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
