// The tables' state in the route's search params: page, page size, filters
// and the date range, so a view can be shared, survives reload and the Back button. Each field
// is checked on its own; a field that fails (hand-edited URL) is dropped, not fatal.
// Plain guards, not Effect Schema: every route's validateSearch is in the entry chunk, and a
// schema here put the whole Schema library (~25 kB gz) into the first paint of every page (#12).
import { PAGE_SIZE_OPTIONS, type PageSize } from '@ui/tables/table-constants';

const oneOf =
  <T extends string | number>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isPage = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 200;
/** A calendar day, YYYY-MM-DD (the picker's day; the domain's dayRange turns it into seconds). */
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const guards = {
  page: isPage,
  pageSize: oneOf(PAGE_SIZE_OPTIONS),
  status: isText,
  currency: isText,
  q: isText,
  type: oneOf(['refund', 'stake_return'] as const),
  from: isDay,
  to: isDay,
  /** Invoices as a table or as the grouped list. */
  view: oneOf(['table', 'list'] as const),
  /** The section of a page with several tables (admin customer page). */
  tab: oneOf(['invoices', 'payments', 'refunds', 'grants', 'transactions'] as const),
};
type Key = keyof typeof guards;

/** Every search param a table owns. */
export const TABLE_SEARCH_KEYS = Object.keys(guards) as readonly Key[];

/** A table's search params; undefined in a patch removes that param. */
export interface TableSearch {
  page?: number | undefined;
  pageSize?: PageSize | undefined;
  status?: string | undefined;
  currency?: string | undefined;
  q?: string | undefined;
  type?: 'refund' | 'stake_return' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  view?: 'table' | 'list' | undefined;
  tab?: 'invoices' | 'payments' | 'refunds' | 'grants' | 'transactions' | undefined;
}

/** The router's validateSearch: keeps every valid field, drops the rest (never throws). */
export function tableSearch(search: Record<string, unknown>): TableSearch {
  const result: Record<string, unknown> = {};
  for (const key of TABLE_SEARCH_KEYS) {
    const value = key === 'q' || key === 'status' || key === 'currency' ? stringOf(search[key]) : search[key];
    if (value !== undefined && guards[key](value)) result[key] = value;
  }
  // A range needs both days.
  if (!result.from || !result.to) {
    delete result.from;
    delete result.to;
  }
  return result as TableSearch;
}

// The router parses ?q=123 into a number; a search text is text.
const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() || undefined : typeof value === 'number' ? String(value) : undefined;
