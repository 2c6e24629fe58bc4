import { Container, Skeleton } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { useSignedInUser } from '../-app/signed-in';
import { SubscriptionPage } from '../-portal/SubscriptionPage';
import { useHref } from '../-app/useHref';

// /customer/subscription/{id} (docs/spec/checkout-and-billing.md §2): the subscription's lifecycle.
export const Route = createFileRoute('/_signed-in/customer/subscription/$id')({
  loader: async ({ context }) => {
    // The machines' ports start loading here but are not awaited: the page's first read does not
    // need them, so they load beside it (the first paint waits for their clock, the lifecycle for
    // all of them). The details' texts only: the invoices table, the overdue dialog and the
    // lifecycle's 403 view load theirs with their code (SubscriptionPage.tsx, SubscriptionBody.tsx).
    void context.getPorts().catch(() => undefined);
    await ensureArea('portal');
  },
  pendingComponent: () => (
    <Container size="md" py="lg">
      <Skeleton height={36} width="60%" />
    </Container>
  ),
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { id } = Route.useParams();
  // The same promise the loader started (getPorts builds the ports once).
  const { adapters, getPorts } = Route.useRouteContext();
  const { user } = useSignedInUser();
  const href = useHref();
  const here = href(`/customer/subscription/${encodeURIComponent(id)}`);
  const pastDueHref = href(`/customer/invoice/past-due?${new URLSearchParams({ referer: here, subscriptionId: id }).toString()}`);
  return <SubscriptionPage key={`${user.did}|${id}`} id={id} adapters={adapters} ports={getPorts()} pastDueHref={pastDueHref} user={user} />;
}
