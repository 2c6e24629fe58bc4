import { fillTemplate, type Invalid, type MessageParams } from '../validation/result';

/**
 * English texts of the auto top-up and donation-settings rules that the shared validation
 * catalogue does not already hold. The interface registers the same keys in its
 * `portalSettings` area (ui/i18n/messages/{en,zh}/portalSettings.ts).
 */
export const settingsRuleMessages = {
  'portalSettings.rule.attempts': 'Enter a whole number of attempts (0 for unlimited)',
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
