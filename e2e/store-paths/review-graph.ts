// The app review machine's walks through the real UI, generated from its own graph
// (machines/app-review: the machine, its oracle and the test kit's replay), loaded through jiti by
// review-paths.spec.ts (the domain and machine imports need the project's aliases).
//
// A walk follows one app from its draft to a final state through the state-changing actions
// (every route of the domain's table from DRAFT to REJECTED, CANCELLED and PUBLISHED, as the
// sandbox store's rules allow them); in each state it visits, it adds the detours a person can
// take there — a failed load and Retry, the other side acting (a relay reload), a comment, a
// comment or an action the store fails, a confirmation kept, an approval without a category,
// the panel's Refresh, the other side commenting or rejecting while a confirmation is open —
// but only those that take a transition of the machine no earlier step took: each candidate is
// replayed on the machine (inert actors) and kept when it adds one. Each step lists the machine
// events the UI causes, so the spec checks the oracle's facts after each and the QA coverage can
// compare the plan with what the page observed.
import { createActor, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { REVIEW_TRANSITIONS, applyAction, needsMessage, type ActorRole, type ReviewAction, type ReviewState } from '@domain/review';
import { FINAL_REVIEW_STATES } from '@machines/app-review/app-review.machine';
import { appReviewGraph } from '@machines/app-review/app-review.graph';
import { appReviewOracle } from '@machines/app-review/app-review.oracle';
import { expectedFacts, inventoryOf } from '@machines/test-kit';

type Identity = 'developer' | 'admin';
export type WalkEvent = EventObject & Record<string, unknown>;

/** The error text the sandbox's injected 500 shows (e2e/models/Sandbox.ts INJECTED_500). */
const INJECTED_500 = 'Internal Server Error (injected by the sandbox)';
export const MESSAGE = 'Walked by the review path test.';
export const CATEGORY = { id: 'cat_ai', label: 'AI' };

/** One thing a person (or the other side, or a fault) does, in the words of the page. */
export type Op =
  | { kind: 'open'; identity: Identity; failFirst: boolean }
  /**
   * The other side acts through the store (a comment, or, on a draft, the owner's request from
   * another tab: `to`): the relay reloads this panel.
   */
  | { kind: 'remote'; to?: ReviewState }
  | { kind: 'comment'; fail: boolean }
  /** An irreversible action's confirmation, kept ("Keep it"). */
  | { kind: 'dismiss'; action: ReviewAction }
  /** Approve pressed without a category: refused before anything is sent. */
  | { kind: 'refuse' }
  /**
   * On the app's page, another person signs in and then the first again (the sandbox identity
   * menu): each switch reloads the review with the roles of who is signed in.
   */
  | { kind: 'switch'; identity: Identity; other: Identity }
  /** The panel's Refresh: the review is asked again (where no switch of person reaches a reload). */
  | { kind: 'refresh' }
  /** A state-changing action; `fail`: the store answers 500 once, nothing changes. */
  | { kind: 'act'; action: ReviewAction; to: ReviewState; fail: boolean }
  /**
   * The other side acts while this person's confirmation of reject or cancel is open (the sandbox
   * plays them, `x-sandbox-act-as`): the version is loaded again with the dialog open. `other`
   * comments: the action stays allowed, the dialog says the version changed, and it is kept;
   * `fail`: that reload fails (the dialog closes on the error, Retry); `to`: another reviewer took
   * the same action first, so Confirm is refused (followed by `staleRemote` and `back`).
   */
  | { kind: 'recheck'; action: 'reject' | 'cancel'; other: Other; fail?: boolean; to?: ReviewState }
  /** The other side comments while the refused confirmation is open: loaded again, still refused. */
  | { kind: 'staleRemote'; other: Other }
  /** "Back to the review" on a refused confirmation: the version as it is now. */
  | { kind: 'back' };

/** Who plays the other side: the owner is a second admin (another reviewer). */
export type Other = Identity | 'owner';

export interface WalkStep {
  op: Op;
  /** The review state the panel shows before the step. */
  from: ReviewState | null;
  /** The machine events the step causes, in order. */
  events: WalkEvent[];
  /** The facts the oracle expects on screen after the step. */
  facts: Record<string, unknown>;
}

export interface WalkPath {
  title: string;
  final: ReviewState;
  steps: WalkStep[];
}

const ROLE: Record<Identity, ActorRole> = { developer: 'dev', admin: 'admin' };
const IDENTITY_OF: Partial<Record<ActorRole, Identity>> = { dev: 'developer', admin: 'admin' };
/** The sandbox store reviews every version (needReview), nothing is blocked, reviewType EACH. */
const rulesAt = (state: ReviewState) => ({ needReview: true, blocked: false, isReviewVersion: state !== 'DRAFT', firstPassed: false });

interface Hop {
  identity: Identity;
  action: ReviewAction;
  from: ReviewState;
  to: ReviewState;
}

/** Every simple route from DRAFT to a final state through state-changing actions (the domain's table). */
function lifecycles(): Hop[][] {
  const routes: Hop[][] = [];
  const visit = (state: ReviewState, hops: Hop[], seen: Set<ReviewState>) => {
    if (FINAL_REVIEW_STATES.includes(state)) return void routes.push(hops);
    for (const row of REVIEW_TRANSITIONS) {
      if (!row.to || !row.from.includes(state) || seen.has(row.to)) continue;
      for (const role of row.actors) {
        const identity = IDENTITY_OF[role];
        if (!identity) continue;
        const result = applyAction(state, row.action, [role], rulesAt(state), { content: MESSAGE, category: CATEGORY.id });
        if (result.ok && result.to === row.to) visit(row.to, [...hops, { identity, action: row.action, from: state, to: row.to }], new Set([...seen, row.to]));
      }
    }
  };
  visit('DRAFT', [], new Set(['DRAFT']));
  return routes;
}

const loaded = (status: ReviewState, identity: Identity): WalkEvent => ({
  type: 'xstate.done.actor.loadReview',
  output: { status, roles: [ROLE[identity]], rules: rulesAt(status) },
});
const failed = (): WalkEvent => ({ type: 'xstate.error.actor.loadReview', error: new Error(INJECTED_500) });
const sent: WalkEvent = { type: 'xstate.done.actor.sendAction', output: { message: 'success' } };
const refused = (): WalkEvent => ({ type: 'xstate.error.actor.sendAction', error: new Error(INJECTED_500) });

/** The machine events an operation causes on a panel showing `status` to `identity`. */
function eventsOf(op: Op, status: ReviewState, identity: Identity): WalkEvent[] {
  const act = (action: ReviewAction): WalkEvent => ({ type: 'user.act', action });
  const typed = (action: ReviewAction): WalkEvent[] => (needsMessage(action) ? [{ type: 'user.type', message: MESSAGE }] : []);
  switch (op.kind) {
    case 'open':
      return op.failFirst ? [failed(), { type: 'user.retry' }, loaded(status, op.identity)] : [loaded(status, op.identity)];
    case 'remote':
      return [{ type: 'review.remote' }, loaded(op.to ?? status, identity)];
    case 'comment':
      return [...typed('comment'), act('comment'), ...(op.fail ? [refused()] : [sent, loaded(status, identity)])];
    case 'dismiss':
      return [...typed(op.action), act(op.action), { type: 'user.dismiss' }];
    case 'refuse':
      return [...typed('approve'), act('approve')];
    case 'switch':
      return [loaded(status, op.identity), { type: 'user.reload' }, loaded(status, op.other), { type: 'user.reload' }, loaded(status, op.identity)];
    case 'refresh':
      return [{ type: 'user.reload' }, loaded(status, identity)];
    case 'recheck': {
      const after: WalkEvent[] = op.fail
        ? [failed(), { type: 'user.retry' }, loaded(status, identity)]
        : op.to
          ? [loaded(op.to, identity)]
          : [loaded(status, identity), { type: 'user.dismiss' }];
      return [...typed(op.action), act(op.action), { type: 'review.remote' }, ...after];
    }
    case 'staleRemote':
      return [{ type: 'review.remote' }, loaded(status, identity)];
    case 'back':
      return [{ type: 'user.dismiss' }, loaded(status, identity)];
    case 'act': {
      const pick: WalkEvent[] = op.action === 'approve' ? [{ type: 'user.pickCategory', category: CATEGORY.id }] : [];
      const confirm: WalkEvent[] = op.action === 'reject' || op.action === 'cancel' ? [{ type: 'user.confirm' }] : [];
      return [...typed(op.action), ...pick, act(op.action), ...confirm, ...(op.fail ? [refused()] : [sent, loaded(op.to, identity)])];
    }
  }
}

const machine = appReviewGraph.machine;
const ids = new Map<AnyTransitionDefinition, string>(inventoryOf(machine).transitions.map((t) => [t.definition, t.id]));

/** Runs events on the machine: the transitions they take and the oracle's facts after the last. */
function run(events: readonly WalkEvent[]): { transitions: Set<string>; facts: Record<string, unknown>; state: string } {
  const transitions = new Set<string>();
  const actor = createActor(machine, {
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const definition of (inspection as { _transitions: AnyTransitionDefinition[] })._transitions) {
        const id = ids.get(definition);
        if (id) transitions.add(id);
      }
    },
  });
  actor.start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot();
  const { facts } = expectedFacts(appReviewOracle, { snapshot, input: undefined, events });
  const value = snapshot.value;
  actor.stop();
  return { transitions, facts, state: typeof value === 'string' ? value : Object.keys(value)[0]! };
}

