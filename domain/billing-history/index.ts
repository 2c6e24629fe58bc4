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
