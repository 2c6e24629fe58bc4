// The review machine's paths for the UI walk (loaded through jiti by review-paths.spec.ts: the
// domain and machine imports need the project's aliases). Every path from a new draft to a final
// state (rejected, cancelled, published) is generated from the domain's transition table under
// the sandbox store's rules — the same table the machine's guards read — and each step becomes
// the machine events the real UI causes, so the spec can check them on the machine and the QA
// coverage can replay them (docs/qa.md).
import { getNextSnapshot, type EventObject } from 'xstate';
import { REVIEW_TRANSITIONS, applyAction, needsMessage, type ActorRole, type ReviewAction, type ReviewState } from '@domain/review';
import { FINAL_REVIEW_STATES, reviewNodeId } from '@machines/app-review/app-review.machine';
import { appReviewGraph } from '@machines/app-review/app-review.graph';

export type Identity = 'developer' | 'admin';
export type WalkEvent = EventObject & Record<string, unknown>;

/** One thing a person does on the review panel, and where the version is afterwards. */
export interface WalkStep {
  identity: Identity;
  action: ReviewAction;
  from: ReviewState;
  to: ReviewState;
  /** Irreversible (reject, cancel): the confirmation is dismissed once, then confirmed. */
  confirm: boolean;
  /** Approve: pressed once without a category first (the machine refuses, nothing is sent). */
  refuseFirst: boolean;
}

export interface WalkPath {
  title: string;
  final: ReviewState;
  steps: WalkStep[];
}

const ROLE: Record<Identity, ActorRole> = { developer: 'dev', admin: 'admin' };
/** The people who act on a review page (the 'system' actor auto-publishes, nobody presses it). */
const IDENTITY_OF: Partial<Record<ActorRole, Identity>> = { dev: 'developer', admin: 'admin' };
/** The sandbox store reviews every version (needReview), nothing is blocked, reviewType EACH. */
export const rulesAt = (state: ReviewState) => ({ needReview: true, blocked: false, isReviewVersion: state !== 'DRAFT', firstPassed: false });
const INPUT = { content: 'Walked by the review path test.', category: 'cat_ai' };

/** Every simple path (no state twice) from DRAFT to a final state through state-changing actions. */
export function generateReviewPaths(): WalkPath[] {
  const paths: WalkPath[] = [];
  const visit = (state: ReviewState, steps: WalkStep[], seen: Set<ReviewState>) => {
    if (FINAL_REVIEW_STATES.includes(state)) {
      const title = `${['DRAFT', ...steps.map((s) => s.to)].join(' → ')} (${steps.map((s) => `${s.identity} ${s.action}`).join(', ')})`;
      paths.push({ title, final: state, steps });
      return;
    }
    for (const row of REVIEW_TRANSITIONS) {
      if (!row.to || !row.from.includes(state) || seen.has(row.to)) continue;
      for (const role of row.actors) {
        const identity = IDENTITY_OF[role];
        if (!identity) continue;
        const result = applyAction(state, row.action, [role], rulesAt(state), INPUT);
        if (!result.ok || result.to !== row.to) continue;
        const step: WalkStep = { identity, action: row.action, from: state, to: row.to, confirm: result.irreversible, refuseFirst: row.action === 'approve' };
        visit(row.to, [...steps, step], new Set([...seen, row.to]));
      }
    }
  };
  visit('DRAFT', [], new Set(['DRAFT']));
  return paths;
}

const loaded = (status: ReviewState, identity: Identity): WalkEvent => ({
  type: 'xstate.done.actor.loadReview',
  output: { status, roles: [ROLE[identity]], rules: rulesAt(status) },
});

/**
 * The machine events of a walk: the panel loads (a new page for another identity is a reload of
 * the version), each action is sent and the reloaded answer decides the state.
 */
export function eventsOf(path: WalkPath): WalkEvent[] {
  const events: WalkEvent[] = [];
  let identity: Identity | null = null;
  for (const step of path.steps) {
    if (step.identity !== identity) {
      if (identity !== null) events.push({ type: 'user.reload' });
      events.push(loaded(step.from, step.identity));
      identity = step.identity;
    }
    const act: WalkEvent = { type: 'user.act', action: step.action };
    // The panel's message box and category are the machine's: typed before the buttons that need them.
    if (needsMessage(step.action)) events.push({ type: 'user.type', message: INPUT.content });
    if (step.refuseFirst) events.push(act);
    if (step.action === 'approve') events.push({ type: 'user.pickCategory', category: INPUT.category });
    if (step.confirm) events.push(act, { type: 'user.dismiss' }, act, { type: 'user.confirm' });
    else events.push(act);
    events.push({ type: 'xstate.done.actor.sendAction', output: { status: step.to } }, loaded(step.to, step.identity));
  }
  return events;
}

/** Replays the events on the machine (inert actors) and returns the review-state node after each. */
export function replay(events: WalkEvent[]): string[] {
  const machine = appReviewGraph.machine;
  let snapshot = getNextSnapshot(machine, machine.resolveState({ value: 'loading', context: { snapshot: null, pending: null, error: undefined, refusal: null, message: '', category: '' } }), { type: 'xstate.init' } as never);
  const states: string[] = [];
  for (const event of events) {
    snapshot = getNextSnapshot(machine, snapshot, event as never);
    states.push(typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!);
  }
  return states;
}

export const nodeOf = reviewNodeId;
export const reviewPaths = generateReviewPaths();
