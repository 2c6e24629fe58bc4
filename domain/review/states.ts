import type { VersionStatus } from '@domain/model';

export type ReviewState = VersionStatus;

export const REVIEW_STATES: ReadonlyArray<ReviewState> = ['DRAFT', 'PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'PUBLISHED'];

/**
 * Actions on one version. reply is the admin's answer in the review drawer while IN_REVIEW;
 * autoPublish is the system publishing through the owner's delegation.
 */
export const REVIEW_ACTIONS = ['request', 'start', 'reply', 'approve', 'reject', 'comment', 'cancel', 'publish', 'autoPublish'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** dev = the owner holding a developer passport; admin = active role admin or owner; system = the store itself. */
export type ActorRole = 'dev' | 'admin' | 'system';

/** Reject and cancel cannot be undone: the developer must upload a higher version (docs/spec/shell-store-and-tables.md §4). */
export const IRREVERSIBLE_ACTIONS: ReadonlyArray<ReviewAction> = ['reject', 'cancel'];
export const isIrreversible = (action: ReviewAction): boolean => IRREVERSIBLE_ACTIONS.includes(action);

/** States a version never leaves (only comments are still possible). */
export const TERMINAL_STATES: ReadonlyArray<ReviewState> = ['REJECTED', 'CANCELLED', 'PUBLISHED'];
export const isTerminal = (state: ReviewState): boolean => TERMINAL_STATES.includes(state);

/** i18n keys of a state chip and an action button. */
export const reviewStateKey = (state: ReviewState): string => `review.status.${state}`;
export const reviewActionKey = (action: ReviewAction): string => `review.action.${action}`;
/** i18n key of the confirmation an irreversible action needs, if any. */
export const reviewConfirmKey = (action: ReviewAction): string | undefined => (isIrreversible(action) ? `review.confirm.${action}` : undefined);
