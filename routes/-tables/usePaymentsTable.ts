import { useQuery } from '@tanstack/react-query';
import { paymentTableQuery } from '@adapters/api/billing-tables';
import type { PaymentsTableProps } from '@ui/tables';
import { filterParams } from './filter-params';
import { useListRefresh } from './list-query';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useTableEnv } from './useTableEnv';

/** Binds PaymentsTable to GET /api/payment-intents (status, currency, search, date range) and the state. */
export function usePaymentsTable(options: { state: TableState; customerId?: string | undefined }) {
  const { http, admin, links } = useTableEnv();
  const paging = usePaging(options.state);
  const base = paymentTableQuery(http, { page: paging.page, pageSize: paging.pageSize, ...filterParams(options.state.search, options.customerId) });
  const query = useQuery({ ...base, refetchInterval: useListRefresh(base.queryKey, options.customerId) });
  const tableProps: PaymentsTableProps = { ...pagedProps(query, paging), payments: query.data?.list ?? [], links, adminColumns: admin };
  return { tableProps, query };
}
