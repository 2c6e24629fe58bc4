// The embeddable components' own texts (docs/embed.md): what a host page's mistakes and the popup say.
export const embed = {
  'embed.invalidId': 'Either a checkoutSession or a paymentLink id is required.',
  'embed.dialogLabel': 'Checkout',
  'embed.backToPlans': 'Back to the plans',
  'embed.donate.supporters': '{count} people gave tips',
  'embed.donate.noSupporters': 'No tips yet: be the first.',
  'embed.donate.supportersLabel': 'Supporters',
  'embed.donate.who': 'Supporter',
  'embed.donate.amount': 'Amount',
  'embed.donate.when': 'Date',
  'embed.donate.registerFailed': 'The tip settings could not be loaded.',
  'embed.donate.startFailed': 'The tip could not be started.',
  'embed.donate.supportersFailed': 'The supporters could not be loaded.',
} as const;
