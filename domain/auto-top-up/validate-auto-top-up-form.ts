import { checkDecimalPlaces, toBig } from '../money';
import { invalid, validateAutoTopUpThreshold, validateDailyLimit, type Invalid } from '../validation';
import { ruleFailure } from './messages';

/** Package quantity bounds of the real dialog (reference §3.12: 1‥9999). */
export const PACKAGE_QUANTITY = { min: 1, max: 9999 } as const;

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
  /** Daily maximum spend in the recharge currency's token units; '' or 0 = unlimited. */
  dailyMaxAmount: string;
  /** Daily maximum purchases; '' or 0 = unlimited. */
  dailyMaxAttempts: string;
}

export type AutoTopUpField = 'threshold' | 'priceId' | 'quantity' | 'rechargeCurrencyId' | 'dailyMaxAmount' | 'dailyMaxAttempts';

/** The body of POST /api/auto-recharge-configs/submit, normalised. */
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

const firstFailure = (...results: ({ ok: true } | Invalid)[]): Invalid | undefined => results.find((r): r is Invalid => !r.ok);

function wholeNumber(text: string): number | null {
  const value = toBig(text);
  return value !== null && value.isInteger() ? value.toNumber() : null;
}

/**
 * Spec §5 and §3 auto top-up: threshold a valid number greater than 0, a package and a
 * quantity, a way to pay, daily maximum amount and attempts where 0 (or empty) means unlimited.
 * A disabled config is saved as is: switching off must always be possible, whatever the fields hold.
 */
export function validateAutoTopUpForm(draft: AutoTopUpDraft, rules: AutoTopUpRules): AutoTopUpValidation {
  const errors: Partial<Record<AutoTopUpField, Invalid>> = {};
  const threshold = validateAutoTopUpThreshold(draft.threshold);
  const quantity = wholeNumber(draft.quantity);
  const maxAmount = validateDailyLimit(draft.dailyMaxAmount);
  const attemptsText = draft.dailyMaxAttempts.trim() === '' ? '0' : draft.dailyMaxAttempts;
  const attempts = wholeNumber(attemptsText);
  if (draft.enabled) {
    const thresholdError = firstFailure(threshold, checkDecimalPlaces(draft.threshold, rules.thresholdPrecision));
    if (thresholdError) errors.threshold = thresholdError;
    if (draft.priceId === '') errors.priceId = ruleFailure('portalSettings.rule.choosePackage');
    if (quantity === null || quantity < PACKAGE_QUANTITY.min || quantity > PACKAGE_QUANTITY.max) {
      errors.quantity = invalid('validation.quantityRange', PACKAGE_QUANTITY);
    }
    if (draft.rechargeCurrencyId === '') errors.rechargeCurrencyId = ruleFailure('portalSettings.rule.choosePayment');
    const amountError = firstFailure(maxAmount, checkDecimalPlaces(draft.dailyMaxAmount, rules.amountPrecision));
    if (amountError) errors.dailyMaxAmount = amountError;
    if (toBig(attemptsText) === null) errors.dailyMaxAttempts = invalid('validation.number');
    else if (attempts === null || attempts < 0) errors.dailyMaxAttempts = ruleFailure('portalSettings.rule.attempts');
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
        max_attempts: attempts !== null && attempts > 0 ? attempts : 0,
      },
    },
  };
}
