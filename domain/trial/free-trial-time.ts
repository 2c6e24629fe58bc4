import { messageFrom, type LocalizedMessage } from '../validation/result';
import { trialMessages } from './messages';
import type { AppliedTrial } from './trial-currency';

export type TrialUnit = 'minute' | 'hour' | 'day';

/** A remaining free period: never negative; count 0 means no trial. */
export interface FreeTrialTime {
  readonly count: number;
  readonly unit: TrialUnit;
}

/** The current time: epoch milliseconds or a Date. */
export type Now = number | Date;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

const nowInSeconds = (now: Now): number => (now instanceof Date ? now.getTime() : now) / 1000;

/**
 * Spec §4: the free period left. With a trial_end still ahead: whole minutes (rounded up) under
 * 1 hour, hours under 1 day, else days. Otherwise the trial_period_days, or 0 days.
 * `now` is epoch milliseconds (or a Date); trialEnd is unix seconds, as on the wire.
 */
export function getFreeTrialTime(trial: Partial<AppliedTrial>, now: Now): FreeTrialTime {
  const trialEnd = trial.trialEnd ?? 0;
  const remaining = trialEnd - nowInSeconds(now);
  if (trialEnd > 0 && Number.isFinite(remaining) && remaining > 0) {
    if (remaining < HOUR) return { count: Math.ceil(remaining / MINUTE), unit: 'minute' };
    if (remaining < DAY) return { count: Math.ceil(remaining / HOUR), unit: 'hour' };
    return { count: Math.ceil(remaining / DAY), unit: 'day' };
  }
  const days = trial.trialInDays ?? 0;
  return { count: Number.isFinite(days) && days > 0 ? Math.floor(days) : 0, unit: 'day' };
}

/** True when a trial is running for the payer (some free time is left). */
export function hasFreeTrial(trial: Partial<AppliedTrial>, now: Now): boolean {
  return getFreeTrialTime(trial, now).count > 0;
}

/** "{n} days free" (style 'free', headline) or "Free for {n} days" (style 'freeFor', line items). */
export function formatFreeTrialTime(time: FreeTrialTime, style: 'free' | 'freeFor' = 'free'): LocalizedMessage {
  const form = time.count === 1 ? 'one' : 'other';
  return messageFrom(trialMessages, `trial.${style}.${time.unit}.${form}`, { count: time.count });
}
