// Credit balance: what the granted, unexpired grants of a credit currency still hold.
import { Big } from '@domain/money';
import type { CreditGrant } from '@domain/model';
import type { SandboxData } from '../model';

/** A grant that can pay: the customer's, in that credit currency, granted (not pending, expired, depleted or voided). */
export const usable = (grant: CreditGrant, customerId: string, currencyId: string) =>
  grant.customer_id === customerId && (grant.currency_id ?? 'pc_credit') === currencyId && grant.status === 'granted';

export function availableCredits(data: SandboxData, customerId: string, currencyId: string): Big {
  return Object.values(data.creditGrants)
    .filter((grant) => usable(grant, customerId, currencyId))
    .reduce((sum, grant) => sum.plus(grant.remaining_amount), new Big(0));
}
