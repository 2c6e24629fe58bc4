import { toBig } from '../money';
import { checkAmountInput, invalid, type Invalid, type ValidationResult } from '../validation';
import { ruleFailure } from './messages';

/** Package quantity bounds of the real dialog (docs/reference/payment-react.md §3.12: 1‥9999). */
export const PACKAGE_QUANTITY = { min: 1, max: 9999 } as const;

/**
 * The largest values auto top-up accepts, stated in the form and applied by
 * the sandbox with the same rule: a threshold of a billion credits, a daily spend of a billion
 * in the recharge currency and a thousand purchases a day are far beyond any real use, and keep
 * `1e309` or `99999999999999999999999` from being saved as a runaway trigger.
 */
export const AUTO_TOP_UP_LIMITS = { maxThreshold: '1000000000', maxDailyAmount: '1000000000', maxDailyAttempts: 1000 } as const;

/** What the auto top-up dialog holds while the customer edits it: text as typed. */
export interface AutoTopUpDraft {
  enabled: boolean;
  /** Credits (token units) below which a purchase runs. */
  threshold: string;
  /** The credit package (a price whose product is of type credit). */
  priceId: string;
  quantity: string;
  /** The currency the package is paid in; its payment method decides card or wallet. */
  rechargeCurrencyId: string;
  /**
   * The daily limits as the customer chose them: 'unlimited' (no daily cap, an explicit choice
   * in the form) or 'limited' (at least one of the two caps below, each above 0).
   */
  dailyLimits: 'unlimited' | 'limited';
  /** Daily maximum spend in the recharge currency's token units; '' = no cap on the amount. */
  dailyMaxAmount: string;
  /** Daily maximum purchases; '' = no cap on the count. */
  dailyMaxAttempts: string;
}

export type AutoTopUpField = 'threshold' | 'priceId' | 'quantity' | 'rechargeCurrencyId' | 'dailyLimits' | 'dailyMaxAmount' | 'dailyMaxAttempts';

/** The body of POST /api/auto-recharge-configs/submit, normalised (0 = unlimited, as the API has it). */
export interface AutoTopUpPayload {
  currency_id: string;
  enabled: boolean;
  threshold: string;
  price_id: string;
  quantity: number;
  recharge_currency_id: string;
  daily_limits: { max_amount: string; max_attempts: number };
}

export interface AutoTopUpRules {
  /** The credit currency the config watches. */
  currencyId: string;
  /** Decimals a threshold may have: the credit currency's precision. */
  thresholdPrecision: number;
  /** Decimals the daily maximum amount may have: the recharge currency's precision. */
  amountPrecision: number;
}

export type AutoTopUpValidation =
  | { ok: true; value: AutoTopUpPayload }
  | { ok: false; errors: Partial<Record<AutoTopUpField, Invalid>> };

/** A whole number as typed (digits only), or null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The threshold by the one rule: a plain amount above 0, the credit currency's decimals, at most the maximum. */
export function checkThreshold(text: string, precision: number): ValidationResult {
  return checkAmountInput(text, { precision, max: AUTO_TOP_UP_LIMITS.maxThreshold, positive: invalid('validation.thresholdMin') });
}

/** A daily cap that is set: a plain amount or count above 0 and at most its maximum ('' = not set). */
function checkDailyAmount(text: string, precision: number): ValidationResult {
  if (text.trim() === '') return { ok: true, value: '0' };
  return checkAmountInput(text, { precision, max: AUTO_TOP_UP_LIMITS.maxDailyAmount, positive: invalid('validation.dailyLimit') });
}
function checkDailyAttempts(text: string): ValidationResult<number> {
  if (text.trim() === '') return { ok: true, value: 0 };
  const count = wholeNumber(text);
  if (count === null || count < 1 || count > AUTO_TOP_UP_LIMITS.maxDailyAttempts) return ruleFailure('portalSettings.rule.attempts', { max: AUTO_TOP_UP_LIMITS.maxDailyAttempts });
  return { ok: true, value: count };
}

