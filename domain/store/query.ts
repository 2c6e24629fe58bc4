// The catalogue's query as the URL carries it (docs/reference/store-shell.md §1.5): keyword, category, price, sort
// and page. Filters live only in the query string, so a list is shareable and the back button works.
export const STORE_SORTS = ['popularity', 'latest', 'name'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

/** Cards per page (the reference's 18 on desktop). */
export const STORE_PAGE_SIZE = 18;
/** Typing in the search box updates the list after this pause. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface StoreQuery {
  keyword: string;
  category: string;
  price: '' | 'free' | 'payment';
  sort: StoreSort;
  page: number;
}

const SORT_FIELDS: Record<StoreSort, { sortBy: string; sortDirection: 'asc' | 'desc' }> = {
  popularity: { sortBy: 'stats.downloads', sortDirection: 'desc' },
  latest: { sortBy: 'lastPublishedAt', sortDirection: 'desc' },
  name: { sortBy: 'title', sortDirection: 'asc' },
};

/** Reads search params leniently: unknown values fall back to defaults. */
export function readStoreQuery(search: Readonly<Record<string, unknown>>): StoreQuery {
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const sort = text(search.sort);
  const price = text(search.price);
  const page = Number(text(search.page));
  return {
    keyword: text(search.keyword).slice(0, 500),
    category: text(search.category),
    price: price === 'free' || price === 'payment' ? price : '',
    sort: (STORE_SORTS as readonly string[]).includes(sort) ? (sort as StoreSort) : 'popularity',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API parameters of a query (GET /api/v2/blocklets.json). */
export function storeQueryToSearch(query: StoreQuery, pageSize = STORE_PAGE_SIZE): Record<string, string | number> {
  return {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.price ? { price: query.price } : {}),
    ...SORT_FIELDS[query.sort],
    page: query.page,
    pageSize,
  };
}
