import { createFileRoute } from '@tanstack/react-router';
// The search validator alone (not the tables' barrel): route modules are in the entry chunk.
import { tableSearch } from '../-tables/search';
import { useUrlTableState } from '../-tables';
import { BillingLayout } from '../-tables/BillingLayout';
import { CreditGrantsSection } from '../-tables/sections';
import { ensureTableTexts } from '../-tables/table-texts';

// The signed-in customer's billing: credit-grants; page, size and filters in the URL.
export const Route = createFileRoute('/_signed-in/customer/credit-grants')({
  validateSearch: tableSearch,
  loader: () => ensureTableTexts(),
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
