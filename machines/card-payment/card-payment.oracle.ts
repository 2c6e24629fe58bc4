// What must hold in each card-payment state (docs/spec/checkout-and-billing.md §4 card step, §8
// errors; the machine's contract: every await has a way out and a retry never pays twice): the
// card form waits for Confirm, with the provider's refusal under it; while the card is confirmed
// or the server asked, the dialog is busy and cannot be closed; a lost confirmation asks the
// server whether the card was charged before anything else (paid → paid; not paid → the form
// with the error; unknown → the next Confirm asks again before it confirms); the submission is
// told paid or cancelled, never both.
// The expected dialog is folded from the events the path sent, never read from the machine's
// context, so a machine that takes a step the rules forbid disagrees with it.
import type { EventObject } from 'xstate';
import type { CardResult } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { cardPaymentView, type CardPaymentView } from './card-payment.view';

type Snapshot = Parameters<typeof cardPaymentView>[0];
type Sent = EventObject & { output?: unknown; error?: unknown };
type At = 'entering' | 'confirming' | 'checking' | 'rechecking' | 'paid' | 'cancelled';

interface Dialog {
  at: At;
  error: string | null;
  check: CardPaymentView['check'];
}

const errorText = (event: Sent) => (event.error as Error).message;

/** One event's effect on the dialog, by the rules above. */
function step(dialog: Dialog, event: Sent): void {
  const { type } = event;
  switch (dialog.at) {
    case 'entering':
      // Confirm clears the last error; with the last outcome unknown it asks the server first.
      if (type === 'card.confirm') Object.assign(dialog, { at: dialog.check === 'unknown' ? 'rechecking' : 'confirming', error: null });
      return;
    case 'confirming':
      if (type === 'xstate.done.actor.confirmCard') {
        const result = event.output as CardResult;
        if (result.status === 'succeeded') dialog.at = 'paid';
        else if (result.status === 'cancelled') dialog.at = 'cancelled';
        else Object.assign(dialog, { at: 'entering', error: result.status === 'failed' ? result.message : null, check: null });
      }
      // The answer is lost: the card may have been charged, so ask before anything else.
      if (type === 'xstate.error.actor.confirmCard') Object.assign(dialog, { at: 'checking', error: errorText(event) });
      return;
    case 'checking':
      if (type === 'xstate.done.actor.checkPaid') Object.assign(dialog, event.output === true ? { at: 'paid' } : { at: 'entering', check: 'notPaid' });
      if (type === 'xstate.error.actor.checkPaid') Object.assign(dialog, { at: 'entering', check: 'unknown' });
      return;
    case 'rechecking':
      if (type === 'xstate.done.actor.recheckPaid') Object.assign(dialog, event.output === true ? { at: 'paid' } : { at: 'confirming', check: null });
      // Still unknown: back to the form with the failure, and the next Confirm asks again.
      if (type === 'xstate.error.actor.recheckPaid') Object.assign(dialog, { at: 'entering', error: errorText(event) });
      return;
    default:
  }
}

const BUSY: readonly At[] = ['confirming', 'checking', 'rechecking'];

const facts = ({ events }: OracleStep<Snapshot>) => {
  const dialog: Dialog = { at: 'entering', error: null, check: null };
  for (const event of events) step(dialog, event as Sent);
  const busy = BUSY.includes(dialog.at);
  return {
    busy,
    checking: dialog.at === 'checking' || dialog.at === 'rechecking',
    error: dialog.error,
    // While busy the dialog says it is working, not what the last check said.
    check: busy ? null : dialog.check,
    told: dialog.at === 'paid' || dialog.at === 'cancelled' ? dialog.at : null,
  };
};

export const cardPaymentOracle = defineOracle({
  observe: (snapshot: Snapshot) => ({
    ...cardPaymentView(snapshot),
    // What the submission is told (card.succeeded / card.cancelled) on the way out.
    told: snapshot.status === 'done' ? (snapshot.value as string) : null,
  }),
  describe: {
    busy: 'Confirm is busy and the dialog cannot be closed',
    checking: 'the dialog says it is asking whether the payment went through',
    error: 'the error under the card form',
    check: 'what the last check said (not charged / unknown)',
    told: 'what the submission is told: paid or cancelled',
  },
  states: {
    'cardPayment.entering': facts,
    'cardPayment.confirming': facts,
    'cardPayment.checking': facts,
    'cardPayment.rechecking': facts,
    'cardPayment.paid': facts,
    'cardPayment.cancelled': facts,
  },
});
