// Portal billing records: an uncollectible invoice, credit grants in every status with their
// transactions, an auto top-up, and the wallets and credits every scenario relies on.
import { fromTokenToUnit } from '@domain/money';
import { CURRENCY } from '../catalog/currencies';
import { DID, customerIdOf } from '../catalog/identities';
import { PRICE } from '../catalog/prices';
import { makeCreditGrant } from '../engine/records';
import { GUEST_WALLET_DID } from '../catalog/identities';
import type { SandboxData } from '../model';
import { DAY } from './build';
import { addInvoice } from './portal-build';
import type { Scenario, ScenarioSeed } from './scenario';

const group = 'Portal: billing';
const abt = (token: string) => fromTokenToUnit(token, 18);
const credits = (token: string) => fromTokenToUnit(token, 2);

/**
 * Wallet balances behind fast pay and wallet approvals (the sandbox wallet refuses a payment above
 * the balance): Alice is funded (1 TBA only: the test-token faucet gives more), Carol is empty,
 * Dave and Erin can pay their dues, Lena pays her invoices, and a guest's wallet can tip.
 */
export const seedWallets: ScenarioSeed = (d: SandboxData) => {
  d.wallets[DID.customer] = {
    balances: { [CURRENCY.abt]: abt('1000'), [CURRENCY.tba]: abt('1'), [CURRENCY.eth]: abt('1'), [CURRENCY.usdc]: fromTokenToUnit('100', 6) },
    delegations: { [CURRENCY.abt]: abt('100') },
  };
  d.wallets[DID.admin] = { balances: { [CURRENCY.abt]: abt('500') }, delegations: {} };
  d.wallets[DID.owner] = { balances: { [CURRENCY.abt]: abt('500') }, delegations: {} };
  d.wallets[DID.developer] = { balances: {}, delegations: {} };
  d.wallets[DID.ledger] = { balances: { [CURRENCY.abt]: abt('500') }, delegations: {} };
  d.wallets[GUEST_WALLET_DID] = { balances: { [CURRENCY.abt]: abt('100') }, delegations: {} };
};

const grants = [
  ['cg_sbx_granted', 'granted', '500', '500'],
  ['cg_sbx_pending', 'pending', '200', '200'],
  ['cg_sbx_expired', 'expired', '100', '40'],
  ['cg_sbx_depleted', 'depleted', '300', '0'],
  ['cg_sbx_voided', 'voided', '50', '50'],
] as const;

export const portalBilling: Scenario[] = [
  {
    id: 'invoice-uncollectible',
    group,
    title: 'Uncollectible invoice',
    description: 'An invoice marked uncollectible: pay it through the wallet (collect) from its page.',
    identity: 'customer',
    path: '/customer/invoice/in_sbx_uncollectible?action=pay',
    seed: (d, now) =>
      void addInvoice(d, { id: 'in_sbx_uncollectible', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: abt('3'), status: 'uncollectible', reason: 'manual', createdAt: now - 3 * DAY, description: 'Consulting hour' }),
  },
  {
    id: 'invoice-paid',
    group,
    title: 'Paid invoice',
    description: 'A paid one-time invoice with its transaction hash.',
    identity: 'customer',
    path: '/customer/invoice/in_sbx_paid',
    seed: (d, now) =>
      void addInvoice(d, { id: 'in_sbx_paid', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: abt('5'), status: 'paid', reason: 'manual', createdAt: now - 2 * DAY, description: 'Payment Patterns (e-book)', txHash: '0xsandboxpaid' }),
  },
  {
    id: 'credit-grants',
    group,
    title: 'Credit grants in every status',
    description: 'Granted, pending, expired, depleted and voided grants with their transactions; opens the granted one.',
    identity: 'customer',
    path: '/customer/credit-grant/cg_sbx_granted',
    seed: (d, now) => {
      const customerId = customerIdOf(DID.customer);
      for (const [id, status, amount, remaining] of grants) {
        d.creditGrants[id] = makeCreditGrant({
          id,
          customerId,
          status,
          amount: credits(amount),
          remaining: credits(remaining),
          name: `${status[0]!.toUpperCase()}${status.slice(1)} credits`,
          createdAt: now - 30 * DAY,
          effectiveAt: status === 'pending' ? now + 2 * DAY : now - 30 * DAY,
          expiresAt: status === 'expired' ? now - DAY : now + 335 * DAY,
          category: status === 'voided' ? 'promotional' : 'paid',
        });
      }
      d.creditTransactions.ctx_sbx_usage_1 = { id: 'ctx_sbx_usage_1', credit_amount: credits('300'), credit_grant_id: 'cg_sbx_depleted', creditGrant: { id: 'cg_sbx_depleted', name: 'Depleted credits' }, description: 'AI usage', customer_id: customerId, created_at: now - 10 * DAY };
      d.creditTransactions.ctx_sbx_usage_2 = { id: 'ctx_sbx_usage_2', credit_amount: credits('60'), credit_grant_id: 'cg_sbx_expired', creditGrant: { id: 'cg_sbx_expired', name: 'Expired credits' }, description: 'AI usage', customer_id: customerId, created_at: now - 5 * DAY };
    },
  },
  {
    id: 'auto-top-up',
    group,
    title: 'Auto top-up enabled',
    description: 'The Credits section of the portal: when credits drop below 100, buy 1 pack of 1000 credits by card, with no daily limit chosen.',
    identity: 'customer',
    path: '/customer',
    seed: (d, now) => {
      d.autoTopUps.arc_sbx_customer = {
        id: 'arc_sbx_customer',
        customer_id: customerIdOf(DID.customer),
        enabled: true,
        threshold: '100',
        currency_id: CURRENCY.credit,
        recharge_currency_id: CURRENCY.usd,
        price_id: PRICE.creditPack,
        quantity: 1,
        payment_method_id: 'pm_stripe',
        payer: DID.customer,
        daily_limits: { max_amount: '0', max_attempts: 0 },
        created_at: now - 7 * DAY,
        updated_at: now - 7 * DAY,
      };
    },
  },
];
