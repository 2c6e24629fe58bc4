/** English texts of trial periods, keyed for i18n; one and other forms because "1 days" reads wrong. */
export const trialMessages = {
  'trial.free.minute.one': '{count} minute free',
  'trial.free.minute.other': '{count} minutes free',
  'trial.free.hour.one': '{count} hour free',
  'trial.free.hour.other': '{count} hours free',
  'trial.free.day.one': '{count} day free',
  'trial.free.day.other': '{count} days free',
  'trial.freeFor.minute.one': 'Free for {count} minute',
  'trial.freeFor.minute.other': 'Free for {count} minutes',
  'trial.freeFor.hour.one': 'Free for {count} hour',
  'trial.freeFor.hour.other': 'Free for {count} hours',
  'trial.freeFor.day.one': 'Free for {count} day',
  'trial.freeFor.day.other': 'Free for {count} days',
} as const;

export type TrialMessageKey = keyof typeof trialMessages;
