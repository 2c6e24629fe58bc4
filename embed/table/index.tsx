// The package's CheckoutTable loads the table (its view, Mantine's Select, the route's logic) only
// when a host renders one: statically it added 64 kB gzipped to every host's first load, checkout-only
// hosts included (scripts/budget-embed.mjs, the React package's 125 kB).
import { lazy, Suspense } from 'react';
import { useT } from '@ui/i18n';
import { PricingTableSkeleton } from '@ui/pricing-table/PricingTableSkeleton';
import type { CheckoutTableProps } from './CheckoutTable';

export type { CheckoutTableMode, CheckoutTableProps } from './CheckoutTable';

const Table = lazy(() => import('./CheckoutTable').then((module) => ({ default: module.CheckoutTable })));

/** The pricing table for a host page (docs/embed/checkout-table.md). */
export function CheckoutTable(props: CheckoutTableProps) {
  const t = useT();
  return (
    <Suspense fallback={<PricingTableSkeleton label={t('common.loading')} />}>
      <Table {...props} />
    </Suspense>
  );
}
