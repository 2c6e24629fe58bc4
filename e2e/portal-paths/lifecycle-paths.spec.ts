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
// chain is replayed on the machine; a passed chain leaves qa-walk.json (what the page's actors did) for the QA coverage table.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { writeWalkRecord } from '../support/observed-transitions';
import type { LifecyclePath } from './lifecycle-graph';
import { graph } from './lifecycle-graph-loader';
import { describeEvent, NOT_PRODUCIBLE, out, scenarioOf, titleOf, type Scenario } from './lifecycle-plan';
import { actionOf } from './lifecycle-steps';
import { lostCancel } from './lost-cancel';
import { walkLifecycle } from './walk-lifecycle';

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
      await walkLifecycle(page, context, chain.scenario, events);
      if (axeChains.has(chain)) await expectNoAxeViolations(page, `lifecycle walk #${index + 1}`);
      // What the page's actors did (observed), beside the events the chain planned.
      await writeWalkRecord(page, test.info(), {
        machine: 'subscription-lifecycle',
        title: test.info().title,
        input: { subscriptionId: 'sub_1' },
        events,
      });
    });
  });
});
