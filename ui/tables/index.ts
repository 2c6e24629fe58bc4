// The billing table kit: presentational, props in / intents out. Compose them with
// the hooks of routes/-tables/ (query + URL or local state + realtime refresh).
export { DataTable, type DataTableProps, type TableColumn } from './DataTable';
export { TablePager, type TablePagerProps } from './TablePager';
export { InvoicesTable, type InvoicesTableProps } from './InvoicesTable';
export { InvoiceList, groupByDay, type InvoiceListProps } from './InvoiceList';
export { PaymentsTable, transactionOf, type PaymentsTableProps } from './PaymentsTable';
export { PaymentList, type PaymentListProps } from './PaymentList';
export { groupRowsByDay } from './group-by-day';
export { RefundsTable, type RefundsTableProps } from './RefundsTable';
export { CreditGrantsTable, type CreditGrantsTableProps } from './CreditGrantsTable';
export { CreditTransactionsTable, type CreditTransactionsTableProps } from './CreditTransactionsTable';
export type { TableLinks } from './links';
export type { PagedTableProps } from './paged-props';
export { useDefaultPageSize, useIsMobileTable } from './useDefaultPageSize';
export { useMinimumLoading } from './useMinimumLoading';
export * from './table-constants';
// The filter bar and date-range picker bring @mantine/dates and its CSS: import them directly
// (`@ui/tables/TableFilters`) where filters show, so embedded tables do not pay for them.
