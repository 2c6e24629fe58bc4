import { showStaking } from '../stake/show-staking';
import { getStakingAmount, type StakeSettingsLike } from '../stake/staking-amount';
import { getFreeTrialTime, toUnixSeconds, type FreeTrialTime, type Now } from '../trial/free-trial-time';
import { getAppliedTrial, type AppliedTrial, type TrialSettingsLike } from '../trial/trial-currency';
import { getCheckoutAmount, getCheckoutTotal } from './checkout-amount';
import { discountOnDueNow } from './discount';
import type { DisplayCurrency } from './display-currency';
import type { LineItemLike } from './price-like';

/** The parts of a checkout session the summary reads. */
export interface CheckoutSummaryInput {
  readonly line_items: readonly LineItemLike[];
  readonly subscription_data?: (TrialSettingsLike & StakeSettingsLike) | null | undefined;
  readonly total_details?: { readonly amount_discount?: string | null | undefined } | null | undefined;
}

/** Every amount of the order summary, in the smallest unit of the chosen currency. */
export interface CheckoutSummary {
  readonly trial: AppliedTrial;
  readonly freeTrial: FreeTrialTime;
  readonly dueNow: string;
  readonly renew: string;
  readonly showStaking: boolean;
  readonly staking: string;
  readonly discount: string;
  readonly total: string;
  readonly warnings: readonly string[];
}

/**
 * The order summary of a session for the chosen currency and payment method (docs/spec/checkout-and-billing.md §4, §9):
 * the trial gate, the amount due now (recurring lines out while free time is left: a trial
 * given only by trial_end counts too, unlike the real product), the stake when shown, and
 * total = due now + staking − discount. Throws like getCheckoutAmount on several custom amounts.
 */
export function summarizeCheckout(
  session: CheckoutSummaryInput,
  currency: DisplayCurrency & { readonly type?: string | null | undefined },
  method: { readonly type?: string | null | undefined } | null | undefined,
  now: Now,
): CheckoutSummary {
  const settings = session.subscription_data ?? undefined;
  const trial = getAppliedTrial(settings, currency.id);
  const freeTrial = getFreeTrialTime(trial, toUnixSeconds(now));
  const amounts = getCheckoutAmount(session.line_items, currency.id, freeTrial.count > 0);
  const stakingShown = showStaking(method, currency, settings?.no_stake);
  const staking = stakingShown ? getStakingAmount(session.line_items, currency, settings) : '0';
  // The server's discount, held to the amount due now (domain/pricing/discount.ts: never the stake).
  const discount = discountOnDueNow(session.total_details?.amount_discount, amounts.total);
  return {
    trial,
    freeTrial,
    dueNow: amounts.total,
    renew: amounts.renew,
    showStaking: stakingShown,
    staking,
    discount,
    total: getCheckoutTotal(amounts.total, staking, discount),
    warnings: amounts.warnings,
  };
}
