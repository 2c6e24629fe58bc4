// The subscription lifecycle's generated paths for the UI walk (loaded through jiti by
// lifecycle-paths.spec.ts: the machine imports need the project's aliases). The paths are the
// shared kit's (machines/test-kit generatePaths, the same 140 the path test replays). The machine
// has one final state (canceled); every other path is carried on to the terminal outcome of its
// action — back in a phase the page rests in (trialing, active, past due, cancel scheduled,
// cancelled) or the load-error view — the way the person at the page goes on: a busy step gets
// the sandbox's answer, an open dialog is closed. Each walk is one page load.
import { getInitialSnapshot, getNextSnapshot, type EventObject } from 'xstate';
import { generatePaths, type MachinePath } from '@machines/test-kit/generate-paths';
import { expectedFacts, factMismatches } from '@machines/test-kit/oracle';
import {
  subscriptionLifecycleGraph as graph,
  lifecycleSubscriptions as subs,
  onYearlyPlan,
} from '@machines/subscription-lifecycle/subscription-lifecycle.graph';
import { lostCancel } from './lost-cancel';

export type Ev = EventObject & Record<string, unknown>;
export type Phase = keyof typeof subs;
export interface LifecyclePath {
  /** The generated path's events (without xstate.init). */
  generated: Ev[];
  /** The events walked: the generated ones, then on to a resting state. */
  events: Ev[];
  /** The machine's state after each walked event (dot notation: 'planChange.confirming'). */
  states: string[];
  /** The phase the page opened in, or 'failed' when the first load failed. */
  start: Phase | 'failed';
  end: string;
}

/** Where the page rests: the five phases and the load-error view (`failed`). */
export const RESTING = ['trialing', 'active', 'pastDue', 'cancelScheduled', 'canceled', 'failed'];
export const FINAL = 'canceled';

const machine = graph.machine;
type Snapshot = ReturnType<typeof getNextSnapshot<typeof machine>>;
const variants = graph.options.events as Record<string, readonly Ev[]>;
const variant = (type: string, pick: (event: Ev) => boolean = () => true) => {
  const found = (variants[type] ?? [{ type }]).find(pick);
  if (!found) throw new Error(`no ${type} variant`);
  return found;
};
const subscriptionIn = (phase: Phase) => (event: Ev) => event['output'] === subs[phase];
const phaseOfOutput = (event: Ev): Phase | null => {
  const found = (Object.keys(subs) as Phase[]).find((phase) => subs[phase] === event['output']);
  return found ?? null;
};

export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>).map(
        ([key, inner]) => `${key}.${stateName(inner)}`,
      )[0]!;

const start = (): Snapshot => getInitialSnapshot(machine, graph.options.input as never) as Snapshot;
const next = (snapshot: Snapshot, event: Ev) =>
  getNextSnapshot(machine, snapshot, event as never) as Snapshot;

/**
 * What the sandbox answers to a busy step, or what the person does in a dialog, to go on from
 * `snapshot` towards a resting state. `history` is the walk so far (the answer of a refresh is the
 * phase the action started from, except after a re-stake or a payment of the due invoices).
 */
function onward(snapshot: Snapshot, history: Ev[], startPhase: Phase): Ev {
  const state = stateName(snapshot.value);
  const lastPhaseBefore = (): Phase => {
    // The phase the page was in when the action that led here began: the last load/refresh answer, or a cancel/recover answer.
    for (let i = history.length - 1; i >= 0; i -= 1) {
      const phase = phaseOfOutput(history[i]!);
      if (phase) return phase;
    }
    return startPhase;
  };
  switch (state) {
    case 'loading':
      return variant('xstate.done.actor.loadSubscription', subscriptionIn(startPhase));
    case 'refreshing': {
      // A cancel whose answer was lost: the server did cancel (a trial at once, else at the period end).
      if (lostCancel(history.at(-1)))
        return variant('xstate.done.actor.refreshSubscription', subscriptionIn(lastPhaseBefore() === 'trialing' ? 'canceled' : 'cancelScheduled'));
      const paid = history.some(
        (e) =>
          e.type === 'xstate.done.actor.restake' && (e['output'] as { status: string }).status === 'approved',
      );
      const duePaid =
        history.at(-1)?.type === 'sync.changed' && history.some((e) => e.type === 'user.payDue');
      return variant(
        'xstate.done.actor.refreshSubscription',
        subscriptionIn(paid || duePaid ? 'active' : lastPhaseBefore()),
      );
    }
    case 'cancel.submitting':
      return variant(
        'xstate.done.actor.cancelSubscription',
        subscriptionIn(lastPhaseBefore() === 'trialing' ? 'canceled' : 'cancelScheduled'),
      );
    case 'resume.checking':
      return variant('xstate.done.actor.loadRecoverInfo');
    case 'resume.recovering':
      return variant('xstate.done.actor.recoverSubscription', subscriptionIn('active'));
    case 'resume.restaking':
      return variant('xstate.done.actor.restake');
    case 'planChange.loadingPlans':
      return variant('xstate.done.actor.loadPlans');
    case 'planChange.previewing':
      return variant('xstate.done.actor.previewPlan');
    case 'planChange.applying':
      return variant(
        'xstate.done.actor.changePlan',
        (e) => !(e['output'] as { requires_payment: boolean }).requires_payment,
      );
    case 'planChange.paying':
      return variant('xstate.done.actor.payPlanChange');
    // An approved payment: the server shows the plan chosen.
    case 'planChange.verifying':
      return variant('xstate.done.actor.verifyPlanChange', (e) => e['output'] === onYearlyPlan);
    case 'planChange.discarding':
      return variant('xstate.done.actor.discardPlanChange');
    case 'paymentChange.delegating':
      return variant('xstate.done.actor.delegate');
    case 'paymentChange.submitting': {
      const card = (history.filter((e) => e.type === 'user.choosePayment').at(-1)?.['card'] ??
        false) as boolean;
      return variant(
        'xstate.done.actor.changePayment',
        (e) => !!(e['output'] as { stripeContext: unknown }).stripeContext === card,
      );
    }
    case 'payingDue':
      return { type: 'overdue.closed' };
    default:
      // Every dialog state closes (the machine's own list: cancel, resume, plan and payment steps).
      return { type: 'user.close' };
  }
}

