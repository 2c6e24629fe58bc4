import { useQuery } from '@tanstack/react-query';
import { refundTableQuery } from '@adapters/api/billing-tables';
import type { RefundsTableProps } from '@ui/tables';
import { filterParams } from './filter-params';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useTableEnv } from './useTableEnv';

/** Binds RefundsTable to GET /api/refunds (type, status, currency, search, date range) and the state. */
export function useRefundsTable(options: { state: TableState; customerId?: string | undefined }) {
  const { http, links } = useTableEnv();
  const paging = usePaging(options.state);
  const query = useQuery(
    refundTableQuery(http, {
      page: paging.page,
      pageSize: paging.pageSize,
      type: options.state.search.type,
      ...filterParams(options.state.search, options.customerId),
    }),
  );
  const tableProps: RefundsTableProps = { ...pagedProps(query, paging), refunds: query.data?.list ?? [], links };
  return { tableProps, query };
}
