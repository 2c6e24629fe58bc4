// Which outcome a loaded checkout session shows (docs/spec/checkout-and-billing.md §4,
// docs/reference/payment-react.md §3.2). Pure: the time is passed in.
import type { CheckoutSession } from '@domain/model';

/** Expired when expires_at (unix seconds) is not after now, or the server already says so. */
export function isSessionExpired(session: CheckoutSession, nowMs: number): boolean {
  return session.status === 'expired' || session.expires_at * 1000 <= nowMs;
}

/** A session without line items is not configured properly. */
export function hasNoLineItems(session: CheckoutSession): boolean {
  return session.line_items.length === 0;
}

/** Already paid: the completed view instead of the form. */
export function isSessionComplete(session: CheckoutSession): boolean {
  return session.status === 'complete';
}
