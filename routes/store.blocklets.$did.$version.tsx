import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { DetailPage } from './-store/DetailPage';
import { detailSearch } from './-store/detail-search';

export const Route = createFileRoute('/store/blocklets/$did/$version')({
  validateSearch: detailSearch,
  loader: () => ensureArea('store'),
  component: VersionDetail,
});

function VersionDetail() {
  const { did, version } = Route.useParams();
  const search = Route.useSearch();
  return <DetailPage did={did} version={version} tab={search.tab} reviewsPage={search.reviews} />;
}
