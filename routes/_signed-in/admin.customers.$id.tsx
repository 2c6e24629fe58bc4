import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { tableSearch } from '../-app/tables/search';
import { AdminCustomerPage } from '../-tables/AdminPages';

// /admin/customers/{id} (spec §2 admin link): that customer's billing tables, owner and admin only.
export const Route = createFileRoute('/_signed-in/admin/customers/$id')({
  validateSearch: tableSearch,
  // The invoice status chip's pay link speaks the billing area.
  loader: () => Promise.all([ensureArea('tables'), ensureArea('billing')]),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <AdminCustomerPage key={id} customerId={id} />;
}
