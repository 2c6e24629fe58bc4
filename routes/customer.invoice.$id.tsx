import { createFileRoute } from '@tanstack/react-router';
import { ensureArea, useT } from '@ui/i18n';
import { InvoicePage } from './-billing/InvoicePage';
import { InvoiceSkeleton } from './-billing/InvoiceSkeleton';
import { LoginRequired } from './-billing/LoginRequired';
import { invoiceSearch } from './-billing/search';
import { getSessionRuntime, sessionDepsOf } from './-app/session';
import { useSessionLogin } from './-app/useSessionLogin';

export const Route = createFileRoute('/customer/invoice/$id')({
  validateSearch: invoiceSearch,
  loader: async ({ context, params }) => {
    // Start the read now; the page shows its skeleton (or the error) from the query.
    // The API module loads with the page, not with every page of the app (budgets).
    void import('@adapters/api/billing').then(({ invoiceQuery }) =>
      context.queryClient.prefetchQuery(invoiceQuery(context.adapters.http, params.id)),
    );
    // The billing texts are a chunk of their own: they load with this page, not at boot.
    // detail: the "belongs to another account" view.
    // The session too: the page knows at once whether to show the invoice or 'Login to access'.
    const [ports] = await Promise.all([
      context.getPorts(),
      ensureArea('billing'),
      ensureArea('detail'),
      getSessionRuntime(sessionDepsOf(context)),
    ]);
    return { ports };
  },
  pendingComponent: InvoicePending,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  const { action } = Route.useSearch();
  const { ports } = Route.useLoaderData();
  const { adapters } = Route.useRouteContext();
  const { initialised, user, login, loggingIn } = useSessionLogin();
  if (!initialised) return <InvoicePending />;
  if (!user) return <LoginRequired onLogin={login} loggingIn={loggingIn} />;
  return <InvoicePage key={`${user.did}|${id}`} id={id} action={action} http={adapters.http} ports={ports} user={user} />;
}

/** The skeleton while the loader runs: the billing texts may not be here yet, so a boot text. */
function InvoicePending() {
  const t = useT();
  return <InvoiceSkeleton label={t('common.loading')} />;
}
