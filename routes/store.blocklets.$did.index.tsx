import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { DetailPage } from './-store/DetailPage';
import { detailSearch } from './-store/detail-search';

export const Route = createFileRoute('/store/blocklets/$did/')({
  validateSearch: detailSearch,
  loader: () => ensureArea('store'),
  component: AppDetailRoute,
});

function AppDetailRoute() {
  const search = Route.useSearch();
  return <DetailPage did={Route.useParams().did} tab={search.tab} reviewsPage={search.reviews} />;
}