/** The detours a person can take in a state: those the sandbox and the panel offer there. */
function detours(status: ReviewState, identity: Identity, firstOpen: boolean, next?: Hop): Op[] {
  const offered = (action: ReviewAction) => applyAction(status, action, [ROLE[identity]], rulesAt(status), { content: MESSAGE, category: CATEGORY.id }).ok;
  const ops: Op[] = [];
  if (offered('comment')) ops.push({ kind: 'remote' }, { kind: 'comment', fail: false }, { kind: 'comment', fail: true });
  for (const action of ['reject', 'cancel'] as const) if (offered(action)) ops.push({ kind: 'dismiss', action });
  // The other side acts while the confirmation is open: a comment (still allowed), a comment whose reload fails.
  const other: Identity = identity === 'developer' ? 'admin' : 'developer';
  for (const action of ['reject', 'cancel'] as const) if (offered(action)) ops.push({ kind: 'recheck', action, other }, { kind: 'recheck', action, other, fail: true });
  if (offered('approve')) ops.push({ kind: 'refuse' });
  // The app's page shows the review to its owner and to admins once it was requested and until it is published.
  if (status !== 'DRAFT' && status !== 'PUBLISHED') ops.push({ kind: 'switch', identity, other: identity === 'developer' ? 'admin' : 'developer' });
  // Refresh is offered in every shown state; it is kept only where nothing above reloaded.
  ops.push({ kind: 'refresh' });
  // The owner's request from another tab moves the draft on: the state's last detour.
  if (offered('request')) ops.push({ kind: 'remote', to: 'PENDING_REVIEW' });
  // Another reviewer rejects first while this one confirms the rejection: the hop done by them.
  if (next?.action === 'reject' && next.identity === identity && offered('reject')) ops.push({ kind: 'recheck', action: 'reject', other: 'owner', to: next.to });
  if (firstOpen) ops.unshift({ kind: 'open', identity, failFirst: true });
  return ops;
}

