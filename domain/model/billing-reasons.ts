/** Why an invoice exists (docs/spec/checkout-and-billing.md §3). Plain data, so labels can use it without the schema library. */
export const BILLING_REASONS = [
  'subscription_create',
  'subscription_cycle',
  'subscription_update',
  'subscription_recover',
  'subscription_threshold',
  'subscription_cancel',
  'manual',
  'upcoming',
  'slash_stake',
  'stake',
  'return_stake',
  'recharge',
  'auto_recharge',
  'stake_overdraft_protection',
  'overdraft_protection',
] as const;
