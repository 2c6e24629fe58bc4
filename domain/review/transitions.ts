import type { ActorRole, ReviewAction, ReviewState } from './states';

/** Side effects the back end performs with a transition (docs/reference/store-shell.md, table (b)). */
export type ReviewEffect =
  | 'cancelOtherReviews'
  | 'setReviewVersion'
  | 'openDiscussion'
  | 'notifyAdmins'
  | 'notifyOwner'
  | 'notifyStoreOwner'
  | 'setCategoryAndReviewType'
  | 'autoPublishIfDelegated'
  | 'setCurrentVersion'
  | 'clearReviewPointers'
  | 'postComment';

/** Guards beyond state and actor; each refuses with the reason of the same name. */
export type ReviewGuard =
  | 'reviewEnabled' // needReview is on (request only; a review in progress may always finish)
  | 'isReviewVersion' // v === blocklet.reviewVersion.version
  | 'notReviewVersion' // v !== reviewVersion.version (request)
  | 'notBlocked'
  | 'mayPublishDraft' // from DRAFT: !needReview or the FIRST review already passed
  | 'hasDelegation'
  | 'categoryGiven'
  | 'contentGiven';

export interface ReviewTransition {
  readonly action: ReviewAction;
  readonly from: ReadonlyArray<ReviewState>;
  readonly actors: ReadonlyArray<ActorRole>;
  /** undefined: the state does not change. */
  readonly to: ReviewState | undefined;
  readonly guards: ReadonlyArray<ReviewGuard>;
  /** The version field stamped with the time of the transition. */
  readonly stamp: 'pendingAt' | 'inReviewAt' | 'approvedAt' | 'rejectedAt' | 'canceledAt' | 'publishedAt' | undefined;
  readonly effects: ReadonlyArray<ReviewEffect>;
}

const EXCEPT_DRAFT: ReadonlyArray<ReviewState> = ['PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'PUBLISHED'];
const PUBLISH_EFFECTS: ReadonlyArray<ReviewEffect> = ['setCurrentVersion', 'clearReviewPointers', 'notifyOwner', 'notifyStoreOwner'];

/** The review workflow as data: one row per action (rows 2–10 of the reference table (b)). */
export const REVIEW_TRANSITIONS: ReadonlyArray<ReviewTransition> = [
  {
    action: 'request',
    from: ['DRAFT'],
    actors: ['dev'],
    to: 'PENDING_REVIEW',
    guards: ['reviewEnabled', 'notReviewVersion'],
    stamp: 'pendingAt',
    effects: ['cancelOtherReviews', 'setReviewVersion', 'openDiscussion', 'notifyAdmins'],
  },
  { action: 'start', from: ['PENDING_REVIEW'], actors: ['admin'], to: 'IN_REVIEW', guards: ['isReviewVersion'], stamp: 'inReviewAt', effects: ['notifyOwner'] },
  { action: 'reply', from: ['IN_REVIEW'], actors: ['admin'], to: undefined, guards: ['isReviewVersion', 'contentGiven'], stamp: undefined, effects: ['postComment'] },
  {
    action: 'approve',
    from: ['IN_REVIEW'],
    actors: ['admin'],
    to: 'APPROVED',
    // The reviewer's words go with the decision (docs/reference/store-shell.md §2.2: the drawer disables Approve and Reject while the message is empty).
    guards: ['isReviewVersion', 'categoryGiven', 'contentGiven'],
    stamp: 'approvedAt',
    effects: ['setCategoryAndReviewType', 'notifyOwner', 'autoPublishIfDelegated'],
  },
  { action: 'reject', from: ['IN_REVIEW'], actors: ['admin'], to: 'REJECTED', guards: ['isReviewVersion', 'contentGiven'], stamp: 'rejectedAt', effects: ['notifyOwner'] },
  { action: 'comment', from: EXCEPT_DRAFT, actors: ['dev', 'admin'], to: undefined, guards: ['contentGiven'], stamp: undefined, effects: ['postComment'] },
  {
    action: 'cancel',
    from: ['PENDING_REVIEW', 'IN_REVIEW', 'APPROVED'],
    actors: ['dev'],
    to: 'CANCELLED',
    guards: ['isReviewVersion'],
    stamp: 'canceledAt',
    effects: ['notifyAdmins'],
  },
  { action: 'publish', from: ['DRAFT', 'APPROVED'], actors: ['dev'], to: 'PUBLISHED', guards: ['notBlocked', 'mayPublishDraft'], stamp: 'publishedAt', effects: PUBLISH_EFFECTS },
  {
    action: 'autoPublish',
    from: ['DRAFT', 'APPROVED'],
    actors: ['system'],
    to: 'PUBLISHED',
    guards: ['notBlocked', 'mayPublishDraft', 'hasDelegation'],
    stamp: 'publishedAt',
    effects: PUBLISH_EFFECTS,
  },
];

export const transitionOf = (action: string): ReviewTransition | undefined => REVIEW_TRANSITIONS.find((row) => row.action === action);
