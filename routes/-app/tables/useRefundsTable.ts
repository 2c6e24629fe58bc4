import { useQuery } from '@tanstack/react-query';
import { refundTableQuery } from '@adapters/api/billing-tables';
import { dayRange } from '@domain/display';
import type { RefundsTableProps } from '@ui/tables';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useTableEnv } from './useTableEnv';

/** Binds RefundsTable to GET /api/refunds (type, status, currency, search, date range) and the state. */
export function useRefundsTable(options: { state: TableState; customerId?: string | undefined }) {
  const { http, links } = useTableEnv();
  const paging = usePaging(options.state);
  const { search } = options.state;
  const range = search.from && search.to ? dayRange(search.from, search.to) : undefined;
  const query = useQuery(
    refundTableQuery(http, {
      page: paging.page,
      pageSize: paging.pageSize,
      type: search.type,
      status: search.status,
      currency_id: search.currency,
      q: search.q,
      customer_id: options.customerId,
      start: range?.startSeconds,
      end: range?.endSeconds,
    }),
  );
  const tableProps: RefundsTableProps = { ...pagedProps(query, paging), refunds: query.data?.list ?? [], links };
  return { tableProps, query };
}
