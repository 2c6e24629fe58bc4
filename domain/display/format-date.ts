import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import { toDateLocale } from './date-locale';

dayjs.extend(localizedFormat);

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MISSING_DATE = '-';

export type DateInput = Date | string | number | null | undefined;

// Below this a number is unix seconds (the API's expires_at, period ends); above it milliseconds.
// 1e11 seconds is the year 5138, 1e11 ms is 1973: no real value sits on the wrong side.
const SECONDS_LIMIT = 1e11;

/** Reads the API's mixed time values (unix seconds, ms, ISO strings, Dates); undefined when unusable. */
export function toDate(value: DateInput): Date | undefined {
  // '' needs no case of its own: it is no digits and no date (new Date('') is invalid).
  if (value === null || value === undefined) return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value);
  else if (/^\d+$/.test(value.trim())) return toDate(Number(value));
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a date in local time with a dayjs pattern (default YYYY-MM-DD HH:mm:ss); a missing or
 * invalid date shows '-'. Locale-dependent patterns (lll, MMM) follow toDateLocale(locale).
 */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT, locale?: string): string {
  const date = toDate(value);
  if (!date) return MISSING_DATE;
  return dayjs(date)
    .locale(toDateLocale(locale) === 'zh' ? 'zh-cn' : 'en')
    .format(format);
}
