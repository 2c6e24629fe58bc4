// The card payment machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.
import type { CardResult } from '@machines/ports';

export interface CardPaymentInput {
  sessionId: string;
}

export type ConfirmCard = () => Promise<CardResult>;

export interface CardPaymentContext {
  sessionId: string;
  /** The mounted card element's confirm, handed over by the Confirm press. */
  confirm: ConfirmCard | null;
  /** What the payer reads under the card form: the provider's refusal or the failure. */
  error: string | null;
  /**
   * After a failed confirmation, what the server said: not paid (the card was not charged), or
   * nothing (the check failed too: the outcome is unknown until the next Confirm asks again).
   */
  check: 'notPaid' | 'unknown' | null;
}

export type CardPaymentEvent = { type: 'card.confirm'; confirm: ConfirmCard };
