// Credits: a grant's usage, source and status note; the customer's balance per currency.
export { grantUsage, grantSource, grantNote, type GrantUsage, type GrantSource, type GrantNote } from './grant';
export { creditBalances, type CreditBalance } from './balance';
