import { createFileRoute } from '@tanstack/react-router';
import { tableSearch } from '../-app/tables/search';
import { AdminCustomerPage } from '../-tables/AdminPages';
import { ensureTableTexts } from '../-app/tables/table-texts';

// /admin/customers/{id} (spec §2 admin link): that customer's billing tables, owner and admin only.
export const Route = createFileRoute('/_signed-in/admin/customers/$id')({
  validateSearch: tableSearch,
  // The invoice status chip's pay link speaks the billing area.
  loader: () => Promise.all([ensureTableTexts()]),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <AdminCustomerPage key={id} customerId={id} />;
}
