// The payer's summary lead (docs/checkout-payer.md): what is due today, and how much of it is a deposit.
// Boot part: the summary shows at the checkout's first render.
export const payer = {
  'checkout.dueToday': 'Due today',
  'checkout.dueToday.withStake': '{payment} payment + {stake} refundable deposit',
  'checkout.dueToday.trialWithStake': '{trial}, plus a {stake} refundable deposit',
} as const;
