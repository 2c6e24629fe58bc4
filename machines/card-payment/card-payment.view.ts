import type { SnapshotFrom } from 'xstate';
import type { cardPaymentMachine } from './card-payment.machine';

export interface CardPaymentView {
  /** Confirming or asking the server: the dialog cannot be closed and Confirm is busy. */
  busy: boolean;
  /** The provider's refusal or the failure, shown under the card form. */
  error: string | null;
  /**
   * After a failure whose answer was lost: 'notPaid' (the server says the card was not charged),
   * 'unknown' (it could not be asked; Confirm asks before it charges again), or null.
   */
  check: 'notPaid' | 'unknown' | null;
  /** Asking the server whether the payment went through (after a failure, or before a retry). */
  checking: boolean;
}

/** Snapshot in, view model out, for the card dialog. */
export function cardPaymentView(snapshot: SnapshotFrom<typeof cardPaymentMachine>): CardPaymentView {
  const { error, check } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const checking = snapshot.matches('checking') || snapshot.matches('rechecking');
  return { busy, error, check: busy ? null : check, checking };
}
