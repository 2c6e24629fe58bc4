// English texts of the errors the app itself raises (HTTP layer: adapters/http; fixed texts:
// domain/errors ErrorText). Those errors carry English text; ui/i18n/error-text.ts recognises
// them at display and shows these keys instead, so a Chinese page never shows them in English.
export const errors = {
  'errors.cancelled': 'The request was cancelled.',
  'errors.timeout': 'The server did not answer within {seconds} s.',
  'errors.network': 'Network error: {detail}',
  'errors.notJson': 'The server answered with something that is not JSON.',
  'errors.unexpectedAnswer': 'Unexpected answer from the server: {detail}',
  'errors.unknown': 'Unknown error',
  'errors.multipleCustomAmounts': 'Multiple items with custom unit amount are not supported',
  'errors.unsupportedInterval': 'Unsupported recurring interval',
  'errors.overdueTargetMissing': 'Either subscriptionId or customerId must be provided',
  'errors.accountChanged': 'Account changed, please pay manually.',
  'errors.insufficientCredit': 'Insufficient Credit',
  'errors.upgradeFailed': 'Failed to upgrade your subscription',
  'errors.invoicePayFailed': 'Failed to paid the invoice',
  'errors.renewFailed': 'Failed to renew the subscription',
  'errors.planUpdatesUnavailable': 'Plan updates are not available',
  'errors.methodNotSupported': 'This payment method is not supported',
  'errors.noPaymentMethod': 'No payment method configured. Please set up a payment method first.',
  'errors.donationDisabled': 'Donation feature is not enabled',
  'errors.exceedInventory': 'Exceed inventory',
  'errors.exceedPurchaseLimit': 'Exceed purchase limit',
  'errors.thresholdPositive': 'Threshold must be greater than 0',
  'errors.invalidNumber': 'Please enter a valid number',
  // Names the API sends and the interface shows as they are ('Card', the donate button's 'Tip'):
  // localizeApiName (ui/i18n/error-text.ts) shows the known ones in the page's language.
  'apiName.card': 'Card',
  'apiName.tip': 'Tip',
  'apiName.donate': 'Donate',
} as const;
