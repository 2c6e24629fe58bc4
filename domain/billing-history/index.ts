// Billing history for the portal charts: credit balance over time, spend per month, per currency.
export {
  balanceSeries,
  spendPerMonth,
  historyCurrencies,
  balanceSummary,
  spendSummary,
  type CreditMovement,
  type Payment,
  type BalancePoint,
  type MonthTotal,
} from './history';
// One rule for the spend chart and the invoice history: a stake is locked, not spent.
export {
  inInvoiceHistory,
  isStakeMovement,
  spentPayments,
  STAKE_REASONS,
  STAKE_RETURN_REASON,
  type InvoiceHistoryOptions,
} from './spend';
