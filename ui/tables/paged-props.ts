/** What every paged table takes from its composition (query + URL state), beside its rows. */
export interface PagedTableProps {
  rowCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  loading: boolean;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  hidePager?: boolean;
  captionVisible?: boolean;
}
