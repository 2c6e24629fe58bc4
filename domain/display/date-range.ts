import dayjs from 'dayjs';
import { toDate, type DateInput } from './format-date';

export interface DayRange {
  /** 00:00:00 local time of the first day. */
  readonly start: Date;
  /** 23:59:59 local time of the last day. */
  readonly end: Date;
  readonly startSeconds: number;
  readonly endSeconds: number;
}

// A calendar day without a time ('2025-03-10', what a date picker gives).
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The chosen day in the user's time zone. `new Date('2025-03-10')` reads a date-only string as
 * UTC midnight, which in every zone behind UTC is the evening of the 9th: such a string is the
 * local calendar day instead. Everything else (a Date, seconds, ms, a timestamp) is a moment,
 * whose local day is the one it falls on.
 */
function calendarDay(value: DateInput): Date | undefined {
  const match = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (!match) return toDate(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // '2025-02-30' is no day: refuse it rather than roll over into March. A day or a month out of
  // range always rolls into another month; a year below 100 is read as 19xx, hence the year too.
  return date.getFullYear() === year && date.getMonth() === month - 1 ? date : undefined;
}

/**
 * The whole-day range a date-range picker stands for (docs/spec/shell-store-and-tables.md §5: start at 00:00:00, end at 23:59:59
 * of the chosen day), in the user's (the page's) time zone. Days given in either order are put in
 * order; undefined if either is missing.
 */
export function dayRange(from: DateInput, to: DateInput): DayRange | undefined {
  const first = calendarDay(from);
  const last = calendarDay(to);
  if (!first || !last) return undefined;
  const [low, high] = first.getTime() <= last.getTime() ? [first, last] : [last, first];
  const start = dayjs(low).startOf('day').toDate();
  const end = dayjs(high).hour(23).minute(59).second(59).millisecond(0).toDate();
  return { start, end, startSeconds: Math.floor(start.getTime() / 1000), endSeconds: Math.floor(end.getTime() / 1000) };
}
