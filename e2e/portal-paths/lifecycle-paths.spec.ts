// The subscription lifecycle's generated paths through the real UI (docs/portal.md): the
// shared kit generates the machine's paths (lifecycle-graph.ts: the same 140 its path test
// replays), each carried on to the final state (cancelled) or its action's terminal outcome.
// Each path's events become page-object actions on the sandbox scenario that can take it
// (lifecycle-steps.ts; faults and wallet controls armed for error answers), and the page must
// show what the machine says in every state it waits in, and what the machine's oracle
// (machines/subscription-lifecycle/subscription-lifecycle.oracle.ts) says a person sees there:
// the dialog open and, with none, the phase and the actions offered (SubscriptionPortal.facts,
// by role and label). Paths no scenario can produce are
// listed with the reason; a path with no UI mapping fails the first test. Walks of one scenario
// are chained on one page load (a walk that changes the subscription ends its page), and every
// chain is replayed on the machine; a passed chain leaves qa-walk.json for the QA coverage table.
import { expect, test } from '@playwright/test';
import { createJiti } from 'jiti';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Sandbox } from '../models/Sandbox';
import { SubscriptionPortal } from '../models/SubscriptionPortal';
import { expectNoAxeViolations } from '../support/axe';
import type { Ev, LifecyclePath } from './lifecycle-graph';
import { actionOf, expectShown, type Walker } from './lifecycle-steps';
import { lostCancel } from './lost-cancel';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: {
    '@domain': root('domain'),
    '@machines': root('machines'),
    '@adapters': root('adapters'),
    '@ui': root('ui'),
    '@test': root('test'),
  },
});
const graph = await jiti.import<{
  generatedCount: number;
  lifecyclePaths: LifecyclePath[];
  lifecycleWalks: LifecyclePath[];
  walkOf: (path: LifecyclePath) => LifecyclePath;
  replay: (events: Ev[]) => string[];
  expectedOnScreen: (events: Ev[], index: number) => Record<string, unknown>;
  factMismatches: (expected: Record<string, unknown>, observed: Record<string, unknown>) => string[];
  RESTING: string[];
  FINAL: string;
}>('./lifecycle-graph.ts');

// ---- Reading a path ----
const out = (event: Ev) => (event['output'] ?? {}) as Record<string, unknown>;
const phaseOf = (event: Ev) => {
  const o = out(event);
  if (o['status'] === 'past_due') return 'pastDue';
  if (o['status'] === 'canceled' || o['status'] === 'trialing') return o['status'] as string;
  return o['cancel_at_period_end'] ? 'cancelScheduled' : 'active';
};
const has = (path: LifecyclePath, type: string, test: (event: Ev) => boolean = () => true) =>
  path.events.some((e) => e.type === type && test(e));
