import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from './-billing/InvoicePage';
import { InvoiceSkeleton } from './-billing/InvoiceSkeleton';
import { LoginRequired } from './-billing/LoginRequired';
import { invoiceSearch } from './-billing/search';
import { useSessionUser } from './-billing/useSessionUser';

export const Route = createFileRoute('/customer/invoice/$id')({
  validateSearch: invoiceSearch,
  loader: async ({ context, params }) => {
    // Start the read now; the page shows its skeleton (or the error) from the query.
    // The API module loads with the page, not with every page of the app (budgets).
    void import('@adapters/api/billing').then(({ invoiceQuery }) =>
      context.queryClient.prefetchQuery(invoiceQuery(context.adapters.http, params.id)),
    );
    return { ports: await context.getPorts() };
  },
  pendingComponent: InvoiceSkeleton,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  const { action } = Route.useSearch();
  const { ports } = Route.useLoaderData();
  const { adapters, sandbox } = Route.useRouteContext();
  const { user, login, loggingIn } = useSessionUser(ports.session, sandbox);
  if (!user) return <LoginRequired onLogin={() => void login()} loggingIn={loggingIn} />;
  return <InvoicePage key={`${user.did}|${id}`} id={id} action={action} http={adapters.http} ports={ports} />;
}
