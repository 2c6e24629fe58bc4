import { useQuery } from '@tanstack/react-query';
import { creditGrantTableQuery, creditTransactionTableQuery } from '@adapters/api/billing-tables';
import type { CreditGrantsTableProps, CreditTransactionsTableProps } from '@ui/tables';
import { filterParams } from './filter-params';
import { pagedProps, usePaging } from './paging';
import type { TableState } from './table-state';
import { useTableEnv } from './useTableEnv';

/** Reference default: every status but voided. */
export const DEFAULT_GRANT_STATUSES = 'granted,pending,depleted,expired';

/** Binds CreditGrantsTable to GET /api/credit-grants (status, customer, subscription, search, date range) and the state. */
export function useCreditGrantsTable(options: { state: TableState; customerId?: string | undefined; subscriptionId?: string | undefined }) {
  const { http, admin, links } = useTableEnv();
  const paging = usePaging(options.state);
  const { search } = options.state;
  const { start, end, q } = filterParams(search);
  const query = useQuery(
    creditGrantTableQuery(http, {
      page: paging.page,
      pageSize: paging.pageSize,
      status: search.status ?? DEFAULT_GRANT_STATUSES,
      customer_id: options.customerId,
      subscription_id: options.subscriptionId,
      q,
      start,
      end,
    }),
  );
  const tableProps: CreditGrantsTableProps = { ...pagedProps(query, paging), grants: query.data?.list ?? [], links, adminColumns: admin };
  return { tableProps, query };
}

/**
 * Binds CreditTransactionsTable to GET /api/credit-transactions (customer, subscription, grant,
 * source, and the date range as start 00:00:00 / end 23:59:59 of the chosen days) and the state.
 * Usage (a grant's page): `useCreditTransactionsTable({ state: useLocalTableState(), creditGrantId })`.
 */
export function useCreditTransactionsTable(options: {
  state: TableState;
  customerId?: string | undefined;
  subscriptionId?: string | undefined;
  creditGrantId?: string | undefined;
  source?: string | undefined;
}) {
  const { http, admin, links } = useTableEnv();
  const paging = usePaging(options.state);
  const { search } = options.state;
  const { start, end, q } = filterParams(search);
  const query = useQuery(
    creditTransactionTableQuery(http, {
      page: paging.page,
      pageSize: paging.pageSize,
      customer_id: options.customerId,
      subscription_id: options.subscriptionId,
      credit_grant_id: options.creditGrantId,
      source: options.source,
      start,
      end,
      q,
    }),
  );
  const tableProps: CreditTransactionsTableProps = { ...pagedProps(query, paging), transactions: query.data?.list ?? [], links, adminColumns: admin };
  return { tableProps, query };
}
