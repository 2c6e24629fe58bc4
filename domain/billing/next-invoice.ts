import { getRecurringPeriod, isRecurringInterval } from '../interval';
import type { Subscription } from '../model';

type SubscriptionLike = Pick<Subscription, 'status' | 'cancel_at_period_end' | 'current_period_end'> & Partial<Pick<Subscription, 'items'>>;

/**
 * When a subscription's next invoice comes (Unix seconds), never a moment already past (a
 * customer reads the date as a promise): none for a subscription that has ended or ends at its period end; the end of the
 * current period while it is ahead; and when that end has passed (a past-due subscription waits
 * for its overdue invoices, its cycle keeps its anchor) the first cycle boundary after `now`.
 */
export function nextInvoiceAt(s: SubscriptionLike, now: number): number | null {
  if (s.status === 'canceled' || s.status === 'incomplete_expired' || s.cancel_at_period_end) return null;
  const end = s.current_period_end;
  if (!end) return null;
  if (end > now) return end;
  const recurring = s.items?.find((item) => item.price?.recurring)?.price?.recurring;
  if (!recurring || !isRecurringInterval(recurring.interval)) return null;
  const cycle = Math.floor(getRecurringPeriod(recurring) / 1000);
  return end + (Math.floor((now - end) / cycle) + 1) * cycle;
}
