/** States, actions, actor roles, irreversible actions (reject, cancel) and their i18n keys. */
export {
  REVIEW_STATES,
  REVIEW_ACTIONS,
  IRREVERSIBLE_ACTIONS,
  TERMINAL_STATES,
  isIrreversible,
  isTerminal,
  reviewStateKey,
  reviewActionKey,
  reviewConfirmKey,
  type ReviewState,
  type ReviewAction,
  type ActorRole,
} from './states';
/** The transition table as data: from states, actors, guards, target state, timestamp field and side effects. */
export { REVIEW_TRANSITIONS, transitionOf, type ReviewTransition, type ReviewEffect, type ReviewGuard } from './transitions';
/** applyAction(state, action, actor, context?, input?) → next state or refusal reason; availableActions(state, actor, context?). */
export { applyAction, availableActions, type ReviewContext, type ReviewInput, type ReviewResult, type ReviewRefusal } from './apply-action';
/** reviewActorRoles(user, ownerDid) → ['dev'] for the owner with a developer passport, ['admin'] for owner/admin roles. */
export { reviewActorRoles } from './actor';
/** canUpload (new DRAFT unless a review is in progress) and statusAfterOtherRequest (older reviews get cancelled). */
export { canUpload, reviewInProgress, statusAfterOtherRequest, type UploadInput, type UploadRefusal } from './upload';
/** needsMessage(action) (approve, reject, reply, comment), hasMessage(text) (whitespace is none), missingMessage(action, text). */
export { needsMessage, hasMessage, missingMessage } from './message';
/** The history lines the store writes on a state change, and their i18n keys (review.history.{action}). */
export { REVIEW_SYSTEM_LINES, systemLineKey } from './system-lines';
/** The console's review queue: pending operation by default, 10 a page, its address (?state, ?q, ?page). */
export { QUEUE_PAGE_SIZE, PENDING_OPERATION, readQueueQuery, queueQueryToSearch, queueStatuses, queuePages, type QueueFilter, type QueueQuery } from './queue';
