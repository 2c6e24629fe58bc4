// Which of a host's callbacks a new checkout view calls (docs/embed.md, CheckoutForm's events):
// paid once when the session completes, error once when it cannot be loaded, change whenever the
// server answers a new session otherwise. A view that repeats the last one says nothing.
import type { CheckoutSession } from '@domain/model';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';

export interface SeenView {
  screen: CheckoutSessionView['screen'] | null;
  session: CheckoutSession | null;
}

export type CheckoutEvent =
  | { type: 'paid'; session: CheckoutSession }
  | { type: 'error'; message: string }
  | { type: 'change'; session: CheckoutSession };

export const NOTHING_SEEN: SeenView = { screen: null, session: null };

export function checkoutEvent(before: SeenView, view: Pick<CheckoutSessionView, 'screen' | 'session' | 'errorText'>): CheckoutEvent | null {
  if (view.screen === before.screen && view.session === before.session) return null;
  if (view.screen === 'completed') return before.screen !== 'completed' && view.session ? { type: 'paid', session: view.session } : null;
  if (view.screen === 'error') return before.screen !== 'error' ? { type: 'error', message: view.errorText ?? '' } : null;
  return view.session && view.session !== before.session ? { type: 'change', session: view.session } : null;
}
