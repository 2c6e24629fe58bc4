// The submission machine's graph for the UI paths (loaded through jiti by submit-paths.spec.ts:
// the domain imports packages Playwright's ESM loader cannot resolve). Events and inert machine:
// test/fixtures/checkout-submit-graph.ts, shared with the path test.
import { getInitialSnapshot, getNextSnapshot, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CheckoutSubmitContext } from '@machines/checkout-submit/checkout-submit.machine';
import { paymentKindOf } from '@domain/payment';
import { eventsToTry } from '@machines/test-kit/generate-paths';
import { inertSubmitMachine as machine, session, submitGraphEvents as events, user } from '@test/fixtures/checkout-submit-graph';

export type GraphEvent = EventObject & Record<string, unknown>;
/** Who opens the checkout: a logged-in payer, or a guest whose submit logs in first. */
export type Payer = 'member' | 'guest';
export interface GraphPath {
  payer: Payer;
  state: string;
  steps: Array<{ event: GraphEvent; state: string }>;
}

type Snapshot = ReturnType<typeof getNextSnapshot<typeof machine>>;
type RawPath = { state: Snapshot; steps: Array<{ event: GraphEvent; state: Snapshot }> };

const stateName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const tried = eventsToTry(machine, { events }) as GraphEvent[];
const paid = events['xstate.done.actor.completion']![0]! as GraphEvent;

// The routing guards read the payment kind, formInvalid the e-mail, needsLogin the user.
const kindOf = (context: CheckoutSubmitContext) => (context.request ? paymentKindOf(context.request.method, context.request.currency) : null);
const serializeFor = (payer: Payer) => (snapshot: { value: unknown; context: unknown }) => {
  const context = snapshot.context as CheckoutSubmitContext;
  const key = [snapshot.value, kindOf(context), context.request?.values.customer_email ?? null];
  return JSON.stringify(payer === 'guest' ? [...key, context.user !== null] : key);
};

/** The machine's input for a payer (also what the QA coverage replays a walk with). */
export const inputFor = (payer: Payer) => ({ session, donation: false, user: payer === 'member' ? user : null });

/** Shortest paths to every distinct (state, payment kind, e-mail[, logged in]) for one payer. */
function shortestPaths(payer: Payer, from?: Snapshot, to?: (snapshot: Snapshot) => boolean): RawPath[] {
  return getShortestPaths(machine, {
    input: inputFor(payer),
    events: tried,
    serializeState: serializeFor(payer),
    limit: 4000,
    ...(from ? { fromState: from } : {}),
    ...(to ? { toState: to } : {}),
  } as never) as unknown as RawPath[];
}

const toPath = (payer: Payer, path: RawPath): GraphPath => ({
  payer,
  state: stateName(path.state.value),
  steps: path.steps.map((step) => ({ event: step.event, state: stateName(step.state.value) })),
});

/** The states where the payer faces a dialog and the machine waits for them. */
export const DIALOGS = ['fastPay', 'creditInsufficient', 'walletConnect', 'cardStep', 'customerLimited'];

/** The ways out of the happy route from a state the machine does not wait in (errors and time-outs). */
const EXITS: Record<string, (event: GraphEvent) => boolean> = {
  loggingIn: (event) => event.type.endsWith('.login'),
  submitting: (event) => event.type === 'xstate.error.actor.submit',
  paying: (event) => event.type === 'xstate.done.actor.completion' && (event['output'] as { outcome: string }).outcome !== 'paid',
  timedOut: () => true,
};

/**
 * From a state the payer must not be left in (busy, or just paid and confirming), the shortest
 * way on to the final state: after "check again" or paying the overdue invoices, the walk goes on
 * until the payer sees the thanks.
 */
function onToPaid(payer: Payer, snapshot: Snapshot): GraphPath['steps'] {
  if (snapshot.value === 'paying') return [{ event: paid, state: stateName(getNextSnapshot(machine, snapshot, paid as never).value) }];
  const [path] = shortestPaths(payer, snapshot, (s) => s.value === 'paid');
  // A traversal from a snapshot starts with an xstate.init step into it: not an event of the path.
  return path ? toPath(payer, path).steps.filter((step) => step.event.type !== 'xstate.init') : [];
}

/** The path extended by one event (and on to paid from a busy state); null when nothing happens. */
function extend(payer: Payer, path: RawPath, event: GraphEvent): GraphPath | null {
  if (machine.getTransitionData(path.state as never, event as never).length === 0) return null;
  let next: Snapshot;
  try {
    next = getNextSnapshot(machine, path.state as never, event as never);
  } catch {
    // Forwarded to a child (user.confirmFastPay in fastPay): its done event is the way out.
    return null;
  }
  // Signed in, the guest goes on as the member does: the guest paths to paid walk that.
  if (path.state.value === 'loggingIn' && next.value === 'submitting') return null;
  const base = toPath(payer, path);
  const steps = [...base.steps, { event, state: stateName(next.value) }];
  if (next.value === 'paying' || next.value === 'submitting') steps.push(...onToPaid(payer, next));
  return { payer, state: steps.at(-1)!.state, steps };
}

// ---- The member graph: the payer is logged in (the journeys open scenarios as their identity). ----
const member = shortestPaths('member');

// ---- The guest graph: the same machine for a payer who is not logged in, so that submit logs in
// first. After the login it is the member graph again; the guest set keeps its paths to the final
// state and every way out of the login. ----
const guest = shortestPaths('guest');

const extensions = (payer: Payer, raw: RawPath[]) =>
  raw.flatMap((path) => {
    const state = stateName(path.state.value);
    const exit = EXITS[state];
    if (!DIALOGS.includes(state) && !exit) return [];
    return tried.filter((event) => DIALOGS.includes(state) || exit!(event)).flatMap((event) => extend(payer, path, event) ?? []);
  });

/** Drops paths whose events repeat an earlier one's (an extension can rebuild a shortest path). */
const unique = (paths: GraphPath[]) => {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = `${path.payer}:${JSON.stringify(path.steps.map((step) => step.event))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The generated set: for the member, shortest paths to every distinct (state, payment kind,
 * e-mail); one step out of every dialog with every event it reacts to; every error and time-out
 * exit of the states the machine does not wait in (a refused submit, the completion failing or
 * timing out, "check again"); a step into a busy state goes on to paid. For the guest, the
 * shortest paths to the final state and every way out of the login.
 */
export const submitPaths: GraphPath[] = unique([
  ...member.map((path) => toPath('member', path)),
  ...extensions('member', member),
  ...guest.filter((path) => path.state.value === 'paid').map((path) => toPath('guest', path)),
  ...extensions(
    'guest',
    guest.filter((path) => path.state.value === 'loggingIn'),
  ),
]);

/** The states the machine passes through by itself: a walk cannot stop there (nothing to see or do). */
const BUSY = ['loggingIn', 'submitting', 'paying'];

/**
 * A path that ends where the machine is busy, carried on by the shortest way to paid (as the
 * generated set does), so that the page has a resting state to show: the QA command's Playwright
 * export walks any generated path with it.
 */
export function carryOn(path: GraphPath): GraphPath {
  if (!BUSY.includes(path.state)) return path;
  let snapshot = getInitialSnapshot(machine, inputFor(path.payer) as never) as Snapshot;
  for (const step of path.steps) if (step.event.type !== 'xstate.init') snapshot = getNextSnapshot(machine, snapshot as never, step.event as never);
  const steps = [...path.steps, ...onToPaid(path.payer, snapshot)];
  return { ...path, state: steps.at(-1)!.state, steps };
}
