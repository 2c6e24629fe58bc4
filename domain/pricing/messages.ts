/** English texts of the order summary (docs/reference/payment-react.md §3.5, §7), keyed for i18n. */
export const pricingMessages = {
  'pricing.multipleCustomAmount': 'Multiple items with custom unit amount are not supported',
  'checkout.amount': '{amount} {symbol}',
  'checkout.amountPer': '{amount} {symbol} {recurring}',
  'checkout.headline.pay': 'Pay {payee}',
  'checkout.headline.subscribe': 'Subscribe to {name}',
  'checkout.headline.subscribeMore': 'Subscribe to {name} and {count} more',
  'checkout.headline.try': 'Try {name}',
  'checkout.headline.tryMore': 'Try {name} and {count} more',
  'checkout.headline.then': 'Then {amount} {symbol} {recurring}',
  'checkout.headline.thenPlusUsage': 'Then {amount} {symbol} {recurring} plus usage',
  'checkout.headline.thenUsage': 'Then billed {recurring} based on usage',
  // A promotion code's coupon that covers some renewals only (renewal-discount.ts).
  'checkout.headline.thenFor': 'Then {amount} {symbol} {recurring} for the next {count} payments, then {fullAmount} {symbol} {recurring}',
  'checkout.headline.thenForOne': 'Then {amount} {symbol} for the next payment, then {fullAmount} {symbol} {recurring}',
  'checkout.headline.thenForPlusUsage': 'Then {amount} {symbol} {recurring} for the next {count} payments, then {fullAmount} {symbol} {recurring}, plus usage',
  'checkout.headline.thenForOnePlusUsage': 'Then {amount} {symbol} for the next payment, then {fullAmount} {symbol} {recurring}, plus usage',
  'lineItem.quantity': 'Qty {count}',
  'lineItem.each': '{amount} {symbol} each',
  'lineItem.billed': 'Billed {recurring}',
  'lineItem.billedUsage': 'Billed {recurring} based on usage',
  'upsell.save': 'Save with {recurring} billing',
  'upsell.off': '{saving}% off',
  'upsell.switch': 'Switch to {recurring} billing',
} as const;

export type PricingMessageKey = keyof typeof pricingMessages;
