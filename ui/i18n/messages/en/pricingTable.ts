// The hosted pricing table (docs/pricing-table.md): cycles, currency, plans, and what it says when
// there is nothing to show. Billing cycles and trial periods are the domain's texts (boot/pricing.ts).
export const pricingTable = {
  'pricingTable.interval': 'Billing cycle',
  'pricingTable.currency': 'Currency',
  'pricingTable.plans': 'Plans: {name}',
  'pricingTable.loading': 'Loading the pricing table',
  'pricingTable.empty': 'No items to purchase',
  'pricingTable.emptyDescription': 'This pricing table has no plans yet.',
  'pricingTable.notFoundTitle': 'Pricing table not found',
  'pricingTable.notFoundDescription': 'This pricing table does not exist or is no longer available.',
  'pricingTable.tryForFree': 'Try for free',
  'pricingTable.select': 'Select',
  'pricingTable.selected': 'Selected',
  'pricingTable.subscribe': 'Subscribe',
  'pricingTable.choosePlan': '{action}: {name}',
  'pricingTable.opening': 'Opening the checkout…',
  'pricingTable.features': 'What {name} includes',
  'pricingTable.highlight.popular': 'Popular',
  'pricingTable.highlight.recommended': 'Recommended',
  'pricingTable.highlight.deal': 'Deal',
} as const;