/**
 * docs/spec/checkout-and-billing.md §5 and §3 auto top-up, with bounds (a typo must not save a runaway trigger): a threshold above 0 and at most
 * AUTO_TOP_UP_LIMITS.maxThreshold, plain digits (no exponent, no separators) in the credit
 * currency's decimals; a package and a quantity; a way to pay; daily limits either 'unlimited'
 * (chosen) or at least one cap above 0 within its maximum. Nothing is repaired: what is not
 * valid as typed is refused. A disabled config is saved as is: switching off must always be
 * possible, whatever the fields hold. The sandbox checks what it receives with this same rule.
 */
export function validateAutoTopUpForm(draft: AutoTopUpDraft, rules: AutoTopUpRules): AutoTopUpValidation {
  const errors: Partial<Record<AutoTopUpField, Invalid>> = {};
  const threshold = checkThreshold(draft.threshold, rules.thresholdPrecision);
  const quantity = wholeNumber(draft.quantity);
  const limited = draft.dailyLimits === 'limited';
  const maxAmount = limited ? checkDailyAmount(draft.dailyMaxAmount, rules.amountPrecision) : ({ ok: true, value: '0' } as const);
  const attempts = limited ? checkDailyAttempts(draft.dailyMaxAttempts) : ({ ok: true, value: 0 } as const);
  if (draft.enabled) {
    if (!threshold.ok) errors.threshold = threshold;
    if (draft.priceId === '') errors.priceId = ruleFailure('portalSettings.rule.choosePackage');
    if (quantity === null || quantity < PACKAGE_QUANTITY.min || quantity > PACKAGE_QUANTITY.max) {
      errors.quantity = invalid('validation.quantityRange', PACKAGE_QUANTITY);
    }
    if (draft.rechargeCurrencyId === '') errors.rechargeCurrencyId = ruleFailure('portalSettings.rule.choosePayment');
    if (draft.dailyLimits !== 'limited' && draft.dailyLimits !== 'unlimited') errors.dailyLimits = ruleFailure('portalSettings.rule.dailyLimitsChoice');
    if (!maxAmount.ok) errors.dailyMaxAmount = maxAmount;
    if (!attempts.ok) errors.dailyMaxAttempts = attempts;
    if (limited && maxAmount.ok && attempts.ok && maxAmount.value === '0' && attempts.value === 0) errors.dailyMaxAmount = ruleFailure('portalSettings.rule.dailyLimitsEmpty');
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      currency_id: rules.currencyId,
      enabled: draft.enabled,
      threshold: threshold.ok && threshold.value !== undefined ? threshold.value : draft.threshold.trim(),
      price_id: draft.priceId,
      quantity: quantity ?? PACKAGE_QUANTITY.min,
      recharge_currency_id: draft.rechargeCurrencyId,
      daily_limits: {
        max_amount: maxAmount.ok && maxAmount.value !== undefined ? maxAmount.value : '0',
        max_attempts: attempts.ok && attempts.value !== undefined ? attempts.value : 0,
      },
    },
  };
}

/** The wire's daily limits (0 = unlimited, as the API has it) as the form's fields. */
export function dailyLimitsDraft(limits: { readonly max_amount?: string | null | undefined; readonly max_attempts?: number | null | undefined } | null | undefined): Pick<AutoTopUpDraft, 'dailyLimits' | 'dailyMaxAmount' | 'dailyMaxAttempts'> {
  const amount = limits?.max_amount ?? '0';
  const attempts = limits?.max_attempts ?? 0;
  const amountSet = !(toBig(amount)?.isZero() ?? false);
  const attemptsSet = attempts !== 0;
  return {
    dailyLimits: amountSet || attemptsSet ? 'limited' : 'unlimited',
    dailyMaxAmount: amountSet ? String(amount) : '',
    dailyMaxAttempts: attemptsSet ? String(attempts) : '',
  };
}
