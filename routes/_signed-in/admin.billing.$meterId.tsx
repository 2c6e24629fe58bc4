import { createFileRoute } from '@tanstack/react-router';
import { tableSearch } from '../-tables/search';
import { AdminMeterPage } from '../-tables/AdminPages';
import { ensureTableTexts } from '../-tables/table-texts';

// /admin/billing/{meterId} (docs/spec/shell-store-and-tables.md §2, the tables' admin links): the credit usage of one meter, owner and admin only.
export const Route = createFileRoute('/_signed-in/admin/billing/$meterId')({
  validateSearch: tableSearch,
  loader: () => ensureTableTexts(),
  component: Page,
});

function Page() {
  const { meterId } = Route.useParams();
  return <AdminMeterPage key={meterId} meterId={meterId} />;
}
