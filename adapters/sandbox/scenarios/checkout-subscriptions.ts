// Subscription checkouts: trial (currency matching and not), metered, stake by threshold and by
// minimum, no stake, upsell monthly → yearly.
import { CURRENCY } from '../catalog/currencies';
import { PRICE } from '../catalog/prices';
import { addSession, checkoutPath } from './build';
import type { Scenario } from './scenario';

const group = 'Subscriptions';
const mode = 'subscription' as const;

export const checkoutSubscriptions: Scenario[] = [
  {
    id: 'trial',
    group,
    title: 'Subscription with a 14-day trial',
    description: 'trial_currency is ABT: paying in ABT starts the trial (nothing due now); TBA or USD pays the first month.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_trial'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_trial', mode, prices: [PRICE.proMonthly], extra: { subscription_data: { trial_period_days: 14, trial_currency: CURRENCY.abt } } }),
  },
  {
    id: 'trial-currency-mismatch',
    group,
    title: 'Trial only in another currency',
    description: 'The trial applies to USD only; the session opens in ABT, so trial days are 0 until USD is chosen.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_trial_mismatch'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_trial_mismatch', mode, prices: [PRICE.proMonthly], extra: { subscription_data: { trial_period_days: 7, trial_currency: CURRENCY.usd } } }),
  },
  {
    id: 'metered',
    group,
    title: 'Metered subscription',
    description: 'API calls billed monthly based on usage: nothing due now, a stake of the unit amount.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_metered'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_metered', mode, prices: [PRICE.apiCalls] }),
  },
  {
    id: 'stake-threshold',
    group,
    title: 'Stake by billing threshold',
    description: 'billing_threshold_amount 50 ABT: the stake row shows 50 ABT on top of the first month.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_stake_threshold'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_stake_threshold', mode, prices: [PRICE.proMonthly], extra: { subscription_data: { billing_threshold_amount: '50' } } }),
  },
  {
    id: 'min-stake',
    group,
    title: 'Minimum stake',
    description: 'min_stake_amount 20 ABT with a lower threshold of 5: the larger (20) is staked.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_min_stake'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_min_stake', mode, prices: [PRICE.proMonthly], extra: { subscription_data: { billing_threshold_amount: '5', min_stake_amount: '20' } } }),
  },
  {
    id: 'no-stake',
    group,
    title: 'Subscription without stake',
    description: 'no_stake is set: no staking row, the without-stake consent text.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_no_stake'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_no_stake', mode, prices: [PRICE.proMonthly], extra: { subscription_data: { no_stake: true } } }),
  },
  {
    id: 'upsell',
    group,
    title: 'Upsell monthly → yearly',
    description: 'A single monthly item that upsells to yearly billing: the switch shows the saving, and switches back.',
    identity: 'customer',
    path: checkoutPath('cs_sbx_upsell'),
    seed: (d, now) => void addSession(d, now, { id: 'cs_sbx_upsell', mode, prices: [PRICE.proMonthly], extra: { subscription_data: { no_stake: true } } }),
  },
];
