import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { PortalHome } from '../-portal/PortalHome';
import { ensureTableTexts } from '../-tables/table-texts';

// /customer: the portal home.
export const Route = createFileRoute('/_signed-in/customer/')({
  loader: async () => {
    // detail: the credit balance.
    await Promise.all([ensureArea('portal'), ensureTableTexts(), ensureArea('detail')]);
  },
  component: PortalHomeRoute,
});

function PortalHomeRoute() {
  const { adapters } = Route.useRouteContext();
  const router = useRouter();
  return <PortalHome http={adapters.http} href={(path) => router.history.createHref(path)} />;
}
