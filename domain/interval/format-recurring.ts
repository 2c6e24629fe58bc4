import { messageFrom, type LocalizedMessage } from '../validation/result';
import { intervalMessages } from './messages';
import { assertRecurringInterval, intervalCount, type RecurringLike } from './recurring-interval';

/** 'per' → "per month", 'ly' → "monthly", 'slash' → "/ month" (for a count of 1). */
export type RecurringStyle = 'per' | 'ly' | 'slash';

/**
 * The billing cycle as text (docs/spec/checkout-and-billing.md §9, docs/reference/payment-react.md §11.15): a count of 1 in the chosen style;
 * 3 and 6 months as "every 3 months" / "every 6 months"; any other count "every {n} {interval}s".
 * Throws UnsupportedIntervalError for an unknown interval.
 */
export function formatRecurring(recurring: RecurringLike, style: RecurringStyle = 'per'): LocalizedMessage {
  const interval = assertRecurringInterval(recurring.interval);
  const count = intervalCount(recurring);
  if (count === 1) return messageFrom(intervalMessages, `recurring.${style}.${interval}`);
  if (interval === 'month' && count === 3) return messageFrom(intervalMessages, 'recurring.every3Months');
  if (interval === 'month' && count === 6) return messageFrom(intervalMessages, 'recurring.every6Months');
  return messageFrom(intervalMessages, `recurring.every.${interval}`, { count });
}
