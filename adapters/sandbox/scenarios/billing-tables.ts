// Billing tables (docs/tables.md): the heavy customer Lena Ledger and the admin views of her records.
import { customerIdOf, DID } from '../catalog/identities';
import { LEDGER_METERS, seedLedger } from '../tables/ledger-seed';
import type { Scenario } from './scenario';

const group = 'Billing tables';
const noSeed = () => undefined;

export const billingTables: Scenario[] = [
  {
    id: 'billing-tables-ledger',
    group,
    title: 'Long billing history',
    description: 'Lena Ledger: 120 invoices over 14 months in every status and reason, a payment for every paid invoice, refunds and stake returns, 25 credit grants, 300 credit transactions from two meters.',
    identity: 'ledger',
    path: '/customer/invoices',
    seed: seedLedger,
  },
  {
    id: 'billing-tables-admin-customer',
    group,
    title: 'Admin: a customer’s billing',
    description: 'As an admin: Lena Ledger’s invoices, payments, credit grants and transactions with the admin columns.',
    identity: 'admin',
    path: `/admin/customers/${customerIdOf(DID.ledger)}`,
    seed: noSeed,
  },
  {
    id: 'billing-tables-admin-meter',
    group,
    title: 'Admin: a meter’s credit usage',
    description: 'As an admin: the credit transactions of the AI-tokens meter.',
    identity: 'admin',
    path: `/admin/billing/${LEDGER_METERS[0].id}`,
    seed: noSeed,
  },
];
