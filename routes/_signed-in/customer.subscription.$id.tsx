import { Container, Skeleton } from '@mantine/core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { useSignedInUser } from '../-app/signed-in';
import { SubscriptionPage } from '../-portal/SubscriptionPage';

// /customer/subscription/{id} (spec §2): the subscription's lifecycle (issue #14).
export const Route = createFileRoute('/_signed-in/customer/subscription/$id')({
  loader: async ({ context }) => {
    // The details' texts only: the invoices table, the overdue dialog and the lifecycle's 403 view
    // load theirs with their code (lazy-parts.tsx).
    const [ports] = await Promise.all([context.getPorts(), ensureArea('portal')]);
    return { ports };
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
  const { ports } = Route.useLoaderData();
  const { adapters } = Route.useRouteContext();
  const { user } = useSignedInUser();
  const router = useRouter();
  const here = router.history.createHref(`/customer/subscription/${encodeURIComponent(id)}`);
  const pastDueHref = router.history.createHref(`/customer/invoice/past-due?${new URLSearchParams({ referer: here, subscriptionId: id }).toString()}`);
  return <SubscriptionPage key={`${user.did}|${id}`} id={id} adapters={adapters} ports={ports} pastDueHref={pastDueHref} user={user} />;
}
