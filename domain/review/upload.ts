import type { ReviewState } from './states';

export interface UploadInput {
  /** The uploader is the owner with a developer passport. */
  readonly isDev: boolean;
  readonly blocked: boolean;
  readonly needReview: boolean;
  /** Status of the app's current review version, if any. */
  readonly reviewVersionStatus: ReviewState | null | undefined;
  /** The new version is greater than the latest uploaded one (semver compare done by the caller). */
  readonly isHigherVersion: boolean;
}

export type UploadRefusal = 'forbidden' | 'blocked' | 'inReview' | 'versionNotHigher';

const BUSY_REVIEW: ReadonlyArray<ReviewState> = ['PENDING_REVIEW', 'IN_REVIEW', 'APPROVED'];

/** A version is pending, in review or approved (not yet published) while the store reviews: no upload until it ends. */
export const reviewInProgress = (needReview: boolean, reviewVersionStatus: ReviewState | null | undefined): boolean =>
  needReview && reviewVersionStatus != null && BUSY_REVIEW.includes(reviewVersionStatus);

/** Row 1 of the workflow: may a new version be uploaded as DRAFT? Refused while a review is in progress. */
export function canUpload(input: UploadInput): { readonly ok: true; readonly to: 'DRAFT' } | { readonly ok: false; readonly reason: UploadRefusal } {
  if (!input.isDev) return { ok: false, reason: 'forbidden' };
  if (input.blocked) return { ok: false, reason: 'blocked' };
  if (reviewInProgress(input.needReview, input.reviewVersionStatus)) return { ok: false, reason: 'inReview' };
  if (!input.isHigherVersion) return { ok: false, reason: 'versionNotHigher' };
  return { ok: true, to: 'DRAFT' };
}

/** Row 7: when another version is requested for review, a pending or in-review one is cancelled. */
export const statusAfterOtherRequest = (state: ReviewState): ReviewState =>
  state === 'PENDING_REVIEW' || state === 'IN_REVIEW' ? 'CANCELLED' : state;
