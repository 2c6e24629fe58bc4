import { createFileRoute } from '@tanstack/react-router';
import { tableSearch } from '../-tables/search';
import { AdminCustomerPage } from '../-tables/AdminPages';
import { ensureTableTexts } from '../-tables/table-texts';

// /admin/customers/{id} (docs/spec/shell-store-and-tables.md §2, the tables' admin links): that customer's billing tables, owner and admin only.
export const Route = createFileRoute('/_signed-in/admin/customers/$id')({
  validateSearch: tableSearch,
  loader: () => ensureTableTexts(),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <AdminCustomerPage key={id} customerId={id} />;
}
