import { createFileRoute } from '@tanstack/react-router';
// The search validator alone (not the tables' barrel): route modules are in the entry chunk.
import { tableSearch } from '../-tables/search';
import { useUrlTableState } from '../-tables';
import { BillingLayout } from '../-tables/BillingLayout';
import { InvoicesSection } from '../-tables/sections';
import { ensureTableTexts } from '../-tables/table-texts';

// The signed-in customer's billing: invoices; page, size and filters in the URL.
export const Route = createFileRoute('/_signed-in/customer/invoices')({
  validateSearch: tableSearch,
  loader: () => ensureTableTexts(),
  component: Page,
});

function Page() {
  const state = useUrlTableState();
  return (
    <BillingLayout active="invoices">
      <InvoicesSection state={state} />
    </BillingLayout>
  );
}
