import type { SnapshotFrom } from 'xstate';
import type { checkoutCompletionMachine } from './checkout-completion.machine';

export interface CheckoutCompletionView {
  status: 'waiting' | 'paid' | 'failed' | 'timedOut';
  /** The payment provider's text when the payment failed. */
  failureMessage: string | null;
}

/** Snapshot in, view model out. The submit view embeds this while paying. */
export function checkoutCompletionView(
  snapshot: SnapshotFrom<typeof checkoutCompletionMachine>,
): CheckoutCompletionView {
  const status = snapshot.matches('paid')
    ? 'paid'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('timedOut')
        ? 'timedOut'
        : 'waiting';
  return { status, failureMessage: snapshot.context.failure };
}
