// How the lifecycle walk reads a path (lifecycle-paths.spec.ts and the paths the QA command
// exports as Playwright specs, scripts/qa/playwright-export.ts): a readable title, the sandbox
// scenario that can produce it, or the reason none can.
import type { Ev, LifecyclePath } from './lifecycle-graph';
import { lostCancel } from './lost-cancel';

// ---- Reading a path ----
export const out = (event: Ev) => (event['output'] ?? {}) as Record<string, unknown>;
const phaseOf = (event: Ev) => {
  const o = out(event);
  if (o['status'] === 'past_due') return 'pastDue';
  if (o['status'] === 'canceled' || o['status'] === 'trialing') return o['status'] as string;
  return o['cancel_at_period_end'] ? 'cancelScheduled' : 'active';
};
const has = (path: LifecyclePath, type: string, test: (event: Ev) => boolean = () => true) =>
  path.events.some((e) => e.type === type && test(e));
export const describeEvent = (event: Ev) => {
  const o = out(event);
  const detail =
    event.type.endsWith('Subscription') && o['status']
      ? phaseOf(event)
      : 'needStake' in o
        ? `needStake=${String(o['needStake'])}`
        : Array.isArray(event['output'])
          ? `${(event['output'] as unknown[]).length > 0 && (event['output'] as Array<{ id: string }>)[0]!.id === 'price_yearly' ? 'other plans' : 'no other plan'}`
          : 'requires_payment' in o
            ? `pay=${String(o['requires_payment'])}`
            : 'stripeContext' in o
              ? `card set-up=${String(!!o['stripeContext'])}`
              : o['status']
                ? String(o['status'])
                : event['card'] !== undefined
                  ? `card=${String(event['card'])}`
                  : '';
  const error = (event['error'] ?? {}) as { code?: string; kind?: string };
  const cause = error.code ?? (error.kind === 'network' ? 'answer lost' : '');
  return `${event.type.replace('xstate.', '').replace('.actor', '')}${detail || cause ? `(${detail || cause})` : ''}`;
};
export const titleOf = (path: LifecyclePath) => path.events.map(describeEvent).join(' → ');

// ---- Paths no sandbox scenario can produce, and why ----
export const NOT_PRODUCIBLE: Array<{ reason: string; applies: (path: LifecyclePath) => boolean }> = [
  {
    reason:
      'the sandbox (like the Payment Kit) cancels a paid subscription at the end of its period; only a trial ends at once',
    applies: (p) =>
      p.start !== 'trialing' &&
      has(p, 'xstate.done.actor.cancelSubscription', (e) => phaseOf(e) === 'canceled'),
  },
  {
    reason: 'a trial always cancels at once, never at the period end',
    applies: (p) =>
      p.start === 'trialing' &&
      has(p, 'xstate.done.actor.cancelSubscription', (e) => phaseOf(e) === 'cancelScheduled'),
  },
  {
    reason:
      'the page refreshes on invoice.paid of its subscription: a past-due one has due invoices to pay elsewhere, an active one a dearer plan to pay for on another device; a trial owes nothing for a plan change and a cancel-scheduled one offers none',
    applies: (p) => (p.start === 'trialing' || p.start === 'cancelScheduled') && has(p, 'sync.changed'),
  },
  {
    reason:
      'a cancel whose answer is lost either reached the server (the refresh shows it cancelled, or scheduled to cancel) or did not (the refresh shows the phase it had)',
    applies: (p) => {
      const index = p.events.findIndex((e) => lostCancel(e));
      const answer = p.events[index + 1];
      if (index < 0 || !answer || answer.type !== 'xstate.done.actor.refreshSubscription') return false;
      const outcome = p.start === 'trialing' ? 'canceled' : 'cancelScheduled';
      return phaseOf(answer) !== p.start && phaseOf(answer) !== outcome;
    },
  },

  {
    reason:
      'a payment (invoice.paid) never moves a subscription into another phase, except a past-due one that becomes active',
    applies: (p) => {
      const index = p.events.findIndex((e) => e.type === 'sync.changed');
      const answer = p.events[index + 1];
      if (index < 0 || !answer || answer.type !== 'xstate.done.actor.refreshSubscription') return false;
      const from = p.start;
      return phaseOf(answer) !== from && !(from === 'pastDue' && phaseOf(answer) === 'active');
    },
  },
  {
    reason: 'a trial cancels at once, so no trial is ever scheduled to cancel and resumed as a trial',
    applies: (p) => has(p, 'xstate.done.actor.recoverSubscription', (e) => phaseOf(e) === 'trialing'),
  },
  {
    reason:
      'a card currency always answers with a set-up intent to confirm (the saved-card shortcut does not exist in the sandbox)',
    applies: (p) =>
      p.events.some(
        (e, i) =>
          e.type === 'xstate.done.actor.changePayment' &&
          !out(e)['stripeContext'] &&
          p.events[i - 1]?.['card'] === true,
      ),
  },
  {
    reason:
      'nothing is due today for a plan change during a trial (domain/proration), so the wallet has nothing to pay',
    applies: (p) =>
      p.start === 'trialing' &&
      has(p, 'xstate.done.actor.changePlan', (e) => out(e)['requires_payment'] === true),
  },
  {
    reason: 'no trial scenario lacks other plans to change to',
    applies: (p) =>
      p.start === 'trialing' &&
      has(
        p,
        'xstate.done.actor.loadPlans',
        (e) => (e['output'] as Array<{ id: string }>)[0]?.id !== 'price_yearly',
      ),
  },
];

// ---- The scenario of a walk ----
export interface Scenario {
  id: string;
  identity: 'customer' | 'owner';
}
export function scenarioOf(path: LifecyclePath): Scenario {
  const noPlans = has(
    path,
    'xstate.done.actor.loadPlans',
    (e) => (e['output'] as Array<{ id: string }>)[0]?.id !== 'price_yearly',
  );
  switch (path.start) {
    case 'trialing':
      return { id: 'sub_sbx_trialing', identity: 'customer' };
    case 'pastDue':
      return { id: 'sub_sbx_past_due', identity: 'owner' };
    case 'canceled':
      return { id: 'sub_sbx_canceled', identity: 'customer' };
    case 'cancelScheduled':
      return {
        id: has(path, 'xstate.done.actor.loadRecoverInfo', (e) => out(e)['needStake'] === true)
          ? 'sub_sbx_stake_revoked'
          : 'sub_sbx_canceling',
        identity: 'customer',
      };
    default:
      return { id: noPlans ? 'sub_sbx_no_plans' : 'sub_sbx_plans', identity: 'customer' };
  }
}
