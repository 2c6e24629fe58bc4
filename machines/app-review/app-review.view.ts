import type { SnapshotFrom } from 'xstate';
import { applyAction, availableActions, missingMessage, needsMessage, reviewConfirmKey, type ReviewAction, type ReviewState } from '@domain/review';
import type { appReviewMachine } from './app-review.machine';
import { FINAL_REVIEW_STATES } from './app-review.machine';

export interface AppReviewView {
  phase: 'loading' | 'failed' | 'ready';
  status: ReviewState | null;
  /** Buttons to offer (the domain's availableActions for this viewer). */
  actions: ReviewAction[];
  /** An action is on its way to the server: every button is disabled. */
  busy: boolean;
  /**
   * The irreversible action waiting for confirmation and its text's key; `changed`: the version
   * changed while the dialog was open (its new state); `refusalKey`: why it can no longer be
   * confirmed there (Confirm is refused), or null.
   */
  confirming: { action: ReviewAction; textKey: string; changed: { status: ReviewState } | null; refusalKey: string | null } | null;
  /** The state can no longer change (rejected, cancelled, published). */
  final: boolean;
  error: unknown;
  refusalKey: string | null;
  /** The message box's text and the approval's category (kept by the machine). */
  message: string;
  category: string;
  /** Offered actions that need a message (the box is shown when there is one). */
  messageActions: ReviewAction[];
  /** Offered actions that cannot be pressed yet: they need a message and none is typed. */
  waitingForMessage: ReviewAction[];
}

/** Why the action waiting for confirmation is refused on the version as it is now (the domain's text key), in `stale` only. */
function staleRefusal(snapshot: SnapshotFrom<typeof appReviewMachine>): string | null {
  if (!snapshot.matches('stale')) return null;
  const { snapshot: answer, pending, message, category } = snapshot.context;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, stale is entered only with the answer and the pending action set; the check narrows the types
  if (!answer || !pending) return null;
  // Stryker disable next-line ObjectLiteral: equivalent, stale means the state or role refused the action, which the rules check before the typed text
  const verdict = applyAction(answer.status, pending.action, answer.roles, answer.rules, { content: message, category });
  return verdict.ok ? null : verdict.messageKey;
}

/** Pure view of the review machine's snapshot. */
export function appReviewView(snapshot: SnapshotFrom<typeof appReviewMachine>): AppReviewView {
  const { context } = snapshot;
  const status = context.snapshot?.status ?? null;
  const phase = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  const pending = context.pending;
  const answer = context.snapshot;
  const actions = answer ? availableActions(answer.status, answer.roles, answer.rules) : [];
  return {
    phase,
    status,
    actions,
    busy: snapshot.hasTag('busy'),
    confirming:
      snapshot.hasTag('confirming') && pending
        ? {
            action: pending.action,
            // Stryker disable next-line StringLiteral: equivalent, only reject and cancel are confirmed and both have a text; the fallback keeps the type a string
            textKey: reviewConfirmKey(pending.action) ?? '',
            changed: context.changed,
            refusalKey: staleRefusal(snapshot),
          }
        : null,
    final: FINAL_REVIEW_STATES.some((state) => state === status),
    error: context.error,
    refusalKey: context.refusal,
    message: context.message,
    category: context.category,
    messageActions: actions.filter(needsMessage),
    waitingForMessage: actions.filter((action) => missingMessage(action, context.message)),
  };
}
