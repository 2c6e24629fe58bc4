import type { Subscription } from '@domain/model';
import { ACTIONS_BY_PHASE, phaseOf, type LifecycleAction, type LifecyclePhase } from '@domain/subscription';
import type { SubscriptionActionsApi } from '@machines/ports';

// The subscription page paints from its first read while the lifecycle machine (XState, the
// dialogs' wiring, the endpoints' schemas) loads beside the request, so none of it is in the
// route's first code (budgets). The machine's first load then takes that very answer.

export interface FirstRead {
  id: string;
  /** The page's first GET of the subscription, started at once. */
  answer: Promise<Subscription>;
  /**
   * The answer for the first load of this subscription that asks for it, once; then null. A load
   * stopped before the answer came (React StrictMode's double mount under the dev server stops and
   * restarts the machine; the stopped run's outcome is dropped) leaves it to the next load.
   */
  take(id: string, signal?: AbortSignal): Promise<Subscription> | null;
}

export function startFirstRead(read: (id: string) => Promise<Subscription>, id: string): FirstRead {
  const answer = read(id);
  let settled = false;
  // A failure is the lifecycle machine's to show; until it takes the answer, it is not an unhandled one.
  answer.then(
    () => (settled = true),
    () => (settled = true),
  );
  let taken = false;
  return {
    id,
    answer,
    take(wanted, signal) {
      if (taken || wanted !== id) return null;
      taken = true;
      signal?.addEventListener('abort', () => (taken = settled), { once: true });
      return answer;
    },
  };
}

/**
 * The lifecycle machine's subscription port whose first load is the page's first read — its
 * answer or its failure, which the machine shows with its Retry (a fault armed for one request
 * still fails exactly one load) — and every later call asks the server again.
 */
export const withFirstRead = (api: SubscriptionActionsApi, first: FirstRead): SubscriptionActionsApi => ({
  ...api,
  get: (id, signal) => first.take(id, signal) ?? api.get(id, signal),
});

export interface SettledView {
  subscription: Subscription;
  phase: LifecyclePhase;
  actions: readonly LifecycleAction[];
  busy: boolean;
}

/** What the machine will show once it has taken the first answer: the phase and its actions, nothing busy. */
export function firstReadView(subscription: Subscription): SettledView {
  const phase = phaseOf(subscription);
  return { subscription, phase, actions: ACTIONS_BY_PHASE[phase], busy: false };
}
