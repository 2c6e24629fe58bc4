import type { ReviewState } from '@domain/review';

/**
 * The colour of a review state's chip, as the real store's (docs/reference/store-shell.md §2.1): pending is a warning,
 * in review is information, approved a success, rejected and cancelled an error; a draft is plain
 * and published its own violet. Mantine colour names, so both schemes get readable shades.
 */
const COLORS: Readonly<Record<ReviewState, string>> = {
  DRAFT: 'gray',
  PENDING_REVIEW: 'orange',
  IN_REVIEW: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'red',
  PUBLISHED: 'grape',
};

export const reviewStateColor = (state: ReviewState): string => COLORS[state];
