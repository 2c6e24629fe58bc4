import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFreeTrialTime,
  getAppliedTrial,
  getFreeTrialTime,
  hasFreeTrial,
  isTrialApplicable,
  parseTrialCurrencies,
  toUnixSeconds,
} from './index';

const NOW_MS = Date.UTC(2025, 0, 1);
const NOW_S = NOW_MS / 1000;

describe('trial currency gate (docs/spec/checkout-and-billing.md §4)', () => {
  it('splits and trims the comma list', () => {
    expect(parseTrialCurrencies(' usd , abt,,eth ')).toEqual(['usd', 'abt', 'eth']);
    expect(parseTrialCurrencies(undefined)).toEqual([]);
  });

  it.each([
    [undefined, 'abt', true],
    ['', 'abt', true],
    ['abt', 'abt', true],
    ['usd, abt', 'abt', true],
    ['usd,eth', 'abt', false],
    ['usd', null, false],
    ['usd', undefined, false],
    // The chosen currency's id is compared as the list's ids are: trimmed.
    ['usd', ' usd ', true],
  ])('trial_currency %s with %s → %s', (list, currency, applies) => {
    expect(isTrialApplicable(list, currency)).toBe(applies);
    expect(isTrialApplicable({ trial_currency: list }, currency)).toBe(applies);
  });

  it('zeroes days and end when the currency has no trial', () => {
    const data = { trial_period_days: 7, trial_end: NOW_S + 3600, trial_currency: 'usd' };
    expect(getAppliedTrial(data, 'usd')).toEqual({ trialInDays: 7, trialEnd: NOW_S + 3600 });
    expect(getAppliedTrial(data, 'abt')).toEqual({ trialInDays: 0, trialEnd: 0 });
    expect(getAppliedTrial(null, 'abt')).toEqual({ trialInDays: 0, trialEnd: 0 });
    expect(getAppliedTrial({ trial_period_days: -3, trial_end: null }, 'abt')).toEqual({ trialInDays: 0, trialEnd: 0 });
    // A trial without end (not a number a clock reaches) is no trial: never "Infinity days free".
    expect(getAppliedTrial({ trial_period_days: Infinity, trial_end: Infinity }, 'abt')).toEqual({ trialInDays: 0, trialEnd: 0 });
  });
});

describe('getFreeTrialTime (docs/spec/checkout-and-billing.md §4: minutes under 1 hour, hours under 1 day, else days)', () => {
  it.each([
    [30 * 60, { count: 30, unit: 'minute' }],
    [59 * 60 + 1, { count: 60, unit: 'minute' }],
    [3600, { count: 1, unit: 'hour' }],
    [5 * 3600 + 1, { count: 6, unit: 'hour' }],
    [86400, { count: 1, unit: 'day' }],
    [7 * 86400, { count: 7, unit: 'day' }],
    [7 * 86400 + 1, { count: 8, unit: 'day' }],
  ])('%i seconds left → %o', (left, expected) => {
    // Both times in one unit: unix seconds, like trial_end (or a Date).
    expect(getFreeTrialTime({ trialEnd: NOW_S + left }, NOW_S)).toEqual(expected);
    expect(getFreeTrialTime({ trialEnd: NOW_S + left }, new Date(NOW_MS))).toEqual(expected);
    expect(getFreeTrialTime({ trialEnd: NOW_S + left }, toUnixSeconds(NOW_MS))).toEqual(expected);
  });

  it('falls back to trial days, then to 0 days once the end has passed', () => {
    expect(getFreeTrialTime({ trialInDays: 14 }, NOW_S)).toEqual({ count: 14, unit: 'day' });
    expect(getFreeTrialTime({ trialEnd: NOW_S - 10, trialInDays: 3 }, NOW_S)).toEqual({ count: 3, unit: 'day' });
    expect(getFreeTrialTime({ trialEnd: NOW_S - 10 }, NOW_S)).toEqual({ count: 0, unit: 'day' });
    expect(getFreeTrialTime({}, NOW_S)).toEqual({ count: 0, unit: 'day' });
    // An end reached this very second is not ahead: the trial days count, else no trial (in days, not "0 minutes").
    expect(getFreeTrialTime({ trialEnd: NOW_S, trialInDays: 3 }, NOW_S)).toEqual({ count: 3, unit: 'day' });
    expect(getFreeTrialTime({ trialEnd: NOW_S }, NOW_S)).toEqual({ count: 0, unit: 'day' });
    // An end no clock reaches is not a time left: the trial days count.
    expect(getFreeTrialTime({ trialEnd: Infinity, trialInDays: 3 }, NOW_S)).toEqual({ count: 3, unit: 'day' });
    expect(hasFreeTrial({ trialInDays: 1 }, NOW_S)).toBe(true);
    expect(hasFreeTrial({}, NOW_S)).toBe(false);
  });

  it('is never negative and never more than the time left allows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: -10, max: 400 }),
        (trialEnd, now, trialInDays) => {
          const time = getFreeTrialTime({ trialEnd, trialInDays }, now);
          expect(time.count).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(time.count)).toBe(true);
          const left = trialEnd - now;
          if (trialEnd > 0 && left > 0) {
            const unit = { minute: 60, hour: 3600, day: 86400 }[time.unit];
            expect(time.count * unit).toBeGreaterThanOrEqual(left);
            expect((time.count - 1) * unit).toBeLessThan(left);
          }
        },
      ),
    );
  });
});

describe('formatFreeTrialTime', () => {
  it('words the period in both styles with singular and plural', () => {
    expect(formatFreeTrialTime({ count: 7, unit: 'day' })).toEqual({
      key: 'trial.free.day.other',
      params: { count: 7 },
      text: '7 days free',
    });
    expect(formatFreeTrialTime({ count: 1, unit: 'hour' }).text).toBe('1 hour free');
    expect(formatFreeTrialTime({ count: 30, unit: 'minute' }, 'freeFor').text).toBe('Free for 30 minutes');
    expect(formatFreeTrialTime({ count: 1, unit: 'day' }, 'freeFor').text).toBe('Free for 1 day');
  });

  // Every unit a trial can be counted in, singular and plural, in the headline and the line-item style.
  it.each([
    [1, 'minute', '1 minute free', 'Free for 1 minute'],
    [45, 'minute', '45 minutes free', 'Free for 45 minutes'],
    [1, 'hour', '1 hour free', 'Free for 1 hour'],
    [6, 'hour', '6 hours free', 'Free for 6 hours'],
    [1, 'day', '1 day free', 'Free for 1 day'],
    [14, 'day', '14 days free', 'Free for 14 days'],
  ] as const)('%i %s → "%s" / "%s"', (count, unit, free, freeFor) => {
    expect(formatFreeTrialTime({ count, unit }).text).toBe(free);
    expect(formatFreeTrialTime({ count, unit }, 'free').text).toBe(free);
    expect(formatFreeTrialTime({ count, unit }, 'freeFor').text).toBe(freeFor);
  });
});
