import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { TABLE_SEARCH_KEYS, tableSearch, type TableSearch } from './search';

/** A table's page, size and filters, and how to change them (URL or component state). */
export interface TableState {
  search: TableSearch;
  /** Merges a change; any change but a page turn goes back to page 1. */
  patch: (next: Partial<TableSearch>) => void;
}

/** Removes undefined and empty entries so the URL stays short and stable. */
function clean(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== ''));
}

/** Resets the page unless the change is a page turn (a filter or size change starts on page 1). */
export function applyPatch(search: TableSearch, next: Partial<TableSearch>): TableSearch {
  const merged: Record<string, unknown> = { ...search, ...next };
  if (!('page' in next)) delete merged.page;
  if (merged.page === 1) delete merged.page;
  return clean(merged) as TableSearch;
}

/**
 * State in the route's search params (the route's validateSearch is `tableSearch`): shareable,
 * survives reload, and Back steps through it. For a page that shows one table.
 */
export function useUrlTableState(): TableState {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => tableSearch(raw), [raw]);
  const navigate = useNavigate();
  const patch = useCallback(
    (next: Partial<TableSearch>) => {
      // Other search params of the page (not the table's) are kept as they are.
      void navigate({ to: '.', search: ((prev: Record<string, unknown>) => ({ ...withoutTableKeys(prev), ...applyPatch(tableSearch(prev), next) })) as never });
    },
    [navigate],
  );
  return { search, patch };
}

const withoutTableKeys = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).filter(([key]) => !(TABLE_SEARCH_KEYS as readonly string[]).includes(key)));

/** State in the component: for a table embedded in another page (portal home, a grant's page). */
export function useLocalTableState(initial: TableSearch = {}): TableState {
  const [search, setSearch] = useState<TableSearch>(initial);
  const patch = useCallback((next: Partial<TableSearch>) => setSearch((current) => applyPatch(current, next)), []);
  return { search, patch };
}
