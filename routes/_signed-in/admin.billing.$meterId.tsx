import { createFileRoute } from '@tanstack/react-router';
import { tableSearch } from '../-app/tables/search';
import { AdminMeterPage } from '../-tables/AdminPages';
import { ensureTableTexts } from '../-app/tables/table-texts';

// /admin/billing/{meterId} (spec §2 admin link): the credit usage of one meter, owner and admin only.
export const Route = createFileRoute('/_signed-in/admin/billing/$meterId')({
  validateSearch: tableSearch,
  // The invoice status chip's pay link speaks the billing area.
  loader: () => Promise.all([ensureTableTexts()]),
  component: Page,
});

function Page() {
  const { meterId } = Route.useParams();
  return <AdminMeterPage key={meterId} meterId={meterId} />;
}
