// Subscriptions in the customer portal: trial, active, past due, cancel at period end, stake
// revoked; and the past-due invoices page.
import { CURRENCY } from '../catalog/currencies';
import { DID, customerIdOf } from '../catalog/identities';
import { PRICE } from '../catalog/prices';
import { DAY } from './build';
import { addInvoice, addSubscription } from './portal-build';
import type { Scenario } from './scenario';

const group = 'Portal: subscriptions';
const TEN_ABT = '10000000000000000000';

export const portalSubscriptions: Scenario[] = [
  {
    id: 'subscription-trial',
    group,
    title: 'Subscription in trial',
    description: 'Trial ends in 5 days; cancelling a trial ends it at once.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_trialing',
    seed: (d, now) => {
      addSubscription(d, { id: 'sub_sbx_trialing', did: DID.customer, priceId: PRICE.proMonthly, status: 'trialing', start: now - 9 * DAY, extra: { trial_start: now - 9 * DAY, trial_end: now + 5 * DAY, current_period_end: now + 5 * DAY } });
      // The stake locked when the trial started (cancelling the trial gives it back).
      addInvoice(d, { id: 'in_sbx_trialing_stake', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: TEN_ABT, status: 'paid', reason: 'stake', createdAt: now - 9 * DAY, subscriptionId: 'sub_sbx_trialing', txHash: '0xtrialstake' });
    },
  },
  {
    id: 'subscription-active',
    group,
    title: 'Active subscription',
    description: 'Monthly Pro plan, paid invoices; cancel with feedback, change plan to yearly (preview of what is due today), change payment method.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_active',
    seed: (d, now) => {
      const start = now - 10 * DAY;
      addSubscription(d, { id: 'sub_sbx_active', did: DID.customer, priceId: PRICE.proMonthly, status: 'active', start });
      addInvoice(d, { id: 'in_sbx_active_1', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: TEN_ABT, status: 'paid', reason: 'subscription_create', createdAt: start - 30 * DAY, subscriptionId: 'sub_sbx_active', txHash: '0xactive1' });
      addInvoice(d, { id: 'in_sbx_active_2', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: TEN_ABT, status: 'paid', reason: 'subscription_cycle', createdAt: start, subscriptionId: 'sub_sbx_active', txHash: '0xactive2' });
      addInvoice(d, { id: 'in_sbx_active_stake', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: TEN_ABT, status: 'paid', reason: 'stake', createdAt: start - 30 * DAY, subscriptionId: 'sub_sbx_active', txHash: '0xstake' });
      addInvoice(d, { id: 'in_sbx_active_void', customerId: customerIdOf(DID.customer), currencyId: CURRENCY.abt, total: '0', status: 'void', reason: 'subscription_update', createdAt: start - 20 * DAY, subscriptionId: 'sub_sbx_active' });
    },
  },
  {
    id: 'subscription-past-due',
    group,
    title: 'Past-due subscription',
    description: 'Two overdue ABT invoices: pay them from the subscription page (collect-batch in the wallet).',
    identity: 'owner',
    path: '/customer/subscription/sub_sbx_past_due',
    seed: (d, now) => {
      // Its current period is the one the newer overdue invoice billed (it renews in 20 days).
      addSubscription(d, { id: 'sub_sbx_past_due', did: DID.owner, priceId: PRICE.proMonthly, status: 'past_due', start: now - 40 * DAY, extra: { current_period_start: now - 10 * DAY, current_period_end: now + 20 * DAY } });
      for (const [index, age] of [40, 10].entries()) {
        addInvoice(d, { id: `in_sbx_owner_due_${index}`, customerId: customerIdOf(DID.owner), currencyId: CURRENCY.abt, total: TEN_ABT, status: 'open', reason: 'subscription_cycle', createdAt: now - age * DAY, subscriptionId: 'sub_sbx_past_due', dueAt: now - (age - 3) * DAY });
      }
    },
  },
  {
    id: 'past-due-two-currencies',
    group,
    title: 'Past-due invoices in two currencies',
    description: 'The past-due page for Dave: one ABT invoice (pay now in the wallet) and one USD card invoice (opens its invoice page).',
    identity: 'admin',
    path: '/customer/invoice/past-due?referer=%2Fsandbox',
    seed: (d, now) => {
      // Each in the period its overdue invoice billed.
      const period = { current_period_start: now - 5 * DAY, current_period_end: now + 25 * DAY };
      addSubscription(d, { id: 'sub_sbx_admin_abt', did: DID.admin, priceId: PRICE.proMonthly, status: 'past_due', start: now - 35 * DAY, extra: period });
      addSubscription(d, { id: 'sub_sbx_admin_card', did: DID.admin, priceId: PRICE.proCardOnly, currencyId: CURRENCY.usd, status: 'past_due', start: now - 35 * DAY, extra: period });
      addInvoice(d, { id: 'in_sbx_admin_due_abt', customerId: customerIdOf(DID.admin), currencyId: CURRENCY.abt, total: TEN_ABT, status: 'open', reason: 'subscription_cycle', createdAt: now - 5 * DAY, subscriptionId: 'sub_sbx_admin_abt', dueAt: now - 2 * DAY });
      addInvoice(d, { id: 'in_sbx_admin_due_usd', customerId: customerIdOf(DID.admin), currencyId: CURRENCY.usd, total: '1200', status: 'open', reason: 'subscription_cycle', createdAt: now - 5 * DAY, subscriptionId: 'sub_sbx_admin_card', dueAt: now - 2 * DAY });
    },
  },
  {
    id: 'subscription-cancel-at-period-end',
    group,
    title: 'Cancels at period end',
    description: 'Cancellation scheduled (too_expensive, with a comment): resume it without a new stake.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_canceling',
    seed: (d, now) =>
      void addSubscription(d, {
        id: 'sub_sbx_canceling',
        did: DID.customer,
        priceId: PRICE.proYearly,
        status: 'active',
        start: now - 20 * DAY,
        extra: { cancel_at_period_end: true, cancel_at: now + 10 * DAY, canceled_at: now - DAY, cancelation_details: { reason: 'cancellation_requested', feedback: 'too_expensive', comment: 'Trying a cheaper plan' } },
      }),
  },
  {
    id: 'subscription-stake-revoked',
    group,
    title: 'Stake revoked',
    description: 'Scheduled to cancel and its stake was revoked: resuming needs a re-stake in the wallet.',
    identity: 'customer',
    path: '/customer/subscription/sub_sbx_stake_revoked',
    seed: (d, now) =>
      void addSubscription(d, {
        id: 'sub_sbx_stake_revoked',
        did: DID.customer,
        priceId: PRICE.apiCalls,
        status: 'active',
        start: now - 25 * DAY,
        extra: { cancel_at_period_end: true, cancel_at: now + 5 * DAY, stake: { amount: TEN_ABT, currency_id: CURRENCY.abt, revoked: true, address: 'z1SandboxStakeAddressXXXXXXXXXXXXXX' } },
      }),
  },
];
