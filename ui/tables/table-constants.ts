// Table constants of docs/spec/shell-store-and-tables.md §9: page size 10 (5 on mobile, below the theme's
// md breakpoint), page-size options, search debounce, minimum skeleton time.
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MOBILE_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 300;
/** The skeleton shows at least this long (no flash of skeleton on a fast answer). */
export const MIN_SKELETON_MS = 500;

/** A page size the tables offer, else undefined (a hand-edited URL falls back to the default). */
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const toPageSize = (value: unknown): PageSize | undefined =>
  typeof value === 'number' && (PAGE_SIZE_OPTIONS as readonly number[]).includes(value) ? (value as PageSize) : undefined;