/**
 * The walks: one per route of the table to a final state, each step kept only when the machine
 * says it takes a transition no earlier step (of this walk or an earlier one) took.
 */
function generateReviewWalks(): WalkPath[] {
  const covered = new Set<string>();
  const walks: WalkPath[] = [];
  for (const hops of lifecycles()) {
    const before = covered.size;
    const steps: WalkStep[] = [];
    let events: WalkEvent[] = [];
    let identity: Identity | null = null;
    const adds = (extra: WalkEvent[], fresh = false) => [...run(fresh ? extra : [...events, ...extra]).transitions].some((id) => !covered.has(id));
    const take = (op: Op, from: ReviewState | null, extra: WalkEvent[]) => {
      // Opening the panel on a new page starts a new actor: its events start afresh.
      events = op.kind === 'open' || op.kind === 'switch' ? [...extra] : [...events, ...extra];
      const result = run(events);
      result.transitions.forEach((id) => covered.add(id));
      steps.push({ op, from, events: extra, facts: result.facts });
    };
    /** Takes the state's detours; answers the state the panel shows afterwards (a remote request moves a draft on). */
    const visitState = (status: ReviewState, who: Identity, firstOpen: boolean, next?: Hop): ReviewState => {
      for (const op of detours(status, who, firstOpen, next)) {
        const extra = eventsOf(op, status, who);
        // A detour that opens the panel replaces the plain open: it is always the first step.
        if (op.kind === 'open' || adds(extra, op.kind === 'switch')) {
          take(op, status, extra);
          if (op.kind === 'remote' && op.to) return op.to;
          if (op.kind === 'recheck' && op.to) {
            // Refused now: another event while it is open, then back to the review as it is.
            for (const then of [{ kind: 'staleRemote', other: 'developer' }, { kind: 'back' }] satisfies Op[]) take(then, op.to, eventsOf(then, op.to, who));
            return op.to;
          }
        }
      }
      return status;
    };
    for (const hop of hops) {
      if (hop.identity !== identity) {
        // A new page for the other person: the panel loads again (the first walk's first load fails once).
        const first = walks.length === 0 && identity === null;
        if (!first) take({ kind: 'open', identity: hop.identity, failFirst: false }, hop.from, eventsOf({ kind: 'open', identity: hop.identity, failFirst: false }, hop.from, hop.identity));
        identity = hop.identity;
        if (visitState(hop.from, identity, first, hop) === hop.to) continue;
      } else if (visitState(hop.from, identity, false, hop) === hop.to) continue;
      const failing: Op = { kind: 'act', action: hop.action, to: hop.to, fail: true };
      if (adds(eventsOf(failing, hop.from, identity))) take(failing, hop.from, eventsOf(failing, hop.from, identity));
      const op: Op = { kind: 'act', action: hop.action, to: hop.to, fail: false };
      take(op, hop.from, eventsOf(op, hop.from, identity));
    }
    const final = hops.at(-1)!.to;
    visitState(final, identity!, false);
    // The developer sees a final state the admin made too, and may only comment (the admin's
    // queue lists only versions waiting for review, so an admin never reopens a closed one).
    if (identity === 'admin') {
      take({ kind: 'open', identity: 'developer', failFirst: false }, final, eventsOf({ kind: 'open', identity: 'developer', failFirst: false }, final, 'developer'));
      visitState(final, 'developer', false);
    }
    const title = `${['DRAFT', ...hops.map((h) => h.to)].join(' → ')} (${hops.map((h) => `${h.identity} ${h.action}`).join(', ')})`;
    // A walk that takes no transition the earlier ones did not is left out (each costs a browser).
    if (covered.size > before) walks.push({ title, final, steps });
  }
  return walks;
}

/** The events of each page of a walk, in order (what each page's machine should receive). */
export function pageEvents(walk: WalkPath): WalkEvent[][] {
  const pages: WalkEvent[][] = [];
  for (const step of walk.steps) {
    if (step.op.kind === 'open' || step.op.kind === 'switch') pages.push([]);
    pages.at(-1)!.push(...step.events);
  }
  return pages;
}

export const reviewWalks = generateReviewWalks();
/** The machine's transitions the walks plan to take, and how many it has. */
export const planned = () => ({ taken: new Set(reviewWalks.flatMap((walk) => pageEvents(walk).flatMap((events) => [...run(events).transitions]))), total: ids.size });
