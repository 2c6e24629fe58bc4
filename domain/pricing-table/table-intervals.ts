// The interval switch of a pricing table: which billing cycles its plans come in, in which order,
// how each is named, and which control offers them (docs/reference/payment-react.md §5 item 2).
import { formatRecurring, getRecurringPeriod, intervalCount, type RecurringLike } from '../interval';
import type { LocalizedMessage } from '../validation/result';

/** What the interval rules read of a plan: its price's recurring cycle (null for a one-time price). */
export interface IntervalPlanLike {
  readonly price: { readonly recurring?: RecurringLike | null | undefined };
}

/** One billing cycle of the table: `key` tells "every month" from "every 3 months". */
export interface TableInterval {
  readonly key: string;
  readonly recurring: RecurringLike;
}

/** "month-1", "month-3": interval and count, the key a plan is grouped by. */
export const intervalKeyOf = (recurring: RecurringLike): string => `${recurring.interval}-${intervalCount(recurring)}`;

/**
 * The billing cycles of a table's plans, each once, the shortest first (a week before a month
 * before a year), so the switch reads in the order the cycles grow. A one-time price belongs to no
 * cycle: a pricing table sells subscriptions, and such a plan is not offered.
 */
export function tableIntervals(plans: readonly IntervalPlanLike[]): TableInterval[] {
  const byKey = new Map<string, TableInterval>();
  for (const plan of plans) {
    const recurring = plan.price.recurring;
    if (!recurring) continue;
    const key = intervalKeyOf(recurring);
    if (!byKey.has(key)) byKey.set(key, { key, recurring: { interval: recurring.interval, interval_count: intervalCount(recurring) } });
  }
  return [...byKey.values()].sort((a, b) => getRecurringPeriod(a.recurring) - getRecurringPeriod(b.recurring));
}

/** The switch's label of a cycle: "monthly", "yearly", "every 3 months". */
export const intervalLabel = (interval: TableInterval): LocalizedMessage => formatRecurring(interval.recurring, 'ly');

/** The interval shown first: the one asked for when the table has it, else the shortest. */
export function chooseInterval(intervals: readonly TableInterval[], wanted: string | null | undefined): TableInterval | undefined {
  return intervals.find((interval) => interval.key === wanted) ?? intervals[0];
}

/**
 * How the cycles are offered: nothing to switch with one; buttons side by side; a select on a
 * small screen when there are more than two (three buttons do not fit beside each other there).
 */
export type IntervalControl = 'none' | 'segmented' | 'select';

export function intervalControl(count: number, smallScreen: boolean): IntervalControl {
  if (count <= 1) return 'none';
  return smallScreen && count > 2 ? 'select' : 'segmented';
}
