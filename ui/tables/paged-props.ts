/** What every paged table takes from its composition (query + URL state), beside its rows. */
export interface PagedTableProps {
  /** Total rows on the server (all pages). */
  rowCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  loading: boolean;
  /** The error text (already formatted), or null. */
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** Hide the pager (an embedded "latest 5" table). */
  hidePager?: boolean;
  /** Show the caption visually too (embedded tables often sit under their own title). */
  captionVisible?: boolean;
}
