// English texts of the promotion code's input and the server's refusals (issue 30 item 2):
// loaded with the input, on the payer's first press of "Add promotion code".
export const promotion = {
  'checkout.promotion.label': 'Promotion code',
  'checkout.promotion.placeholder': 'Enter code',
  'checkout.promotion.apply': 'Apply',
  'checkout.promotion.applying': 'Applying…',
  'checkout.promotion.cancel': 'Cancel',
  'error.PROMOTION_CODE_REQUIRED': 'Please enter a promotion code.',
  'error.PROMOTION_CODE_NOT_FOUND': 'This promotion code does not exist. Check the spelling and try again.',
  'error.PROMOTION_CODE_INACTIVE': 'This promotion code is no longer active.',
  'error.PROMOTION_CODE_EXPIRED': 'This promotion code has expired.',
  'error.PROMOTION_CODE_EXHAUSTED': 'This promotion code has reached its usage limit.',
  'error.PROMOTION_CODE_CURRENCY': 'This promotion code cannot be used with the selected currency.',
  'error.PROMOTION_CODE_MINIMUM': 'Your order does not reach the minimum amount for this promotion code.',
  'error.PROMOTION_CODES_NOT_ALLOWED': 'Promotion codes are not allowed for this checkout.',
  'error.PROMOTION_CODE_NOT_APPLIED': 'No promotion code is applied.',
} as const;
