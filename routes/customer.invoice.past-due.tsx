import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { safeReferer } from '@domain/billing';
import type { OverdueTarget } from '@machines/ports';
import { settingsQuery } from '@adapters/api/settings';
import { ensureArea } from '@ui/i18n';
import { LoginRequired } from './-billing/LoginRequired';
import { PastDuePage } from './-billing/PastDuePage';
import { pastDueSearch } from './-billing/search';
import { overdueTargetKey } from './-overdue/useOverdue';
import { getSessionRuntime, sessionDepsOf } from './-app/session';
import { useSessionLogin } from './-app/useSessionLogin';

export const Route = createFileRoute('/customer/invoice/past-due')({
  validateSearch: pastDueSearch,
  loader: async ({ context }) => {
    // The billing texts are a chunk of their own: they load with this page, not at boot.
    // The session too: the page knows at once whether to show the list or 'Login to access'.
    const [ports] = await Promise.all([
      context.getPorts(),
      ensureArea('billing'),
      getSessionRuntime(sessionDepsOf(context)),
    ]);
    return { ports };
  },
  component: PastDueRoute,
});

function PastDueRoute() {
  const search = Route.useSearch();
  const { ports } = Route.useLoaderData();
  const { adapters } = Route.useRouteContext();
  const { initialised, user, login, loggingIn } = useSessionLogin();
  const settings = useQuery(settingsQuery(adapters.http, adapters.livemode(), adapters.session));
  if (!initialised) return null;
  if (!user) return <LoginRequired onLogin={login} loggingIn={loggingIn} />;
  // Default target: the signed-in customer (docs/reference/payment-react.md §3.10: customer id defaults to the DID).
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