export function carryOn(path: Pick<MachinePath, 'steps'>): LifecyclePath {
  const generated = path.steps
    .map((step) => step.event as Ev)
    .filter((event) => event.type !== 'xstate.init');
  let snapshot = start();
  const events: Ev[] = [];
  const states: string[] = [];
  const push = (event: Ev) => {
    snapshot = next(snapshot, event);
    events.push(event);
    states.push(stateName(snapshot.value));
  };
  generated.forEach(push);
  const first = generated[0];
  const startPhase: Phase | 'failed' =
    first && first.type === 'xstate.done.actor.loadSubscription' ? phaseOfOutput(first)! : 'failed';
  // A failed first load retried: the page's subscription answers (any scenario; the walk's is active).
  const scenarioPhase: Phase = startPhase === 'failed' ? 'active' : startPhase;
  for (let guard = 0; !RESTING.includes(states.at(-1) ?? 'loading') && guard < 12; guard += 1)
    push(onward(snapshot, events, scenarioPhase));
  return { generated, events, states, start: startPhase, end: states.at(-1) ?? 'loading' };
}

const key = (events: Ev[]) => JSON.stringify(events);
const isPrefix = (short: Ev[], long: Ev[]) =>
  short.length < long.length && short.every((event, index) => key([event]) === key([long[index]!]));

/** Every generated path, carried on to a resting state (the same 140 as the path test). */
export const generatedCount = generatePaths(machine, graph.options).length;
export const lifecyclePaths: LifecyclePath[] = generatePaths(machine, graph.options).map(carryOn);

/**
 * The walks: one per distinct carried-on path that is not the start of a longer one (that one
 * walks it). Each generated path is thereby walked exactly as generated, as the start of its walk.
 */
export const lifecycleWalks: LifecyclePath[] = (() => {
  const unique = new Map<string, LifecyclePath>();
  for (const path of lifecyclePaths) unique.set(key(path.events), path);
  const all = [...unique.values()];
  return all.filter((path) => !all.some((other) => other !== path && isPrefix(path.events, other.events)));
})();

/** The walk a generated path is walked in (its events are the walk's first ones). */
export const walkOf = (path: LifecyclePath) =>
  lifecycleWalks.find((walk) => key(walk.events) === key(path.events) || isPrefix(path.events, walk.events))!;

/** Replays events on the machine (inert actors); the state after each. */
export function replay(events: Ev[]): string[] {
  let snapshot = start();
  return events.map((event) => stateName((snapshot = next(snapshot, event)).value));
}

export const subscriptionOf = subs;

/**
 * What the oracle (machines/subscription-lifecycle/subscription-lifecycle.oracle.ts) says the page
 * shows after `events[index]`: the dialog open and, with none, the phase and the actions offered.
 * The rest of its facts (amounts, errors) name the graph's fixtures, not the sandbox's data.
 */
export { factMismatches };

export function expectedOnScreen(events: Ev[], index: number): Record<string, unknown> {
  const walked = events.slice(0, index + 1);
  let snapshot = start();
  for (const event of walked) snapshot = next(snapshot, event);
  const { facts } = expectedFacts(graph.oracle, { snapshot, input: graph.options.input, events: walked });
  return facts['dialog'] === 'none' ? { dialog: 'none', phase: facts['phase'], actions: facts['actions'] } : { dialog: facts['dialog'] };
}
