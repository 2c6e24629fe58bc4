import { createFileRoute } from '@tanstack/react-router';
import { readStoreQuery } from '@domain/store/query';
import { ensureArea } from '@ui/i18n';
import { CatalogPage } from './-store/CatalogPage';

// The category comes from the path here (the real store ignores it and reads ?category=).
export const Route = createFileRoute('/store/category/$category')({
  validateSearch: (search: Record<string, unknown>) => search,
  loader: () => ensureArea('store'),
  component: CategoryList,
});

function CategoryList() {
  const { category } = Route.useParams();
  return <CatalogPage query={{ ...readStoreQuery(Route.useSearch()), category }} mode="category" />;
}
