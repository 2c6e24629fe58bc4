import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECURRING_INTERVALS,
  UnsupportedIntervalError,
  formatRecurring,
  getRecurringPeriod,
  intervalCount,
  isRecurringInterval,
} from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('getRecurringPeriod (docs/spec/checkout-and-billing.md §9 lengths for comparison)', () => {
  it.each([
    ['hour', 1, HOUR],
    ['day', 1, DAY],
    ['week', 1, 7 * DAY],
    ['month', 1, 30 * DAY],
    ['year', 1, 365 * DAY],
    ['month', 3, 90 * DAY],
    ['hour', 2, 2 * HOUR],
    ['week', 2, 14 * DAY],
  ])('%s × %i', (interval, interval_count, ms) => {
    expect(getRecurringPeriod({ interval, interval_count })).toBe(ms);
  });

  it('reads a missing or invalid count as 1', () => {
    expect(getRecurringPeriod({ interval: 'month' })).toBe(30 * DAY);
    expect(intervalCount({ interval: 'day', interval_count: 0 })).toBe(1);
    expect(intervalCount({ interval: 'day', interval_count: -2 })).toBe(1);
    expect(intervalCount({ interval: 'day', interval_count: 1.5 })).toBe(1);
    expect(intervalCount({ interval: 'day', interval_count: null })).toBe(1);
  });

  it("throws 'Unsupported recurring interval' for anything else", () => {
    expect(() => getRecurringPeriod({ interval: 'fortnight', interval_count: 1 })).toThrow(
      'Unsupported recurring interval: fortnight',
    );
    expect(() => getRecurringPeriod({ interval: 'fortnight' })).toThrow(UnsupportedIntervalError);
    expect(isRecurringInterval('month')).toBe(true);
    expect(isRecurringInterval(3)).toBe(false);
  });

  it('grows with the count and keeps the order of intervals', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECURRING_INTERVALS), fc.integer({ min: 1, max: 1000 }), (interval, count) => {
        expect(getRecurringPeriod({ interval, interval_count: count })).toBe(
          getRecurringPeriod({ interval, interval_count: 1 }) * count,
        );
      }),
    );
    const lengths = RECURRING_INTERVALS.map((interval) => getRecurringPeriod({ interval }));
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
  });
});

describe('formatRecurring (docs/spec/checkout-and-billing.md §9 display text)', () => {
  it.each([
    [{ interval: 'month', interval_count: 1 }, 'per', 'recurring.per.month', 'per month'],
    [{ interval: 'year', interval_count: 1 }, 'ly', 'recurring.ly.year', 'yearly'],
    [{ interval: 'day', interval_count: 1 }, 'slash', 'recurring.slash.day', '/ day'],
    [{ interval: 'month', interval_count: 3 }, 'per', 'recurring.every3Months', 'every 3 months'],
    [{ interval: 'month', interval_count: 6 }, 'ly', 'recurring.every6Months', 'every 6 months'],
    [{ interval: 'month', interval_count: 2 }, 'per', 'recurring.every.month', 'every 2 months'],
    [{ interval: 'week', interval_count: 2 }, 'per', 'recurring.every.week', 'every 2 weeks'],
    // Only months have the 3 and 6 names: 3 weeks and 6 days count in their own unit.
    [{ interval: 'week', interval_count: 3 }, 'per', 'recurring.every.week', 'every 3 weeks'],
    [{ interval: 'day', interval_count: 6 }, 'per', 'recurring.every.day', 'every 6 days'],
    [{ interval: 'hour', interval_count: 12 }, 'per', 'recurring.every.hour', 'every 12 hours'],
  ] as const)('%o in style %s', (recurring, style, key, text) => {
    expect(formatRecurring(recurring, style)).toMatchObject({ key, text });
  });

  it('defaults to the "per" style and carries the count as a param', () => {
    expect(formatRecurring({ interval: 'week' }).text).toBe('per week');
    expect(formatRecurring({ interval: 'year', interval_count: 4 })).toEqual({
      key: 'recurring.every.year',
      params: { count: 4 },
      text: 'every 4 years',
    });
  });

  it('refuses unknown intervals', () => {
    expect(() => formatRecurring({ interval: 'quarter', interval_count: 1 })).toThrow('Unsupported recurring interval');
    // The view translates the error by its key and shows the interval it was given.
    const error = new UnsupportedIntervalError('quarter');
    expect({ name: error.name, key: error.key, interval: error.interval }).toEqual({ name: 'UnsupportedIntervalError', key: 'recurring.unsupported', interval: 'quarter' });
  });
});
