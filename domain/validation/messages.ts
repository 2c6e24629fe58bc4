import { fillTemplate, type Invalid, type MessageParams } from './result';

/**
 * English texts of every validation failure of the domain, keyed for i18n. The spec quotes some
 * of them verbatim (docs/spec/checkout-and-billing.md §5); those are copied exactly. ui/i18n/messages/{en,zh}/validation.ts
 * registers these keys for the interface.
 */
export const validationMessages = {
  'validation.required': 'Required',
  'validation.invalid': 'Invalid',
  'validation.custom': '{message}',
  'validation.number': 'Please enter a valid number',
  'validation.amountFormat': 'Use digits and at most one decimal point, e.g. 1000.5',
  'validation.amountPrecision': 'Amount decimal places must be less than or equal to {precision}',
  'validation.exceedInventory': 'Exceed inventory',
  'validation.exceedPurchaseLimit': 'Exceed purchase limit',
  'validation.quantityRange': 'Enter a whole number between {min} and {max}',
  'validation.donationBetween': 'Please enter an amount between {min} and {max}.',
  'validation.donationZero': 'A tip of 0 cannot be paid. Please enter an amount above 0.',
  'validation.email': 'Please enter a valid email address',
  'validation.emailTooLong': 'An email address can have at most 254 characters',
  'validation.emailLocalTooLong': 'The part before @ can have at most 64 characters',
  'validation.phone': 'Please enter a valid phone number',
  'validation.postalCode': 'Please enter a valid postal code',
  'validation.thresholdMin': 'Threshold must be greater than 0',
  'validation.dailyLimit': 'Enter an amount above 0, or leave it empty',
  'validation.amountMax': 'Enter at most {max}',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** A failure with its key, params and English message. */
export function invalid(key: ValidationMessageKey, params?: MessageParams): Invalid {
  const message = fillTemplate(validationMessages[key], params);
  return params === undefined ? { ok: false, key, message } : { ok: false, key, params, message };
}
