import { CreditTransactionsTable } from '@ui/tables';
import { useCreditTransactionsTable, useLocalTableState } from '../-tables';

/**
 * A grant's credit transactions: the billing tables' CreditTransactionsTable on
 * GET /api/credit-transactions?credit_grant_id. The grant's customer is passed on, so an owner or
 * admin opening another customer's grant sees that customer's transactions, not their own.
 */
export function GrantTransactions({ grantId, customerId, caption }: { grantId: string; customerId: string | undefined; caption: string }) {
  const state = useLocalTableState();
  const { tableProps } = useCreditTransactionsTable({ state, creditGrantId: grantId, customerId });
  return <CreditTransactionsTable {...tableProps} caption={caption} />;
}
