// User reviews of an app: a rating of 1–5 stars and a text. The summary an app page shows —
// average to one decimal, how many reviews, and the share of each star count — is computed here
// so the sandbox (and any test) uses the same rule the page displays.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Reviews per page on an app's Reviews tab. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_TEXT_MAX = 1000;

export type StarCount = 1 | 2 | 3 | 4 | 5;

export interface RatingSummary {
  /** Average to one decimal as text ("4.3"); "0.0" without reviews. */
  average: string;
  count: number;
  /** How many reviews gave each star count. */
  distribution: Record<StarCount, number>;
}

export const isRating = (value: unknown): value is StarCount => Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;

/** Average (rounded half up to one decimal), count and distribution of some ratings. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const distribution: Record<StarCount, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  let count = 0;
  for (const r of ratings) {
    if (!isRating(r)) continue;
    distribution[r] += 1;
    sum += r;
    count += 1;
  }
  // Integer arithmetic (tenths) so 4.25 rounds to 4.3, not to a binary neighbour.
  const tenths = count ? Math.floor((sum * 20 + count) / (2 * count)) : 0;
  return { average: `${Math.floor(tenths / 10)}.${tenths % 10}`, count, distribution };
}

/** The share of one star count in whole percent (0 without reviews), for the distribution bars. */
export const ratingShare = (summary: RatingSummary, stars: StarCount): number =>
  summary.count ? Math.round((summary.distribution[stars] * 100) / summary.count) : 0;

/** How many whole and half stars an average fills (4.3 → 4 full, no half; 4.5 → 4 full and a half). */
export function starFill(average: string): { full: number; half: boolean } {
  const value = Number(average);
  if (!Number.isFinite(value) || value <= 0) return { full: 0, half: false };
  const clamped = Math.min(value, RATING_MAX);
  const full = Math.floor(clamped);
  return { full, half: clamped - full >= 0.5 };
}

export type ReviewTextResult = { ok: true; value: string } | { ok: false; key: 'storeReview.ratingRequired' | 'storeReview.textTooLong'; params?: { max: number }; message: string };

/** A review to post: a rating 1–5 is required; the text is optional, at most REVIEW_TEXT_MAX characters. */
export function validateReview(rating: unknown, text: string): ReviewTextResult {
  if (!isRating(rating)) return { ok: false, key: 'storeReview.ratingRequired', message: 'Please choose a rating from 1 to 5 stars' };
  const value = text.trim();
  if (value.length > REVIEW_TEXT_MAX) return { ok: false, key: 'storeReview.textTooLong', params: { max: REVIEW_TEXT_MAX }, message: `Input a maximum of ${REVIEW_TEXT_MAX} characters` };
  return { ok: true, value };
}
