// Table compositions shared by the billing pages and the portal (routes/-portal): each hook binds
// a ui/tables component to its query, a table state (URL search params or local) and, for
// invoices and payments, the invoice.paid refresh.
export { tableSearch, TABLE_SEARCH_KEYS, type TableSearch } from './search';
export { useUrlTableState, useLocalTableState, applyPatch, type TableState } from './table-state';
export { useTableEnv, adminColumnsOn, TableModeContext, type TableMode } from './useTableEnv';
export { useInvoicesTable, type InvoicesTableOptions } from './useInvoicesTable';
export { useInvoiceList } from './useInvoiceList';
export { usePaymentsTable } from './usePaymentsTable';
export { usePaymentList } from './usePaymentList';
export { useRefundsTable } from './useRefundsTable';
export { useCreditGrantsTable, useCreditTransactionsTable, DEFAULT_GRANT_STATUSES } from './useCreditTables';
export { useInvoicePaidRefresh } from './useInvoicePaidRefresh';
