import { Big, toBig, toBigOrZero } from '../money';

/** What the back end knows when credits were just spent. Amounts in smallest units unless named. */
export interface AutoTopUpTriggerInput {
  enabled: boolean;
  /** The customer's credit balance after the spend, smallest units. */
  balance: string;
  /** Threshold in token units, as configured. */
  threshold: string;
  creditDecimals: number;
  /** A payer authorised the charge (wallet auto-recharge-auth, or a confirmed card set-up). */
  authorized: boolean;
  /** One purchase (package × quantity) in the recharge currency's smallest units. */
  cost: string;
  /** What already ran today (the same day of the back end's clock). */
  today: { attempts: number; spent: string };
  /** Daily caps: smallest units and a count; '0' / 0 mean unlimited (docs/spec/checkout-and-billing.md §3, §5). */
  maxAmount: string;
  maxAttempts: number;
}

export type AutoTopUpSkipReason = 'disabled' | 'notBelowThreshold' | 'notAuthorized' | 'dailyAttempts' | 'dailyAmount';
export type AutoTopUpDecision = { run: true } | { run: false; reason: AutoTopUpSkipReason };

/**
 * Whether a purchase runs now (docs/spec/checkout-and-billing.md §3 auto top-up entity, docs/reference/payment-react.md §3.12 "When Credits drop below
 * {threshold}, the system will automatically purchase {credits}"): enabled, the balance strictly
 * below the threshold, a payer authorised, and today's caps not reached by this purchase.
 */
export function decideAutoTopUp(input: AutoTopUpTriggerInput): AutoTopUpDecision {
  if (!input.enabled) return { run: false, reason: 'disabled' };
  const threshold = toBig(input.threshold);
  if (threshold === null || !toBigOrZero(input.balance).isLessThan(threshold.shiftedBy(input.creditDecimals))) {
    return { run: false, reason: 'notBelowThreshold' };
  }
  if (!input.authorized) return { run: false, reason: 'notAuthorized' };
  if (input.maxAttempts > 0 && input.today.attempts >= input.maxAttempts) return { run: false, reason: 'dailyAttempts' };
  const maxAmount = toBigOrZero(input.maxAmount);
  if (maxAmount.isGreaterThan(0) && toBigOrZero(input.today.spent).plus(toBigOrZero(input.cost)).isGreaterThan(maxAmount)) {
    return { run: false, reason: 'dailyAmount' };
  }
  return { run: true };
}

/** The day a moment (seconds) falls on, for daily caps: days since the epoch, UTC. */
export const dayOf = (seconds: number): number => Math.floor(seconds / 86_400);

/** Credits one auto top-up buys: the package's credit amount × quantity (token units, exact). */
export function creditsPerTopUp(creditAmount: string | null | undefined, quantity: number): string {
  return toBigOrZero(creditAmount).times(quantity).toFixed();
}

/** The recharge cost of one auto top-up: unit amount × quantity (smallest units). */
export function topUpCost(unitAmount: string, quantity: number): string {
  return new Big(unitAmount).times(quantity).integerValue(Big.ROUND_CEIL).toFixed(0);
}

/**
 * Whether saving sends the customer through an authorisation first (docs/spec/checkout-and-billing.md §4: "changing the
 * payment method redirects to set one up on save"): enabling with another payment currency
 * than the one authorised, or with nobody authorised yet.
 */
export function needsAuthorization(current: { recharge_currency_id?: string | null | undefined; payer?: string | null | undefined }, next: { enabled: boolean; rechargeCurrencyId: string }): boolean {
  if (!next.enabled) return false;
  // No authorised currency (null or absent) differs from any chosen one: the form never saves '' enabled.
  return !current.payer || current.recharge_currency_id !== next.rechargeCurrencyId;
}
