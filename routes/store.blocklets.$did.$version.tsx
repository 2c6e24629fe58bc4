import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { DetailPage } from './-store/DetailPage';
import { detailSearch } from './-store/detail-search';

export const Route = createFileRoute('/store/blocklets/$did/$version')({
  validateSearch: detailSearch,
  // A did:abt: prefix in the address is stripped by a redirect (docs/reference/store-shell.md §1.1).
  beforeLoad: ({ params, search }) => {
    if (params.did.startsWith('did:abt:')) throw redirect({ to: '/store/blocklets/$did/$version', params: { did: params.did.slice(8), version: params.version }, search, replace: true });
  },
  loader: () => ensureArea('store'),
  component: VersionDetail,
});

function VersionDetail() {
  const { did, version } = Route.useParams();
  const search = Route.useSearch();
  return <DetailPage did={did} version={version} tab={search.tab} reviewsPage={search.reviews} />;
}
