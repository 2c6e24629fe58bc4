import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { DetailPage } from './-store/DetailPage';
import { detailSearch } from './-store/detail-search';

export const Route = createFileRoute('/store/blocklets/$did/')({
  validateSearch: detailSearch,
  // A did:abt: prefix in the address is stripped by a redirect (docs/reference/store-shell.md §1.1).
  beforeLoad: ({ params, search }) => {
    if (params.did.startsWith('did:abt:')) throw redirect({ to: '/store/blocklets/$did', params: { did: params.did.slice(8) }, search, replace: true });
  },
  loader: () => ensureArea('store'),
  component: AppDetailRoute,
});

function AppDetailRoute() {
  const search = Route.useSearch();
  return <DetailPage did={Route.useParams().did} tab={search.tab} reviewsPage={search.reviews} />;
}
