// The detail page's search (?tab=, ?reviews=), in its own module: a route's validateSearch stays in the
// route tree's eager part, so it must not pull in the page's code.
export type DetailTab = 'overview' | 'versions' | 'reviews';
const TABS: readonly DetailTab[] = ['overview', 'versions', 'reviews'];

/** ?tab= (overview by default) and, on the Reviews tab, ?reviews= (the page of reviews, 1 by default). */
export const detailSearch = (search: Record<string, unknown>): { tab?: DetailTab; reviews?: number } => {
  const tab = TABS.find((t) => t === search.tab);
  const page = Number(search.reviews);
  const reviews = tab === 'reviews' && Number.isInteger(page) && page > 1 ? { reviews: page } : {};
  return tab && tab !== 'overview' ? { tab, ...reviews } : {};
};
