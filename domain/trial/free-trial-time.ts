import { messageFrom, type LocalizedMessage } from '../validation/result';
import { trialMessages } from './messages';
import type { AppliedTrial } from './trial-currency';

export type TrialUnit = 'minute' | 'hour' | 'day';

/** A remaining free period: never negative; count 0 means no trial. */
export interface FreeTrialTime {
  readonly count: number;
  readonly unit: TrialUnit;
}

/** The current time as the page's clock gives it: epoch milliseconds or a Date. */
export type Now = number | Date;

/** A time in the unit of the wire's trial_end: unix seconds, or a Date. */
export type UnixTime = number | Date;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/** The page clock's time (epoch ms or a Date) in unix seconds, the unit getFreeTrialTime takes. */
export const toUnixSeconds = (now: Now): number => (now instanceof Date ? now.getTime() : now) / 1000;

const unixSeconds = (time: UnixTime): number => (time instanceof Date ? time.getTime() / 1000 : time);

/**
 * docs/spec/checkout-and-billing.md §4: the free period left. With a trial_end still ahead: whole minutes (rounded up) under
 * 1 hour, hours under 1 day, else days. Otherwise the trial_period_days, or 0 days.
 * Both times in one unit: `now` and trialEnd are unix seconds, as trial_end is on the wire (a Date
 * is read as what it is). A caller holding the clock's milliseconds converts with toUnixSeconds.
 */
export function getFreeTrialTime(trial: Partial<AppliedTrial>, now: UnixTime): FreeTrialTime {
  const trialEnd = trial.trialEnd ?? 0;
  const remaining = trialEnd - unixSeconds(now);
  if (trialEnd > 0 && Number.isFinite(remaining) && remaining > 0) {
    if (remaining < HOUR) return { count: Math.ceil(remaining / MINUTE), unit: 'minute' };
    if (remaining < DAY) return { count: Math.ceil(remaining / HOUR), unit: 'hour' };
    return { count: Math.ceil(remaining / DAY), unit: 'day' };
  }
  const days = trial.trialInDays ?? 0;
  return { count: Number.isFinite(days) && days > 0 ? Math.floor(days) : 0, unit: 'day' };
}

/** True when a trial is running for the payer (some free time is left). */
export function hasFreeTrial(trial: Partial<AppliedTrial>, now: UnixTime): boolean {
  return getFreeTrialTime(trial, now).count > 0;
}

/** "{n} days free" (style 'free', headline) or "Free for {n} days" (style 'freeFor', line items). */
export function formatFreeTrialTime(time: FreeTrialTime, style: 'free' | 'freeFor' = 'free'): LocalizedMessage {
  const form = time.count === 1 ? 'one' : 'other';
  return messageFrom(trialMessages, `trial.${style}.${time.unit}.${form}`, { count: time.count });
}
