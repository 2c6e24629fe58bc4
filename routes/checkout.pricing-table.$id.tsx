import { createFileRoute } from '@tanstack/react-router';
import { ensureArea, useT } from '@ui/i18n';
// The skeleton's own file, not the folder's barrel: the route file is in every page's first chunk,
// and the barrel would bring the table's Select (Mantine's Combobox and Popover) with it.
import { PricingTableSkeleton } from '@ui/pricing-table/PricingTableSkeleton';
import { PricingTablePage } from './-pricing-table/PricingTablePage';

/** The hosted pricing table (prctbl_…): its plans, and a choice opens the plan's checkout (docs/pricing-table.md). */
export const Route = createFileRoute('/checkout/pricing-table/$id')({
  loader: async ({ context, params }) => {
    // The table's read leaves now, beside the page's texts; the page shows its skeleton until it is here.
    void import('@adapters/api/pricing-tables').then(({ pricingTableQuery }) =>
      context.queryClient.prefetchQuery(pricingTableQuery(context.adapters.http, params.id)),
    );
    await ensureArea('pricingTable');
  },
  pendingComponent: PricingTablePending,
  component: PricingTableRoute,
});

function PricingTableRoute() {
  const { id } = Route.useParams();
  const { adapters } = Route.useRouteContext();
  return <PricingTablePage key={id} id={id} http={adapters.http} />;
}

/** The skeleton while the page's texts load: a boot text. */
function PricingTablePending() {
  const t = useT();
  return <PricingTableSkeleton label={t('common.loading')} />;
}
