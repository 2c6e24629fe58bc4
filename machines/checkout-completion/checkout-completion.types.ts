// The checkout completion machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.
import type { CheckoutSession } from '@domain/model';

export interface CheckoutCompletionInput {
  sessionId: string;
  /** The session as known at submit: the output when the realtime event wins and a re-read fails. */
  session: CheckoutSession;
}

export type CheckoutCompletionOutput =
  | { outcome: 'paid'; session: CheckoutSession }
  | { outcome: 'failed'; message: string }
  | { outcome: 'timedOut' };

export interface CheckoutCompletionContext {
  sessionId: string;
  session: CheckoutSession;
  /** Set on entering a final state; the output is read from it. */
  outcome: CheckoutCompletionOutput['outcome'] | null;
  /** The payment intent's error text once the payment has failed. */
  failure: string | null;
}

export type CheckoutCompletionEvent = { type: 'ws.sessionCompleted'; sessionId: string };
