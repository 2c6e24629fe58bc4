// The embeddable components' own texts (docs/embed.md): what a host page's mistakes and the popup say.
export const embed = {
  'embed.invalidId': 'Either a checkoutSession or a paymentLink id is required.',
  'embed.dialogLabel': 'Checkout',
  'embed.backToPlans': 'Back to the plans',
} as const;
