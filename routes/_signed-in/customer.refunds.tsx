import { createFileRoute } from '@tanstack/react-router';
// The search validator alone (not the tables' barrel): route modules are in the entry chunk.
import { tableSearch } from '../-tables/search';
import { useUrlTableState } from '../-tables';
import { BillingLayout } from '../-tables/BillingLayout';
import { RefundsSection } from '../-tables/sections';
import { ensureTableTexts } from '../-tables/table-texts';

// The signed-in customer's billing: refunds; page, size and filters in the URL.
export const Route = createFileRoute('/_signed-in/customer/refunds')({
  validateSearch: tableSearch,
  loader: () => ensureTableTexts(),
  component: Page,
});

function Page() {
  const state = useUrlTableState();
  return (
    <BillingLayout active="refunds">
      <RefundsSection state={state} />
    </BillingLayout>
  );
}
