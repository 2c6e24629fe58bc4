// Billing views of the past-due flow.
export { OverdueInvoicesDialog, type OverdueInvoicesDialogProps } from './OverdueInvoicesDialog';
export { PastDueList, type PastDueListProps } from './PastDueList';
export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './InvoiceStatusBadge';
export { OverduePayControl } from './OverduePayControl';
export type { OverdueCurrencyGroup, OverduePayState } from './overdue-group';
