import { createFileRoute } from '@tanstack/react-router';
// The search validator alone (not the tables' barrel): route modules are in the entry chunk.
import { tableSearch } from '../-app/tables/search';
import { useUrlTableState } from '../-app/tables';
import { BillingLayout } from '../-tables/BillingLayout';
import { CreditGrantsSection } from '../-tables/sections';
import { ensureTableTexts } from '../-app/tables/table-texts';

// The signed-in customer's billing: credit-grants (issue #13); page, size and filters in the URL.
export const Route = createFileRoute('/_signed-in/customer/credit-grants')({
  validateSearch: tableSearch,
  // The invoice status chip's pay link speaks the billing area.
  loader: () => Promise.all([ensureTableTexts()]),
  component: Page,
});

function Page() {
  const state = useUrlTableState();
  return (
    <BillingLayout active="credit-grants">
      <CreditGrantsSection state={state} />
    </BillingLayout>
  );
}
