// The app review machine's context and events, and the snapshot and intent its actors carry
// (zag's layout): the machine, its actors and the port in machines/ports.ts import them from here.
import type { ActorRole, ReviewAction, ReviewContext, ReviewState } from '@domain/review';

/** What the server says about the version, and who the viewer is towards it. */
export interface ReviewSnapshot {
  status: ReviewState;
  roles: ActorRole[];
  rules: ReviewContext;
}

export interface ReviewIntent {
  action: ReviewAction;
  content?: string;
  category?: string;
}

export interface AppReviewContext {
  snapshot: ReviewSnapshot | null;
  pending: ReviewIntent | null;
  /** The error of the last load or action (shown as text). */
  error: unknown;
  /** i18n key of a refusal decided locally (e.g. a comment with no text). */
  refusal: string | null;
  /** What the person typed in the message box, kept until an action that sends it succeeds. */
  message: string;
  /** The category chosen for an approval ('' until chosen). */
  category: string;
  /** The version changed while a confirmation was open: the state the server answered then. */
  changed: { status: ReviewState } | null;
}

export type AppReviewEvent =
  | { type: 'user.act'; action: ReviewAction }
  | { type: 'user.type'; message: string }
  | { type: 'user.pickCategory'; category: string }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.retry' }
  | { type: 'user.reload' }
  | { type: 'review.remote' };
