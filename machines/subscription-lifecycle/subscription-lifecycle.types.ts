// The subscription lifecycle machine's input, context and events (zag's layout): the setup, the
// states, the actors and the view import them from here.
import type { CancellationReason, Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview } from '@domain/model/subscription-actions';

export interface SubscriptionLifecycleInput {
  subscriptionId: string;
}

export interface CancelRequest {
  feedback: CancellationReason;
  comment: string;
}

export interface SubscriptionLifecycleContext {
  subscriptionId: string;
  subscription: Subscription | null;
  /** The last failure of the step on screen (shown inline, cleared when the step moves on). */
  error: unknown;
  cancel: CancelRequest | null;
  plans: readonly Price[];
  selectedPriceId: string | null;
  preview: ChangePlanPreview | null;
  /** The open invoice a plan change waits for (its payment applies the change). */
  planInvoiceId: string | null;
  /** Why the plan dialog says what it says: the quote was made again, or the payment did not go through. */
  planNotice: PlanNotice | null;
  /** The currency chosen as the new payment method. */
  paymentCurrencyId: string | null;
  /** The card set-up a payment-method change waits for. */
  cardSetup: ChangePaymentResult['stripeContext'];
}

/**
 * quoteExpired / quoteChanged: the server refused the quote (older than QUOTE_TTL_SECONDS, or its
 * amount moved) and the preview was made again: check the new amount. declined / cancelled: the
 * wallet did not pay, the change was dropped. notConfirmed: the wallet said yes but the server
 * does not show the new plan.
 */
export type PlanNotice = 'quoteExpired' | 'quoteChanged' | 'declined' | 'cancelled' | 'notConfirmed';

/** The quote a plan change is confirmed at (the preview's time and amount). */
export interface PlanChangeRequest {
  id: string;
  priceId: string;
  prorationDate: number;
  amountDue: string;
}

export type SubscriptionLifecycleEvent =
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  | { type: 'user.resume' }
  | { type: 'user.changePlan' }
  | { type: 'user.changePayment' }
  | { type: 'user.payDue' }
  | { type: 'user.close' }
  | { type: 'user.confirm' }
  | { type: 'user.submitCancel'; feedback: CancellationReason; comment: string }
  | { type: 'user.choosePlan'; priceId: string }
  | { type: 'user.choosePayment'; currencyId: string; card: boolean }
  | { type: 'card.succeeded' }
  | { type: 'card.failed'; error: unknown }
  | { type: 'overdue.closed' }
  /** Realtime (invoice.paid for this subscription) or a poll saw a change. */
  | { type: 'sync.changed' };
