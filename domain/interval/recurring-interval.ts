import { fillTemplate } from '../validation/result';
import { intervalMessages } from './messages';

export const RECURRING_INTERVALS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/** The part of a price's `recurring` the interval rules read. */
export interface RecurringLike {
  readonly interval: string;
  readonly interval_count?: number | null | undefined;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** docs/spec/checkout-and-billing.md §9: lengths for comparison only (a month is 30 days, a year 365), never for calendars. */
export const INTERVAL_LENGTH_MS: Readonly<Record<RecurringInterval, number>> = {
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
};

/** Thrown for an interval outside hour, day, week, month, year (docs/spec/checkout-and-billing.md §8 'Unsupported recurring interval'). */
export class UnsupportedIntervalError extends Error {
  override readonly name = 'UnsupportedIntervalError';
  readonly key = 'recurring.unsupported';
  constructor(readonly interval: string) {
    super(fillTemplate(intervalMessages['recurring.unsupported'], { interval }));
  }
}

/** True for the five intervals the spec knows. */
export function isRecurringInterval(value: unknown): value is RecurringInterval {
  return typeof value === 'string' && (RECURRING_INTERVALS as readonly string[]).includes(value);
}

/** Returns the interval, or throws UnsupportedIntervalError. */
export function assertRecurringInterval(value: string): RecurringInterval {
  if (!isRecurringInterval(value)) throw new UnsupportedIntervalError(value);
  return value;
}

/**
 * interval_count as a usable multiplier: a missing, zero, negative or fractional count is read
 * as 1, because a price that bills "every 0 months" is a data error, not a free product.
 */
export function intervalCount(recurring: RecurringLike): number {
  const count = recurring.interval_count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}

/**
 * Length of one billing cycle in milliseconds, for comparing cycles (upsell savings).
 * Unlike the real product, an hourly price honours interval_count too (docs/spec/checkout-and-billing.md §9 says "times
 * interval_count" for every interval).
 */
export function getRecurringPeriod(recurring: RecurringLike): number {
  return INTERVAL_LENGTH_MS[assertRecurringInterval(recurring.interval)] * intervalCount(recurring);
}
