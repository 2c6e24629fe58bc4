import { createFileRoute } from '@tanstack/react-router';
import { readStoreQuery } from '@domain/store/query';
import { ensureArea } from '@ui/i18n';
import { CatalogPage } from './-store/CatalogPage';

export const Route = createFileRoute('/store/search')({
  validateSearch: (search: Record<string, unknown>) => search,
  loader: () => ensureArea('store'),
  component: StoreSearch,
});

function StoreSearch() {
  return <CatalogPage query={readStoreQuery(Route.useSearch())} mode="search" />;
}
