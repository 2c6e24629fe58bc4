// The detail page's search (?tab=), in its own module: a route's validateSearch stays in the
// route tree's eager part, so it must not pull in the page's code.
export type DetailTab = 'overview' | 'versions' | 'reviews';
const TABS: readonly DetailTab[] = ['overview', 'versions', 'reviews'];

export const detailSearch = (search: Record<string, unknown>): { tab?: DetailTab } => {
  const tab = TABS.find((t) => t === search.tab);
  return tab && tab !== 'overview' ? { tab } : {};
};