const describeEvent = (event: Ev) => {
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
const titleOf = (path: LifecyclePath) => path.events.map(describeEvent).join(' → ');

// ---- Paths no sandbox scenario can produce, and why ----
const NOT_PRODUCIBLE: Array<{ reason: string; applies: (path: LifecyclePath) => boolean }> = [
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
interface Scenario {
  id: string;
  identity: 'customer' | 'owner';
}
function scenarioOf(path: LifecyclePath): Scenario {
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

/** A walk that leaves the subscription changed on the server: it ends its page load. */
const MUTATING = [
  'xstate.done.actor.cancelSubscription',
  'xstate.done.actor.recoverSubscription',
  'xstate.done.actor.changePlan',
  'xstate.done.actor.changePayment',
  'sync.changed',
];
const mutates = (path: LifecyclePath) =>
  path.events.some(
    (e) =>
      MUTATING.includes(e.type) ||
      lostCancel(e) ||
      (e.type === 'xstate.done.actor.restake' && out(e)['status'] === 'approved'),
  );

// ---- The plan: every generated path walks (within a walk), or is listed with its reason ----
const planned = graph.lifecycleWalks.map((walk) => {
  const reason = NOT_PRODUCIBLE.find((rule) => rule.applies(walk))?.reason;
  const unmapped = walk.events.flatMap((event, index) =>
    actionOf(walk.events, index, index === 0 ? 'loading' : walk.states[index - 1]!) === 'unmapped'
      ? [describeEvent(event)]
      : [],
  );
  return { walk, title: titleOf(walk), reason, unmapped, scenario: scenarioOf(walk) };
});
const walkable = planned.filter((plan) => !plan.reason && plan.unmapped.length === 0);

/** Chains per scenario: each mutating walk ends a chain; the others go before one, round-robin. */
interface Chain {
  scenario: Scenario;
  walks: LifecyclePath[];
}
const MAX_PER_CHAIN = 7;
const chains: Chain[] = (() => {
  const result: Chain[] = [];
  for (const scenario of [...new Map(walkable.map((plan) => [plan.scenario.id, plan.scenario])).values()]) {
    const mine = walkable.filter((plan) => plan.scenario.id === scenario.id).map((plan) => plan.walk);
    // A failed first load is a page load of its own (it starts the chain).
    const heads = mine.filter((w) => w.start === 'failed').map((w) => [w]);
    // A payment elsewhere on an active subscription is a plan change paid on another device: it changes the plan, so it ends its page load too.
    const ends = mine.filter((w) => w.start !== 'failed' && mutates(w));
    const tails: LifecyclePath[][] = ends.map((w) => [w]);
    const own = [...heads, ...tails];
    for (const rest of mine.filter((w) => w.start !== 'failed' && !mutates(w))) {
      const chain = own.filter((c) => c.length < MAX_PER_CHAIN).sort((a, b) => a.length - b.length)[0];
      if (chain) chain.splice(chain[0]!.start === 'failed' ? 1 : 0, 0, rest);
      else own.push([rest]);
    }
    result.push(...own.map((walks) => ({ scenario, walks })));
  }
  return result;
})();
/** A chain's events: the first walk's, then each next walk's after its page load. */
const eventsOf = (chain: Chain) =>
  chain.walks.flatMap((walk, index) => (index === 0 ? walk.events : walk.events.slice(1)));

// `npm run qa -- walk subscription-lifecycle [n]` (scripts/qa/walk.ts): QA_WALK_LIST prints the
// walks by number with their status; QA_WALK_PATH=n runs only the page load that walks walk n.
const statusOf = (plan: (typeof planned)[number]) =>
  plan.reason
    ? `not walked: ${plan.reason}`
    : `walked in #${chains.findIndex((c) => c.walks.includes(plan.walk)) + 1}`;
if (process.env.QA_WALK_LIST)
  planned.forEach((plan, index) => console.log(`#${index + 1} [${statusOf(plan)}] ${plan.title}`));
const chosen = (() => {
  if (!process.env.QA_WALK_PATH) return null;
  const plan = planned[Number(process.env.QA_WALK_PATH) - 1];
  if (!plan) throw new Error(`QA_WALK_PATH: no walk ${process.env.QA_WALK_PATH} (walks 1-${planned.length})`);
  if (plan.reason) throw new Error(`Walk ${process.env.QA_WALK_PATH} is not walked: ${plan.reason}`);
  return chains.find((c) => c.walks.includes(plan.walk))!;
})();
/** axe once per scenario (its first page load): the dialogs' own states are checked by e2e/portal/. */
const axeChains = new Set([...new Map(chains.map((chain) => [chain.scenario.id, chain])).values()]);

test.describe('subscription lifecycle paths through the real UI', () => {
  test('every generated path reaches the final state or its terminal outcome, walked or listed with the reason', () => {
    expect(graph.lifecyclePaths).toHaveLength(graph.generatedCount);
    const unmapped = planned.filter((plan) => plan.unmapped.length > 0 && !plan.reason);
    expect(
      unmapped.map((plan) => `${plan.title}: no UI step for ${plan.unmapped.join(', ')}`),
      'paths with no UI mapping',
    ).toEqual([]);
    for (const path of graph.lifecyclePaths) expect(graph.RESTING, titleOf(path)).toContain(path.end);
    const chained = new Set(chains.flatMap((chain) => chain.walks));
    for (const plan of planned)
      expect(plan.reason !== undefined || chained.has(plan.walk), plan.title).toBe(true);
    // The final state is reached through the UI.
    expect(walkable.some((plan) => plan.walk.end === graph.FINAL)).toBe(true);
    const generatedWalked = graph.lifecyclePaths.filter((path) => chained.has(graph.walkOf(path))).length;
    const notWalked = planned.filter((plan) => plan.reason);
    test.info().annotations.push({
      type: 'paths',
      description: `${graph.generatedCount} generated → ${graph.lifecycleWalks.length} walks to a resting state: ${walkable.length} walked in ${chains.length} page loads (${generatedWalked} generated paths), ${notWalked.length} not producible`,
    });
    for (const plan of notWalked) {
      test.info().annotations.push({ type: 'not walked', description: `${plan.title} — ${plan.reason}` });
      console.log(`not walked: ${plan.title} — ${plan.reason}`);
    }
    // Each chain is a valid run of the machine: it ends where its last walk ends.
    for (const chain of chains) expect(graph.replay(eventsOf(chain)).at(-1)).toBe(chain.walks.at(-1)!.end);
  });

  chains.forEach((chain, index) => {
    if (chosen && chosen !== chain) return;
    const events = eventsOf(chain);
    test(`#${index + 1} ${chain.scenario.id}: ${chain.walks.map(titleOf).join(' ∥ ')}`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const portal = new SubscriptionPortal(page);
      const sandbox = new Sandbox(page);
      const walker: Walker = { page, context, portal, sandbox, subscriptionId: chain.scenario.id };
      const states = graph.replay(events);
      if (events[0]!.type === 'xstate.error.actor.loadSubscription') {
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
        await page.evaluate((name) => window.__sandbox!.setIdentity(name), chain.scenario.identity);
        await sandbox.setFault('subscriptions.get', { kind: 'error500', times: 1 });
        await page.goto(`/customer/subscription/${chain.scenario.id}`);
      } else {
        await portal.open(chain.scenario.id, chain.scenario.identity);
      }
      for (const [i, event] of events.entries()) {
        if (i > 0) {
          const act = actionOf(events, i, states[i - 1]!);
          if (act === 'unmapped') throw new Error(`no UI step for ${describeEvent(event)}`);
          if (act) await act(walker);
        }
        // Where the machine waits for the person (the next event is theirs, or the walk ends), the page shows that state.
        const next = i + 1 < events.length ? actionOf(events, i + 1, states[i]!) : 'end';
        if (next !== null) {
          await expectShown(walker, states[i]!, event);
          // The oracle's facts for this step, on screen: the dialog, and with none the phase and the actions offered.
          const expected = graph.expectedOnScreen(events, i);
          await expect
            .poll(async () => graph.factMismatches(expected, { ...(await portal.facts()) }), { message: `${states[i]} after ${describeEvent(event)}` })
            .toEqual([]);
        }
      }
      if (axeChains.has(chain)) await expectNoAxeViolations(page, `lifecycle walk #${index + 1}`);
      const record = {
        machine: 'subscription-lifecycle',
        title: test.info().title,
        input: { subscriptionId: 'sub_1' },
        events,
      };
      writeFileSync(test.info().outputPath('qa-walk.json'), JSON.stringify(record));
    });
  });
});
