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

/**
 * The whole-day range a date-range picker stands for (spec: start at 00:00:00, end at 23:59:59
 * of the chosen day). Days given in either order are put in order; undefined if either is missing.
 */
export function dayRange(from: DateInput, to: DateInput): DayRange | undefined {
  const first = toDate(from);
  const last = toDate(to);
  if (!first || !last) return undefined;
  const [low, high] = first.getTime() <= last.getTime() ? [first, last] : [last, first];
  const start = dayjs(low).startOf('day').toDate();
  const end = dayjs(high).hour(23).minute(59).second(59).millisecond(0).toDate();
  return { start, end, startSeconds: Math.floor(start.getTime() / 1000), endSeconds: Math.floor(end.getTime() / 1000) };
}
