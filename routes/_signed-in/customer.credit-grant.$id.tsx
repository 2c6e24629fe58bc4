import { Container, Skeleton } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { useSignedInUser } from '../-app/signed-in';
import { CreditGrantPage } from '../-portal/CreditGrantPage';
import { ensureTableTexts } from '../-tables/table-texts';

// /customer/credit-grant/{id} (docs/spec/shell-store-and-tables.md §2): one credit grant and its transactions.
export const Route = createFileRoute('/_signed-in/customer/credit-grant/$id')({
  loader: async () => {
    // tables: status labels and the transactions table.
    await Promise.all([ensureArea('detail'), ensureTableTexts()]);
  },
  pendingComponent: () => (
    <Container size="md" py="lg">
      <Skeleton height={36} width="60%" />
    </Container>
  ),
  component: CreditGrantRoute,
});

function CreditGrantRoute() {
  const { id } = Route.useParams();
  const { adapters } = Route.useRouteContext();
  const { user } = useSignedInUser();
  return <CreditGrantPage key={`${user.did}|${id}`} id={id} http={adapters.http} user={user} />;
}
