// Model-driven paths of the submission machine (docs/architecture.md §4): xstate/graph
// generates the paths (submit-graph.ts) to the final state, every dialog, and every error and
// time-out exit, for a logged-in payer and for a guest whose submit logs in first. Each path's
// events become page-object actions on a sandbox scenario that can take that route (with sandbox
// faults and a fake clock where the route needs them), and after each step the page must show
// what the machine says: the step (data-step), the toast of an exit, the thanks once paid.
// A generated path is walked, walked as the start of a longer walk, or listed as not walked
// with the reason; a path with none of these fails the first test. The plan (submit-plan.ts)
// and the walk (walk-submit.ts) are modules, shared with the QA command's Playwright export.
import { expect, test } from '@playwright/test';
import type { GraphPath } from './submit-graph';
import { graph } from './submit-graph-loader';
import { titleOf } from './submit-plan';
import { planWalk, walkSubmit, type Walk } from './walk-submit';

const { submitPaths: paths, DIALOGS } = graph;

/** Where a path may end: the final state, a dialog the machine waits in, the form after an exit, the time-out. */
const TARGETS = ['paid', 'idle', 'timedOut', ...DIALOGS];

// ---- The plan: every generated path that ends where the payer is left walks, or says why not ----
const planned = paths.filter((path) => TARGETS.includes(path.state)).map((path) => planWalk(path, titleOf(path)));

const candidates: Walk[] = planned.flatMap((plan) => ('walk' in plan ? [plan.walk] : []));
/**
 * The longer walk a path is walked within: same payer and scenario, the path's events first, and
 * the payer acting next (so that the walk asserts the path's last state).
 */
const coveringWalk = (path: GraphPath, route: Walk['route']) =>
  candidates.find(
    (walk) =>
      walk.path.payer === path.payer &&
      walk.route.path === route.path &&
      walk.steps.length > path.steps.length &&
      path.steps.every((step, index) => JSON.stringify(step.event) === JSON.stringify(walk.steps[index]!.event)) &&
      walk.steps[path.steps.length]!.act !== null,
  );
const walks = candidates.filter((walk, index, all) => !coveringWalk(walk.path, walk.route) && all.findIndex((other) => other.title === walk.title) === index);
const notWalked = planned.flatMap((plan) => ('notWalked' in plan ? [{ title: plan.title, reason: plan.notWalked }] : []));
const statusOf = (plan: (typeof planned)[number]) => {
  if ('notWalked' in plan) return 'not walked';
  if ('unmapped' in plan) return `unmapped: ${plan.unmapped}`;
  if (coveringWalk(plan.walk.path, plan.walk.route)) return 'walked within a longer walk';
  return walks.some((walk) => walk.title === plan.title) ? 'walked' : 'lost';
};

// `npm run qa -- walk checkout-submit [n]` (scripts/qa/walk.ts): QA_WALK_LIST prints the planned
// paths by number; QA_WALK_PATH=n runs only the walk that walks path n.
if (process.env.QA_WALK_LIST) planned.forEach((plan, index) => console.log(`#${index + 1} [${statusOf(plan)}] ${plan.title}`));
const qaWalks = (() => {
  if (!process.env.QA_WALK_PATH) return walks;
  const plan = planned[Number(process.env.QA_WALK_PATH) - 1];
  if (!plan) throw new Error(`QA_WALK_PATH: no path ${process.env.QA_WALK_PATH} (paths 1-${planned.length})`);
  if (!('walk' in plan)) throw new Error(`Path ${process.env.QA_WALK_PATH} is not walked: ${'notWalked' in plan ? plan.notWalked : plan.unmapped}`);
  return [coveringWalk(plan.walk.path, plan.walk.route) ?? plan.walk];
})();

test.describe('submission machine paths through the real UI', () => {
  test.describe.configure({ timeout: 45_000 });

  test('every generated path to the final state, a dialog or an exit is walked, or listed with the reason it is not', () => {
    const statuses = planned.map((plan) => ({ title: plan.title, status: statusOf(plan) }));
    const missing = statuses.filter(({ status }) => !['walked', 'walked within a longer walk', 'not walked'].includes(status));
    expect(missing.map(({ title, status }) => `${title}: ${status}`), 'generated paths that are neither walked nor listed').toEqual([]);
    const count = (status: string) => statuses.filter((entry) => entry.status === status).length;
    test.info().annotations.push({
      type: 'paths',
      description: `${planned.length} generated: ${count('walked')} walked, ${count('walked within a longer walk')} walked within a longer walk, ${count('not walked')} not walked`,
    });
    // The paths no sandbox scenario can produce, with the reason: printed with the run, and
    // checked by the rule above (each is listed, none is silently dropped).
    for (const { title, reason } of notWalked) {
      test.info().annotations.push({ type: 'not walked', description: `${title} — ${reason}` });
      console.log(`not walked: ${title} — ${reason}`);
    }
    const reached = new Set(walks.flatMap((walk) => walk.steps.map((step) => step.state)).filter((state) => TARGETS.includes(state)));
    expect([...reached].sort()).toEqual([...TARGETS].sort());
    expect(new Set(walks.map((walk) => walk.path.payer))).toEqual(new Set(['member', 'guest']));
  });

  for (const walk of qaWalks) {
    test(walk.title, ({ page }) => walkSubmit(page, walk, test.info()));
  }

});
