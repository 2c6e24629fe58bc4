import { useQuery } from '@tanstack/react-query';
import { INVOICE_LIST_DEFAULTS, invoiceTableQuery } from '@adapters/api/billing-tables';
import type { InvoicesTableProps } from '@ui/tables';
import { filterParams } from './filter-params';
import { useListRefresh } from './list-query';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useTableEnv } from './useTableEnv';

export interface InvoicesTableOptions {
  state: TableState;
  /** An admin view of a customer; omitted = the signed-in customer. */
  customerId?: string | undefined;
  subscriptionId?: string | undefined;
  /** Status when the state has none (docs/reference/payment-react.md §4.1: open,paid,uncollectible). */
  defaultStatus?: string | undefined;
  includeStaking?: boolean;
}

/**
 * Binds InvoicesTable to GET /api/invoices, the table state (URL or local) and the realtime
 * refresh. Usage (portal embedding a subscription's invoices):
 *   const state = useLocalTableState();
 *   const { tableProps } = useInvoicesTable({ state, subscriptionId });
 *   <InvoicesTable {...tableProps} hideSubscription />
 */
export function useInvoicesTable(options: InvoicesTableOptions) {
  const { http, admin, links } = useTableEnv();
  const paging = usePaging(options.state);
  const { search } = options.state;
  const params = {
    ...INVOICE_LIST_DEFAULTS,
    page: paging.page,
    pageSize: paging.pageSize,
    ...filterParams(search, options.customerId),
    status: search.status ?? options.defaultStatus,
    subscription_id: options.subscriptionId,
    ...(options.includeStaking ? { include_staking: true, include_return_staking: true } : {}),
  };
  const base = invoiceTableQuery(http, params);
  const query = useQuery({ ...base, refetchInterval: useListRefresh(base.queryKey, options.customerId) });
  const tableProps: Omit<InvoicesTableProps, 'caption'> = {
    ...pagedProps(query, paging),
    invoices: query.data?.list ?? [],
    links,
    adminColumns: admin,
  };
  return { tableProps, query, params };
}
