import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { safeReferer } from '@domain/billing';
import type { OverdueTarget } from '@machines/ports';
import { settingsQuery } from '@adapters/api/settings';
import { ensureArea } from '@ui/i18n';
import { LoginRequired } from './-billing/LoginRequired';
import { PastDuePage } from './-billing/PastDuePage';
import { pastDueSearch } from './-billing/search';
import { overdueTargetKey } from './-billing/useOverdue';
import { useSessionUser } from './-billing/useSessionUser';

export const Route = createFileRoute('/customer/invoice/past-due')({
  validateSearch: pastDueSearch,
  loader: async ({ context }) => {
    // The billing texts are a chunk of their own: they load with this page, not at boot.
    const [ports] = await Promise.all([context.getPorts(), ensureArea('billing')]);
    return { ports };
  },
  component: PastDueRoute,
});

function PastDueRoute() {
  const search = Route.useSearch();
  const { ports } = Route.useLoaderData();
  const { adapters, sandbox } = Route.useRouteContext();
  const { user, login, loggingIn } = useSessionUser(ports.session, sandbox);
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));
  if (!user) return <LoginRequired onLogin={() => void login()} loggingIn={loggingIn} />;
  // Default target: the signed-in customer (reference §3.10: customer id defaults to the DID).
  const target: OverdueTarget = search.subscriptionId
    ? { subscriptionId: search.subscriptionId }
    : { customerId: search.customerId ?? user.did };
  return (
    <PastDuePage
      key={`${user.did}|${overdueTargetKey(target)}`}
      target={target}
      ports={ports}
      settings={settings.data}
      backHref={safeReferer(search.referer, window.location.origin)}
    />
  );
}
