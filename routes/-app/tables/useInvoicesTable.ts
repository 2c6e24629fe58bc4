import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INVOICE_LIST_DEFAULTS, invoiceTableQuery } from '@adapters/api/billing-tables';
import { dayRange } from '@domain/display';
import type { InvoicesTableProps } from '@ui/tables';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useInvoicePaidRefresh } from './useInvoicePaidRefresh';
import { useTableEnv } from './useTableEnv';

export interface InvoicesTableOptions {
  state: TableState;
  /** An admin view of a customer; omitted = the signed-in customer. */
  customerId?: string | undefined;
  subscriptionId?: string | undefined;
  /** Status when the state has none (reference: open,paid,uncollectible). */
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
  const range = search.from && search.to ? dayRange(search.from, search.to) : undefined;
  const params = {
    ...INVOICE_LIST_DEFAULTS,
    page: paging.page,
    pageSize: paging.pageSize,
    status: search.status ?? options.defaultStatus,
    currency_id: search.currency,
    customer_id: options.customerId,
    subscription_id: options.subscriptionId,
    q: search.q,
    start: range?.startSeconds,
    end: range?.endSeconds,
    ...(options.includeStaking ? { include_staking: true, include_return_staking: true } : {}),
  };
  const base = invoiceTableQuery(http, params);
  // The signed-in customer's id is known from the rows once they are here.
  const cached = useQueryClient().getQueryData(base.queryKey);
  const poll = useInvoicePaidRefresh(options.customerId ?? cached?.list[0]?.customer_id ?? undefined);
  const query = useQuery({ ...base, refetchInterval: poll });
  const tableProps: Omit<InvoicesTableProps, 'caption'> = {
    ...pagedProps(query, paging),
    invoices: query.data?.list ?? [],
    links,
    adminColumns: admin,
  };
  return { tableProps, query, params };
}
