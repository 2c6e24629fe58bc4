// The fast pay machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.
import type { FastPayInfo, PaymentCurrency } from '@domain/model';
import type { FastPayKind } from '@domain/payment';

export interface FastPayInput {
  sessionId: string;
  kind: FastPayKind;
  info: FastPayInfo | null;
  currency: PaymentCurrency;
}

export type FastPayOutput =
  | { outcome: 'paid' }
  | { outcome: 'notPaid' }
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; message: string };

export interface FastPayContext extends FastPayInput {
  outcome: FastPayOutput['outcome'] | null;
  error: string | null;
}

export type FastPayEvent = { type: 'user.confirmFastPay' } | { type: 'user.cancel' };
