import type { SnapshotFrom } from 'xstate';
import { formatError, isRetryable } from '@domain/errors';
import type { CheckoutSession, PaymentIntent, PaymentLink, Price } from '@domain/model';
import type { Refusal } from './change-queue';
import type { checkoutSessionMachine } from './checkout-session.machine';

/** Which checkout screen to render (docs/spec/checkout-and-billing.md §2 checkout states). */
export type CheckoutScreen = 'loading' | 'error' | 'expired' | 'empty' | 'completed' | 'ready';

export interface CheckoutSessionView {
  screen: CheckoutScreen;
  /**
   * Still on the skeleton (the 500 ms floor runs) but the session is loaded and will show the
   * form: the page renders the form hidden behind the skeleton, so nothing is left to render
   * (or suspend) at the moment the floor ends.
   */
  prepared: boolean;
  /** 'Oops' screen text (docs/spec/checkout-and-billing.md §8 error-text rule). */
  errorText: string | null;
  /** Whether 'Retry' can help: not for a session that does not exist or may not be seen. */
  retryable: boolean;
  session: CheckoutSession | null;
  paymentIntent: PaymentIntent | null;
  /** The payment link behind the session (donation settings, after_completion), if any. */
  paymentLink: PaymentLink | null;
  /**
   * A line-item change is on its way or queued: Pay is busy (the session is not yet what the
   * payer sees). The fields stay editable: a newer intent replaces a queued one.
   */
  changing: boolean;
  /** Quantity (by line item id) and amount (by price id) changes the server refused, shown at the field. */
  refused: {
    quantity: Readonly<Record<string, Refusal['message']>>;
    amount: Readonly<Record<string, Refusal['message']>>;
    /** A refused promotion code: its message and the code the payer typed (kept in the input). */
    promotion: { readonly message: Refusal['message']; readonly code: string } | null;
  };
  /** No change on its way and none refused: the session is what the payer asked for. */
  inSync: boolean;
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
  const changing = !snapshot.matches({ ready: { changes: 'idle' } }) && snapshot.matches('ready');
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
    prepared: screen === 'loading' && context.prepared,
    errorText: screen === 'error' ? formatError(context.error) : null,
    retryable: screen === 'error' && isRetryable(context.error),
    session: context.session,
    paymentIntent: context.paymentIntent,
    paymentLink: context.paymentLink,
    changing,
    refused: refusedByField(context.refused),
    // A refused promotion code leaves the session as it was: the payer may still pay it.
    inSync: !changing && context.refused.every((refusal) => refusal.change.kind !== 'quantity' && refusal.change.kind !== 'amount'),
    crossSell: {
      offer: context.crossSell,
      loading: snapshot.matches({ ready: { crossSell: 'fetching' } }),
      shaking: snapshot.matches({ ready: { shake: 'shaking' } }),
    },
  };
}

/** Only quantity, amount and applied promotion refusals are kept (refusedAtField); the others toast. */
function refusedByField(refused: readonly Refusal[]): CheckoutSessionView['refused'] {
  const quantity: Record<string, Refusal['message']> = {};
  const amount: Record<string, Refusal['message']> = {};
  let promotion: CheckoutSessionView['refused']['promotion'] = null;
  for (const { change, message } of refused) {
    if (change.kind === 'quantity') quantity[change.itemId] = message;
    if (change.kind === 'amount') amount[change.priceId] = message;
    if (change.kind === 'applyPromotion') promotion = { message, code: change.code };
  }
  return { quantity, amount, promotion };
}
