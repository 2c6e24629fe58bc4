import { describe, expect, it } from 'vitest';
import { isRating, ratingShare, starFill, summarizeRatings, validateReview, REVIEW_TEXT_MAX } from '@domain/store';

describe('app review ratings', () => {
  it('summarizes count, distribution and the average to one decimal, rounding half up', () => {
    const s = summarizeRatings([5, 5, 4, 3]); // 17 / 4 = 4.25 → 4.3
    expect(s).toEqual({ average: '4.3', count: 4, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } });
    expect(summarizeRatings([1, 2]).average).toBe('1.5');
    expect(summarizeRatings([5]).average).toBe('5.0');
    expect(summarizeRatings([4, 4, 5]).average).toBe('4.3'); // 4.333…
    expect(summarizeRatings([1, 1, 2]).average).toBe('1.3'); // 1.333…
    expect(summarizeRatings([2, 2, 3]).average).toBe('2.3'); // 2.333…
  });

  it('has no average and empty bars without reviews, and ignores values that are not 1–5', () => {
    expect(summarizeRatings([])).toEqual({ average: '0.0', count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(summarizeRatings([0, 6, 2.5, Number.NaN, 3]).count).toBe(1);
    expect(ratingShare(summarizeRatings([]), 5)).toBe(0);
  });

  it('gives each star count its share in whole percent', () => {
    const s = summarizeRatings([5, 5, 4]);
    expect(ratingShare(s, 5)).toBe(67);
    expect(ratingShare(s, 4)).toBe(33);
    expect(ratingShare(s, 1)).toBe(0);
  });

  it('fills whole stars and a half star from .5', () => {
    expect(starFill('4.3')).toEqual({ full: 4, half: false });
    expect(starFill('4.5')).toEqual({ full: 4, half: true });
    expect(starFill('5.0')).toEqual({ full: 5, half: false });
    expect(starFill('0.0')).toEqual({ full: 0, half: false });
    expect(starFill('not a number')).toEqual({ full: 0, half: false });
    expect(starFill('7')).toEqual({ full: 5, half: false });
    expect(starFill('-1.5')).toEqual({ full: 0, half: false });
  });

  it('requires a rating of 1 to 5 and limits the text', () => {
    expect(isRating(3)).toBe(true);
    expect(validateReview(0, 'ok')).toMatchObject({ ok: false, key: 'storeReview.ratingRequired' });
    expect(validateReview(undefined, 'ok')).toMatchObject({ ok: false, key: 'storeReview.ratingRequired' });
    expect(validateReview(4, 'x'.repeat(REVIEW_TEXT_MAX + 1))).toMatchObject({ ok: false, key: 'storeReview.textTooLong', params: { max: REVIEW_TEXT_MAX } });
    expect(validateReview(0, 'ok')).toStrictEqual({ ok: false, key: 'storeReview.ratingRequired', message: 'Please choose a rating from 1 to 5 stars' });
    expect(validateReview(4, 'x'.repeat(REVIEW_TEXT_MAX + 1))).toMatchObject({ message: `Input a maximum of ${REVIEW_TEXT_MAX} characters` });
    expect(validateReview(4, `  ${'x'.repeat(REVIEW_TEXT_MAX)}  `)).toEqual({ ok: true, value: 'x'.repeat(REVIEW_TEXT_MAX) });
    expect(validateReview(5, '')).toEqual({ ok: true, value: '' });
  });
});
