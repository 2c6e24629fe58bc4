// English texts of billing: the overdue (pay-now) dialog, the past-due page, invoice status notes.
export const billing = {
  'billing.overdue.title': 'Pay Due Invoices',
  'billing.overdue.summarySubscription':
    'There are {count} due invoices for your subscription {name}, the total due amount is {total}, you need to pay them to activate your subscription or before making new purchases.',
  'billing.overdue.summarySubscriptionOne':
    'There is 1 due invoice for your subscription {name}, the total due amount is {total}, you need to pay it to activate your subscription or before making new purchases.',
  'billing.overdue.summaryCustomer':
    'There are {count} due invoices, the total due amount is {total}, you need to pay them before making new purchases.',
  'billing.overdue.summaryCustomerOne':
    'There is 1 due invoice, the total due amount is {total}, you need to pay it before making new purchases.',
  'billing.overdue.loading': 'Loading due invoices…',
  'billing.overdue.payNow': 'Pay Now',
  'billing.overdue.payNowLabel': 'Pay Now ({amount})',
  'billing.overdue.processing': 'Processing',
  'billing.overdue.paid': 'Paid',
  'billing.overdue.payFailed': 'Failed to pay the invoice',
  'billing.overdue.retryLabel': 'Retry ({amount})',
  'billing.overdue.notSupported': 'This payment method is not supported here. Pay these invoices on the invoice page.',
  'billing.overdue.openInvoice': 'Open invoice page',
  'billing.overdue.empty': 'Great! You have no due invoices.',
  'billing.overdue.iKnow': 'I know',
  'billing.overdue.paySuccess': 'You have successfully paid the invoice',
  'billing.overdue.viewAll': 'View Due Invoices',
  'billing.pastDue.title': 'Past Due Invoices',
  'billing.pastDue.description': 'Please pay immediately, otherwise new purchases or subscriptions will be prohibited.',
  'billing.pastDue.group': 'Due in {symbol}',
  'billing.pastDue.groupTotal': 'Total due: {amount}',
  'billing.pastDue.invoiceCount': '{count} invoices',
  'billing.pastDue.invoiceCountOne': '1 invoice',
  'billing.pastDue.view': 'View',
  'billing.pastDue.viewLabel': 'View invoice {number}',
  'billing.invoice.pay': 'Pay',
  'billing.invoice.payLabel': 'Pay invoice {number}',
} as const;
