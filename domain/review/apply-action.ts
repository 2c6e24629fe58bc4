import { isIrreversible, isTerminal, REVIEW_ACTIONS, type ActorRole, type ReviewAction, type ReviewState } from './states';
import { hasMessage } from './message';
import { transitionOf, type ReviewEffect, type ReviewGuard, type ReviewTransition } from './transitions';

/** Facts about the app and the version beyond its status; defaults describe a normal review. */
export interface ReviewContext {
  /** The store preference needReview; default true. */
  readonly needReview?: boolean | undefined;
  /** The app is blocked by a store admin; default false. */
  readonly blocked?: boolean | undefined;
  /** reviewType FIRST and a version already published: later versions publish without review. */
  readonly firstPassed?: boolean | undefined;
  /** This version is blocklet.reviewVersion; default: true unless the state is DRAFT. */
  readonly isReviewVersion?: boolean | undefined;
  /** The owner delegated auto-publish (and the paid NFT factory is unchanged). */
  readonly hasDelegation?: boolean | undefined;
}

/** What the actor typed: the comment text, the category chosen when approving. */
export interface ReviewInput {
  readonly content?: string | undefined;
  readonly category?: string | undefined;
}

export type ReviewRefusal =
  | 'unknownAction'
  | 'forbidden'
  | 'terminal'
  | 'invalidState'
  | 'reviewDisabled'
  | 'notReviewVersion'
  | 'alreadyInReview'
  | 'blocked'
  | 'reviewRequired'
  | 'noDelegation'
  | 'categoryRequired'
  | 'contentRequired';

export type ReviewResult =
  | {
      readonly ok: true;
      readonly action: ReviewAction;
      readonly from: ReviewState;
      readonly to: ReviewState;
      readonly irreversible: boolean;
      readonly stamp: ReviewTransition['stamp'];
      readonly effects: ReadonlyArray<ReviewEffect>;
    }
  | { readonly ok: false; readonly reason: ReviewRefusal; readonly messageKey: string; readonly serverMessage: string };

// The store server's texts, so that a back end built on these rules answers like the real one.
const serverMessages: Readonly<Record<ReviewRefusal, string>> = {
  unknownAction: 'Unknown action',
  forbidden: 'Permission denied',
  // The real store answers "Version already in review" here, which is not true of a closed version.
  terminal: 'This version is closed (rejected or cancelled): upload a higher version',
  invalidState: 'The version is not in review status',
  reviewDisabled: 'Review is not required',
  notReviewVersion: 'Review version not found',
  alreadyInReview: 'Version already in review',
  blocked: 'Blocklet has been blocked',
  reviewRequired: 'The version must be approved before publishing',
  noDelegation: 'Auto publish is not enabled',
  categoryRequired: 'The category is required',
  contentRequired: 'Content is required',
};

const refuse = (reason: ReviewRefusal): ReviewResult => ({
  ok: false,
  reason,
  messageKey: `review.refused.${reason}`,
  serverMessage: serverMessages[reason],
});

const guardRefusal = (guard: ReviewGuard, state: ReviewState, context: ReviewContext, input: ReviewInput | undefined): ReviewRefusal | undefined => {
  const needReview = context.needReview ?? true;
  const isReviewVersion = context.isReviewVersion ?? state !== 'DRAFT';
  switch (guard) {
    case 'reviewEnabled':
      return needReview ? undefined : 'reviewDisabled';
    case 'isReviewVersion':
      return isReviewVersion ? undefined : 'notReviewVersion';
    case 'notReviewVersion':
      return isReviewVersion ? 'alreadyInReview' : undefined;
    case 'notBlocked':
      return context.blocked ? 'blocked' : undefined;
    case 'mayPublishDraft':
      return state !== 'DRAFT' || !needReview || context.firstPassed ? undefined : 'reviewRequired';
    case 'hasDelegation':
      return context.hasDelegation ? undefined : 'noDelegation';
    // Input guards are checked only when input is given: availability ignores what is not typed yet.
    case 'categoryGiven':
      return input === undefined || input.category?.trim() ? undefined : 'categoryRequired';
    case 'contentGiven':
      return input === undefined || hasMessage(input.content) ? undefined : 'contentRequired';
  }
};

const actorList = (actor: ActorRole | ReadonlyArray<ActorRole>): ReadonlyArray<ActorRole> => (typeof actor === 'string' ? [actor] : actor);

function check(state: ReviewState, action: string, actor: ActorRole | ReadonlyArray<ActorRole>, context: ReviewContext, input: ReviewInput | undefined): ReviewResult {
  const row = transitionOf(action);
  if (!row) return refuse('unknownAction');
  if (!actorList(actor).some((role) => row.actors.includes(role))) return refuse('forbidden');
  if (!row.from.includes(state)) return refuse(isTerminal(state) && state !== 'PUBLISHED' ? 'terminal' : 'invalidState');
  for (const guard of row.guards) {
    const reason = guardRefusal(guard, state, context, input);
    if (reason) return refuse(reason);
  }
  return {
    ok: true,
    action: row.action,
    from: state,
    to: row.to ?? state,
    irreversible: isIrreversible(row.action),
    stamp: row.stamp,
    effects: row.effects,
  };
}

/**
 * Applies a review action to a version in `state`: the next state with its stamp and side
 * effects, or the reason it is refused (checked in order: action, actor, state, context, input).
 * The typed-text guards (comment and reply content, approve category) apply here; availableActions
 * ignores them so that the buttons show before anything is typed.
 */
export const applyAction = (
  state: ReviewState,
  action: ReviewAction | string,
  actor: ActorRole | ReadonlyArray<ActorRole>,
  context: ReviewContext = {},
  input: ReviewInput = {},
): ReviewResult => check(state, action, actor, context, input);

/** The actions the actor may take on a version in `state` (buttons to show; typed text not yet required). */
export const availableActions = (state: ReviewState, actor: ActorRole | ReadonlyArray<ActorRole>, context: ReviewContext = {}): ReviewAction[] =>
  REVIEW_ACTIONS.filter((action) => check(state, action, actor, context, undefined).ok);
