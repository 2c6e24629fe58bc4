import { formatError } from '@domain/errors';
import { toPageSize, useDefaultPageSize, type PagedTableProps } from '@ui/tables';
import type { TableState } from './table-state';

/** Page and page size of a table state (10 rows, 5 on mobile, unless the URL says otherwise). */
export function usePaging(state: TableState) {
  const defaultSize = useDefaultPageSize();
  const page = state.search.page ?? 1;
  const pageSize = state.search.pageSize ?? defaultSize;
  return {
    page,
    pageSize,
    onPageChange: (next: number) => state.patch({ page: next }),
    // A new size starts on page 1; the default size is left out of the URL.
    onPageSizeChange: (size: number) => state.patch({ pageSize: size === defaultSize ? undefined : toPageSize(size) }),
  };
}

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The kit's props from a page query: rows count, loading, error text and retry. */
export function pagedProps<T extends { count: number }>(query: QueryLike<T>, paging: ReturnType<typeof usePaging>): PagedTableProps {
  return {
    ...paging,
    rowCount: query.data?.count ?? 0,
    loading: query.isPending,
    error: query.error && !query.data ? formatError(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
