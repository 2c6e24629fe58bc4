// Free trials: the per-currency gate and the remaining free period.
export {
  /** Currency ids of a trial_currency comma list (trimmed). */
  parseTrialCurrencies,
  /** True when the chosen currency may use the trial (in trial_currency, or trial_currency unset). */
  isTrialApplicable,
  /** {trialInDays, trialEnd} for the chosen currency; both 0 when the trial does not apply. */
  getAppliedTrial,
  type TrialSettingsLike,
  type AppliedTrial,
} from './trial-currency';
export {
  /** Remaining free period {count, unit}: minutes < 1 h, hours < 1 day, else days; never negative. */
  getFreeTrialTime,
  /** True when some free time is left. */
  hasFreeTrial,
  /** "{n} days free" / "Free for {n} days" as a localized message. */
  formatFreeTrialTime,
  type FreeTrialTime,
  type TrialUnit,
  /** Epoch milliseconds (the page clock) → unix seconds, the unit of trial_end and getFreeTrialTime. */
  toUnixSeconds,
  type Now,
  type UnixTime,
} from './free-trial-time';
export {
  /** English texts of the trial keys, for the i18n catalogue. */
  trialMessages,
  type TrialMessageKey,
} from './messages';
