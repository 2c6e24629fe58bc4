// What the submit answer decides next (docs/spec/checkout-and-billing.md §4,
// docs/reference/payment-react.md §3.4): fast pay, the credit confirmation, or a card intent that
// already succeeded. Pure decisions over the answer.
import type { CheckoutSubmitResponse } from '@domain/model';
import { isCheckoutPaid } from './completion';

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

/**
 * The server settled the checkout at submit: an order whose total is 0 (a promotion code that
 * covers it all) has nothing to collect, so the answer's session is already complete with
 * payment_status no_payment_required (as Stripe completes a free checkout). The page only waits
 * for the completion; no wallet, card or fast pay is asked for 0.
 */
export function isSettledAtSubmit(response: CheckoutSubmitResponse): boolean {
  return response.checkoutSession ? isCheckoutPaid(response.checkoutSession) : false;
}
