// TODO(domain): move to domain/checkout (session outcome rules); kept here because no domain
// module owns checkout completion yet. Pure functions, no I/O.
import type { CheckoutSession, PaymentIntent } from '@domain/model';

/** Spec §4: complete when status is complete and payment_status is paid or no_payment_required. */
export function isCheckoutPaid(session: CheckoutSession): boolean {
  return (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  );
}

/**
 * Spec §8: a payment intent in requires_action with a last_payment_error has failed; the message
 * is shown as is. Undefined when the intent has not failed.
 */
export function paymentFailureMessage(intent: PaymentIntent | null | undefined): string | undefined {
  if (!intent || intent.status !== 'requires_action' || !intent.last_payment_error) return undefined;
  return intent.last_payment_error.message ?? 'Payment failed';
}
