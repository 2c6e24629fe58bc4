// The transitions and helpers the lifecycle's states share: the machine file and its sub-flows
// (subscription-lifecycle.plan-change.ts, subscription-lifecycle.payment-change.ts) build on them.
import type { Subscription } from '@domain/model';
import { formatDate } from '@domain/display/format-date';

/** Keeps the subscription a done event carried (load, refresh, cancel, recover). */
export const stored = { type: 'storeSubscription', params: ({ event }: { event: { output: Subscription } }) => ({ subscription: event.output }) } as const;
/** Keeps an error event's error for the step on screen. */
export const failedWith = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
export const ALL_PHASES = ['canceled', 'pastDue', 'cancelScheduled', 'trialing', 'active'] as const;
export type Phase = (typeof ALL_PHASES)[number];

/**
 * Back to the phase of the subscription just read, as guarded transitions in the order
 * `phases` lists them; the last one is the fallback. Only the phases a step can really lead to
 * are listed (a cancel ends scheduled or cancelled; closing a dialog returns where it opened), so
 * no branch exists that no path can take. `actions` run first; every return clears the step.
 */
// Stryker disable next-line ArrayDeclaration: equivalent, XState skips an action name nobody implements
export function toPhase(phases: readonly Phase[], actions: readonly object[] = []): never {
  const last = phases[phases.length - 1]!;
  // One list serves done, error and user events alike; XState cannot type a transition list
  // shared across events, so it is typed by the machine config where it is used (never).
  return [
    ...phases.slice(0, -1).map((phase) => ({
      guard: { type: 'isPhase' as const, params: { phase } },
      target: `#subscriptionLifecycle.${phase}`,
      actions: [...actions, 'clearStep' as const],
    })),
    { target: `#subscriptionLifecycle.${last}`, actions: [...actions, 'clearStep' as const] },
  ] as never;
}
/** The phases that offer a dialog: where closing it returns. */
export const fromRunning = toPhase(['trialing', 'active']);
export const fromAnyPaymentChange = toPhase(['cancelScheduled', 'trialing', 'active']);
export const fromResume = toPhase(['cancelScheduled']);
export const toRefreshing = '#subscriptionLifecycle.refreshing';

/** The day a scheduled cancellation takes effect (YYYY-MM-DD, the page's date format in every language). */
export function endDateOf(subscription: Subscription): string {
  return formatDate(
    subscription.cancel_at ?? subscription.current_period_end,
    'YYYY-MM-DD',
    // Stryker disable next-line StringLiteral: equivalent, digits and dashes read the same in every language
    'en',
  );
}

export function idsFor(context: { subscriptionId: string }) {
  return { subscriptionId: context.subscriptionId };
}
