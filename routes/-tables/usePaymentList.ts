import { useInfiniteQuery } from '@tanstack/react-query';
import { paymentListInfiniteQuery } from '@adapters/api/billing-tables';
import { useDefaultPageSize, type PaymentListProps } from '@ui/tables';
import { filterParams } from './filter-params';
import { groupedListProps, useListRefresh } from './list-query';
import type { TableState } from './table-state';
import { useTableEnv } from './useTableEnv';

/**
 * Binds PaymentList (grouped by day, "View more payments") to GET /api/payment-intents page by
 * page, with the table state's filters and the realtime refresh.
 * Usage: `const { listProps } = usePaymentList({ state }); <PaymentList {...listProps} />`.
 */
export function usePaymentList(options: { state: TableState; customerId?: string | undefined }) {
  const { http, links } = useTableEnv();
  const pageSize = useDefaultPageSize();
  const base = paymentListInfiniteQuery(http, { pageSize, ...filterParams(options.state.search, options.customerId) });
  const query = useInfiniteQuery({ ...base, refetchInterval: useListRefresh(base.queryKey, options.customerId) });
  const { rows, ...list } = groupedListProps(query);
  const listProps: PaymentListProps = { ...list, payments: rows, links };
  return { listProps, query };
}
