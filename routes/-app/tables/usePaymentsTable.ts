import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentTableQuery } from '@adapters/api/billing-tables';
import { dayRange } from '@domain/display';
import type { PaymentsTableProps } from '@ui/tables';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useInvoicePaidRefresh } from './useInvoicePaidRefresh';
import { useTableEnv } from './useTableEnv';

/** Binds PaymentsTable to GET /api/payment-intents (status, currency, search, date range) and the state. */
export function usePaymentsTable(options: { state: TableState; customerId?: string | undefined }) {
  const { http, admin, links } = useTableEnv();
  const paging = usePaging(options.state);
  const { search } = options.state;
  const range = search.from && search.to ? dayRange(search.from, search.to) : undefined;
  const base = paymentTableQuery(http, {
    page: paging.page,
    pageSize: paging.pageSize,
    status: search.status,
    currency_id: search.currency,
    q: search.q,
    customer_id: options.customerId,
    start: range?.startSeconds,
    end: range?.endSeconds,
  });
  const cached = useQueryClient().getQueryData(base.queryKey);
  const poll = useInvoicePaidRefresh(options.customerId ?? cached?.list[0]?.customer_id ?? undefined);
  const query = useQuery({ ...base, refetchInterval: poll });
  const tableProps: PaymentsTableProps = { ...pagedProps(query, paging), payments: query.data?.list ?? [], links, adminColumns: admin };
  return { tableProps, query };
}
