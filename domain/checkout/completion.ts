// When a checkout counts as paid after a payment, and when its payment intent has failed
// (docs/spec/checkout-and-billing.md §4 and §8). Pure.
import type { CheckoutSession, PaymentIntent } from '@domain/model';

/** Complete when status is complete and payment_status is paid or no_payment_required. */
export function isCheckoutPaid(session: CheckoutSession): boolean {
  return (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  );
}

/**
 * A payment intent in requires_action with a last_payment_error has failed; the message is shown
 * as is. Undefined when the intent has not failed.
 */
export function paymentFailureMessage(intent: PaymentIntent | null | undefined): string | undefined {
  if (!intent || intent.status !== 'requires_action' || !intent.last_payment_error) return undefined;
  return intent.last_payment_error.message ?? 'Payment failed';
}
