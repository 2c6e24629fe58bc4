import type { CheckoutSession } from '@domain/model';
import { isCheckoutPaid } from '@domain/checkout';
import type { Ports } from '@machines/ports';

/**
 * The page knows when its session is paid, also when this page did not pay it:
 * another tab completed it, a reload lost the wallet step, or a lost answer hid a payment. It
 * listens to `checkout.session.completed` from the moment the form can submit, and re-reads
 * the session whenever asked (every 'already completed' answer); a paid session is handed to
 * `onPaid`, which shows the completed view instead of a toast on every Pay press.
 */
export function watchPaidElsewhere(options: {
  ports: Pick<Ports, 'checkout' | 'realtime'>;
  sessionId: string;
  onPaid: (session: CheckoutSession) => void;
}): { recheck: () => Promise<void>; stop: () => void } {
  let stopped = false;
  let pending: Promise<void> | null = null;
  const recheck = () => {
    pending ??= options.ports.checkout
      .retrieve(options.sessionId)
      .then(({ checkoutSession }) => {
        if (!stopped && isCheckoutPaid(checkoutSession)) options.onPaid(checkoutSession);
      })
      // A failed read changes nothing: the next answer or event asks again.
      .catch(() => undefined)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  const unsubscribe = options.ports.realtime.subscribe((event) => {
    if (event.type === 'checkout.session.completed' && event.data.id === options.sessionId) void recheck();
  });
  return {
    recheck,
    stop: () => {
      stopped = true;
      unsubscribe();
    },
  };
}

/** The server's refusal of a session that is already paid ('This checkout session is already completed'). */
export const saysAlreadyCompleted = (message: string) => /already\s+(been\s+)?(completed|paid)/i.test(message);
