import { fillTemplate, type Invalid, type MessageParams } from '../validation/result';

/**
 * English texts of the auto top-up and donation-settings rules that the shared validation
 * catalogue does not already hold. The interface registers the same keys in its
 * `portalSettings` area (ui/i18n/messages/{en,zh}/portalSettings.ts).
 */
export const settingsRuleMessages = {
  'portalSettings.rule.attempts': 'Enter a whole number of purchases from 1 to {max}, or leave it empty',
  'portalSettings.rule.dailyLimitsChoice': 'Choose whether daily purchases are limited',
  'portalSettings.rule.dailyLimitsEmpty': 'Set a daily maximum amount or number of purchases, or choose “No daily limit”',
  'portalSettings.rule.presetThousands': '“{text}” looks like one amount with a thousands separator. Write amounts without separators (1000) and separate presets with commas, e.g. 1, 5, 10',
  'portalSettings.rule.beneficiaryUrl': 'A beneficiary’s page must be an http:// or https:// address',
  'portalSettings.rule.choosePackage': 'Choose a credit package',
  'portalSettings.rule.choosePayment': 'Choose how the top-up is paid',
  'portalSettings.rule.presetsEmpty': 'Add at least one preset amount, or allow a custom amount',
  'portalSettings.rule.presetsTooMany': 'At most {max} preset amounts',
  'portalSettings.rule.presetPositive': 'Every preset must be greater than 0',
  'portalSettings.rule.presetDuplicate': 'Preset {amount} is listed twice',
  'portalSettings.rule.presetOutside': 'Preset {amount} is outside the custom range {min} – {max}',
  'portalSettings.rule.defaultPreset': 'The default amount must be one of the presets',
  'portalSettings.rule.maxBelowMin': 'The maximum must be greater than the minimum',
  'portalSettings.rule.minNegative': 'The minimum cannot be below 0',
  'portalSettings.rule.sharesTotal': 'Beneficiary shares must add up to 100% (now {total}%)',
  'portalSettings.rule.shareRange': 'A share is a percentage above 0 and at most 100',
  'portalSettings.rule.addressRequired': 'Every beneficiary needs a wallet address',
  'portalSettings.rule.tooLong': 'At most {max} characters',
} as const;

export type SettingsRuleKey = keyof typeof settingsRuleMessages;

export function ruleFailure(key: SettingsRuleKey, params?: MessageParams): Invalid {
  const message = fillTemplate(settingsRuleMessages[key], params);
  return params === undefined ? { ok: false, key, message } : { ok: false, key, params, message };
}
