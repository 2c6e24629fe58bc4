import type { SnapshotFrom } from 'xstate';
import { formatError, isRetryable } from '@domain/errors';
import type { CheckoutSession, PaymentIntent, PaymentLink, Price } from '@domain/model';
import type { checkoutSessionMachine } from './checkout-session.machine';

/** Which checkout screen to render (spec §2 checkout states). */
export type CheckoutScreen = 'loading' | 'error' | 'expired' | 'empty' | 'completed' | 'ready';

export interface CheckoutSessionView {
  screen: CheckoutScreen;
  /** 'Oops' screen text (spec §8 error-text rule). */
  errorText: string | null;
  /** Whether 'Retry' can help: not for a session that does not exist or may not be seen. */
  retryable: boolean;
  session: CheckoutSession | null;
  paymentIntent: PaymentIntent | null;
  /** The payment link behind the session (donation settings, after_completion), if any. */
  paymentLink: PaymentLink | null;
  /** A line-item change is on its way: disable the cart controls and the submit button. */
  changing: boolean;
  crossSell: {
    /** The offered price, or null when there is none (or it could not be fetched). */
    offer: Price | null;
    loading: boolean;
    /** REQUIRE_CROSS_SELL: shake the area (1 s). */
    shaking: boolean;
  };
}

/** Snapshot in, view model out; the UI never sees state or event names. */
export function checkoutSessionView(
  snapshot: SnapshotFrom<typeof checkoutSessionMachine>,
): CheckoutSessionView {
  const { context } = snapshot;
  const screen: CheckoutScreen = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('expired')
        ? 'expired'
        : snapshot.matches('empty')
          ? 'empty'
          : snapshot.matches('completed')
            ? 'completed'
            : 'ready';
  return {
    screen,
    errorText: screen === 'error' ? formatError(context.error) : null,
    retryable: screen === 'error' && isRetryable(context.error),
    session: context.session,
    paymentIntent: context.paymentIntent,
    paymentLink: context.paymentLink,
    changing: snapshot.matches({ ready: { changes: 'changing' } }),
    crossSell: {
      offer: context.crossSell,
      loading: snapshot.matches({ ready: { crossSell: 'fetching' } }),
      shaking: snapshot.matches({ ready: { shake: 'shaking' } }),
    },
  };
}
