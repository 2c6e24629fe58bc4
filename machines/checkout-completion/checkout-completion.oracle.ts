// What must hold in each completion state (docs/spec/checkout-and-billing.md §4 "Completion",
// §9 polling; docs/reference/payment-react.md §3.4): while it polls or confirms, the payer waits
// (busy, no outcome); a read whose intent carries a payment error ends failed with that error's
// text; a read of a complete and paid session ends paid with that session; the realtime event for
// this session (never another's) is confirmed by one more read, whose session the success view
// gets (the last known one if that read fails); 3 minutes without an answer end timed out.
// The expected outcome is folded from the input and the events the path sent, never read from the
// machine's context, so a machine that takes a step the rules forbid disagrees with it.
import type { EventObject } from 'xstate';
import type { CheckoutSession, RetrieveCheckoutResponse } from '@domain/model';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { checkoutCompletionView } from './checkout-completion.view';
import type { CheckoutCompletionInput, CheckoutCompletionOutput } from './checkout-completion.types';

type Snapshot = Parameters<typeof checkoutCompletionView>[0];
type Sent = EventObject & { output?: RetrieveCheckoutResponse; sessionId?: string };
type At = 'polling' | 'confirming' | 'paid' | 'failed' | 'timedOut';

interface Wait {
  at: At;
  session: CheckoutSession;
  failure: string | null;
}

/** §4: a session is paid once complete and paid, or complete needing no payment. */
const paid = (session: CheckoutSession) => session.status === 'complete' && ['paid', 'no_payment_required'].includes(session.payment_status);

/** §4: an intent that needs action again and carries an error has failed; its own text is what the payer reads. */
const intentError = ({ paymentIntent: intent }: RetrieveCheckoutResponse) =>
  intent?.status === 'requires_action' && intent.last_payment_error ? (intent.last_payment_error.message ?? 'Payment failed') : null;

function step(wait: Wait, event: Sent, sessionId: string): void {
  if (wait.at === 'polling') {
    if (event.type === 'xstate.done.actor.retrieveSession') {
      const failure = intentError(event.output!);
      if (failure) Object.assign(wait, { at: 'failed', failure });
      else Object.assign(wait, { session: event.output!.checkoutSession, at: paid(event.output!.checkoutSession) ? 'paid' : 'polling' });
    }
    if (event.type === 'ws.sessionCompleted' && event.sessionId === sessionId) wait.at = 'confirming';
    if (event.type.startsWith('xstate.after.pollTimeout')) wait.at = 'timedOut';
    return;
  }
  if (wait.at === 'confirming') {
    if (event.type === 'xstate.done.actor.confirmSession') Object.assign(wait, { at: 'paid', session: event.output!.checkoutSession });
    // The realtime event already said paid: a lost re-read keeps the last known session.
    if (event.type === 'xstate.error.actor.confirmSession') wait.at = 'paid';
  }
}

const OUTCOME = { paid: 'paid', failed: 'failed', timedOut: 'timedOut' } as const;

const facts = ({ input, events }: OracleStep<Snapshot>) => {
  const { sessionId, session } = input as CheckoutCompletionInput;
  const wait: Wait = { at: 'polling', session, failure: null };
  for (const event of events) step(wait, event as Sent, sessionId);
  const final = wait.at === 'paid' || wait.at === 'failed' || wait.at === 'timedOut';
  const output: CheckoutCompletionOutput | null =
    wait.at === 'paid' ? { outcome: 'paid', session: wait.session } : wait.at === 'failed' ? { outcome: 'failed', message: wait.failure! } : wait.at === 'timedOut' ? { outcome: 'timedOut' } : null;
  return {
    status: final ? OUTCOME[wait.at as keyof typeof OUTCOME] : ('waiting' as const),
    busy: !final,
    failureMessage: wait.failure,
    output,
  };
};

export const checkoutCompletionOracle = defineOracle({
  observe: (snapshot: Snapshot) => ({
    ...checkoutCompletionView(snapshot),
    busy: snapshot.hasTag('busy'),
    output: (snapshot.output as CheckoutCompletionOutput | undefined) ?? null,
  }),
  describe: {
    status: 'what the payer is told: waiting, paid, failed or timed out',
    busy: 'the page says it is confirming the payment',
    failureMessage: 'the payment error shown',
    output: 'the outcome the submission routes on (and the session the success view shows)',
  },
  states: {
    'checkoutCompletion.polling': facts,
    'checkoutCompletion.confirming': facts,
    'checkoutCompletion.paid': facts,
    'checkoutCompletion.failed': facts,
    'checkoutCompletion.timedOut': facts,
  },
});
