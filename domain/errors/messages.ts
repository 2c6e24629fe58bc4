/**
 * English texts the spec fixes word for word (docs/spec/checkout-and-billing.md §5 and §8). Code that
 * raises these errors uses the constants so that tests and toasts match the spec.
 */
export const ErrorText = {
  unknown: 'Unknown error',
  multipleCustomAmounts: 'Multiple items with custom unit amount are not supported',
  unsupportedInterval: 'Unsupported recurring interval',
  overdueTargetMissing: 'Either subscriptionId or customerId must be provided',
  accountChanged: 'Account changed, please pay manually.',
  insufficientCredit: 'Insufficient Credit',
  upgradeFailed: 'Failed to upgrade your subscription',
  invoicePayFailed: 'Failed to paid the invoice',
  renewFailed: 'Failed to renew the subscription',
  planUpdatesUnavailable: 'Plan updates are not available',
  methodNotSupported: 'This payment method is not supported',
  noPaymentMethod: 'No payment method configured. Please set up a payment method first.',
  donationDisabled: 'Donation feature is not enabled',
  exceedInventory: 'Exceed inventory',
  exceedPurchaseLimit: 'Exceed purchase limit',
  thresholdPositive: 'Threshold must be greater than 0',
  invalidNumber: 'Please enter a valid number',
} as const;
export type ErrorTextKey = keyof typeof ErrorText;
