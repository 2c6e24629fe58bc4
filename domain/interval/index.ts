// Recurring intervals: comparison lengths and display texts of billing cycles.
export {
  /** The five intervals: hour, day, week, month, year. */
  RECURRING_INTERVALS,
  /** Length of each interval in ms (month 30 d, year 365 d). */
  INTERVAL_LENGTH_MS,
  /** Error 'Unsupported recurring interval: {interval}'. */
  UnsupportedIntervalError,
  /** True for a known interval. */
  isRecurringInterval,
  /** Returns a known interval or throws UnsupportedIntervalError. */
  assertRecurringInterval,
  /** interval_count as a multiplier (missing or invalid → 1). */
  intervalCount,
  /** Length of one billing cycle in ms (interval length × count), for comparisons. */
  getRecurringPeriod,
  type RecurringInterval,
  type RecurringLike,
} from './recurring-interval';
export {
  /** Billing cycle text: "per month" / "monthly" / "/ month", "every 3 months", "every {n} {interval}s". */
  formatRecurring,
  type RecurringStyle,
} from './format-recurring';
export {
  /** English texts of the interval keys, for the i18n catalogue. */
  intervalMessages,
  type IntervalMessageKey,
} from './messages';
