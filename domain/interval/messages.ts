/**
 * English texts of recurring intervals, keyed for i18n (ui/i18n/messages registers them).
 * Three styles of the same cycle: "per month" (after an amount), "monthly" (billed monthly,
 * Save with yearly billing) and "/ month" (compact price tags).
 */
export const intervalMessages = {
  'recurring.per.hour': 'per hour',
  'recurring.per.day': 'per day',
  'recurring.per.week': 'per week',
  'recurring.per.month': 'per month',
  'recurring.per.year': 'per year',
  'recurring.ly.hour': 'hourly',
  'recurring.ly.day': 'daily',
  'recurring.ly.week': 'weekly',
  'recurring.ly.month': 'monthly',
  'recurring.ly.year': 'yearly',
  'recurring.slash.hour': '/ hour',
  'recurring.slash.day': '/ day',
  'recurring.slash.week': '/ week',
  'recurring.slash.month': '/ month',
  'recurring.slash.year': '/ year',
  'recurring.every3Months': 'every 3 months',
  'recurring.every6Months': 'every 6 months',
  'recurring.every.hour': 'every {count} hours',
  'recurring.every.day': 'every {count} days',
  'recurring.every.week': 'every {count} weeks',
  'recurring.every.month': 'every {count} months',
  'recurring.every.year': 'every {count} years',
  'recurring.unsupported': 'Unsupported recurring interval: {interval}',
} as const;

export type IntervalMessageKey = keyof typeof intervalMessages;
