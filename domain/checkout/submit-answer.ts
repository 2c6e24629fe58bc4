// What the submit answer decides next (docs/spec/checkout-and-billing.md §4,
// docs/reference/payment-react.md §3.4): fast pay, the credit confirmation, or a card intent that
// already succeeded. Pure decisions over the answer.
import type { CheckoutSubmitResponse } from '@domain/model';

/** Credit currencies confirm when the server says the credit suffices (docs/reference/payment-react.md §3.4). */
export function isCreditSufficient(response: CheckoutSubmitResponse): boolean {
  return response.creditSufficient === true;
}

/** Fast pay when balance or delegation is sufficient, not a donation, and the server sent fastPayInfo. */
export function canFastPay(response: CheckoutSubmitResponse, donation: boolean): boolean {
  const sufficient = response.balance?.sufficient === true || response.delegation?.sufficient === true;
  return sufficient && !donation && response.fastPayInfo !== null && response.fastPayInfo !== undefined;
}

/** A card intent that already succeeded goes straight to paying. */
export function isCardIntentSucceeded(response: CheckoutSubmitResponse): boolean {
  return response.stripeContext?.status === 'succeeded';
}
