// The checkout's receipt after paying (docs/checkout-payer.md): what, how much, how, when, reference, next.
export const receipt = {
  'receipt.title': 'Receipt',
  'receipt.items': 'Items',
  'receipt.item': '{name} × {quantity}',
  'receipt.discount': 'Discount',
  'receipt.paid': 'Paid',
  'receipt.stake': 'Stake (refundable deposit)',
  'receipt.method': 'Paid with',
  'receipt.methodCurrency': '{method} · {currency}',
  'receipt.date': 'Date',
  'receipt.reference': 'Reference',
  'receipt.next.payment': 'What happens next: your invoice is ready, and you can view or print it any time.',
  'receipt.next.subscription': 'What happens next: your subscription has started; you can change its plan or cancel it from its page.',
  'receipt.next.setup': 'What happens next: nothing was charged today; the subscription charges your account as you use it.',
} as const;
