// The tables' state in the route's search params (issue #13 item 7): page, page size, filters
// and the date range, so a view can be shared, survives reload and the Back button. Each field
// is checked with an Effect Schema; a field that fails (hand-edited URL) is dropped, not fatal.
import { Schema } from 'effect';
import { PAGE_SIZE_OPTIONS } from '@ui/tables/table-constants';

const Page = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1));
const PageSize = Schema.Literals(PAGE_SIZE_OPTIONS);
const Text = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200));
/** A calendar day, YYYY-MM-DD (the picker's day; the domain's dayRange turns it into seconds). */
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

const inner = {
  page: Page,
  pageSize: PageSize,
  status: Text,
  currency: Text,
  q: Text,
  type: Schema.Literals(['refund', 'stake_return']),
  from: Day,
  to: Day,
  /** Invoices as a table or as the grouped list. */
  view: Schema.Literals(['table', 'list']),
  /** The section of a page with several tables (admin customer page). */
  tab: Schema.Literals(['invoices', 'payments', 'refunds', 'grants', 'transactions']),
};
type Key = keyof typeof inner;

/** Every search param a table owns. */
export const TABLE_SEARCH_KEYS = Object.keys(inner) as readonly Key[];

export const TableSearchSchema = Schema.Struct({
  page: Schema.optional(inner.page),
  pageSize: Schema.optional(inner.pageSize),
  status: Schema.optional(inner.status),
  currency: Schema.optional(inner.currency),
  q: Schema.optional(inner.q),
  type: Schema.optional(inner.type),
  from: Schema.optional(inner.from),
  to: Schema.optional(inner.to),
  view: Schema.optional(inner.view),
  tab: Schema.optional(inner.tab),
});
export type TableSearch = typeof TableSearchSchema.Type;

const guards: Record<Key, (value: unknown) => boolean> = {
  page: Schema.is(inner.page),
  pageSize: Schema.is(inner.pageSize),
  status: Schema.is(inner.status),
  currency: Schema.is(inner.currency),
  q: Schema.is(inner.q),
  type: Schema.is(inner.type),
  from: Schema.is(inner.from),
  to: Schema.is(inner.to),
  view: Schema.is(inner.view),
  tab: Schema.is(inner.tab),
};

/** The router's validateSearch: keeps every valid field, drops the rest (never throws). */
export function tableSearch(search: Record<string, unknown>): TableSearch {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(inner) as Key[]) {
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
