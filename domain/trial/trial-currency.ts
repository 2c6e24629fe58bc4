/** The trial fields of a session's subscription_data (docs/spec/checkout-and-billing.md §3). */
export interface TrialSettingsLike {
  readonly trial_period_days?: number | null | undefined;
  /** Unix seconds. */
  readonly trial_end?: number | null | undefined;
  /** Comma list of currency ids the trial is offered in; empty means every currency. */
  readonly trial_currency?: string | null | undefined;
}

/** The trial that applies to the chosen currency: days and end (unix seconds), 0 when none. */
export interface AppliedTrial {
  readonly trialInDays: number;
  readonly trialEnd: number;
}

/** The currency ids of a trial_currency comma list, trimmed, blanks dropped. */
export function parseTrialCurrencies(trialCurrency: string | null | undefined): readonly string[] {
  return (trialCurrency ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * docs/spec/checkout-and-billing.md §4: a trial applies only when the chosen currency is in trial_currency, if that is set.
 * Takes the comma list itself or the subscription_data holding it.
 */
export function isTrialApplicable(
  trialCurrency: string | TrialSettingsLike | null | undefined,
  currencyId: string | null | undefined,
): boolean {
  const list = parseTrialCurrencies(typeof trialCurrency === 'string' ? trialCurrency : trialCurrency?.trial_currency);
  if (list.length === 0) return true;
  return currencyId !== null && currencyId !== undefined && list.includes(currencyId.trim());
}

const nonNegative = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** docs/spec/checkout-and-billing.md §4: the trial days and end for the chosen currency; both 0 when the currency has no trial. */
export function getAppliedTrial(
  subscriptionData: TrialSettingsLike | null | undefined,
  currencyId: string | null | undefined,
): AppliedTrial {
  if (!subscriptionData || !isTrialApplicable(subscriptionData, currencyId)) return { trialInDays: 0, trialEnd: 0 };
  return {
    trialInDays: Math.floor(nonNegative(subscriptionData.trial_period_days)),
    trialEnd: nonNegative(subscriptionData.trial_end),
  };
}
