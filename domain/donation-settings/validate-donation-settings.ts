import { checkDecimalPlaces, toBig, type Big } from '../money';
import { ruleFailure } from '../auto-top-up/messages';
import { isSafeLink } from '../navigation/safe-link';
import { invalid, type Invalid } from '../validation';

/** The donation settings form as the owner or admin edits it: text as typed. */
export interface DonationSettingsDraft {
  /** Preset tip amounts, token units. */
  presets: readonly string[];
  /** The preset selected first; '' lets the checkout pick the middle one (docs/spec/checkout-and-billing.md §9). */
  preset: string;
  /** Whether a payer may type an amount of their own. */
  custom: boolean;
  /** '' = 0. */
  minimum: string;
  /** '' = unbounded. */
  maximum: string;
  /** The donate button's label; '' = the product's 'Donate'. */
  btnText: string;
  /** The thank-you text after a tip; '' = the product's 'Thanks for your tip'. */
  thankYou: string;
  /** `url`: the beneficiary's page, optional; only an http(s) address (the one safe-URL rule). */
  beneficiaries: readonly { name: string; address: string; share: string; url?: string | undefined }[];
}

export type DonationSettingsField = 'presets' | 'preset' | 'minimum' | 'maximum' | 'btnText' | 'thankYou' | 'beneficiaries';

/** What is saved: the payment link's donation_settings shape (amounts in token units) and the thank-you text. */
export interface DonationSettingsValue {
  amount: { presets: string[]; preset: string | null; custom: boolean; minimum: string; maximum: string | null };
  btn_text: string | null;
  thank_you: string | null;
  beneficiaries: { name: string; address: string; share: string; url?: string }[];
}

export type DonationSettingsValidation =
  | { ok: true; value: DonationSettingsValue }
  | { ok: false; errors: Partial<Record<DonationSettingsField, Invalid>> };

export const DONATION_LIMITS = { maxPresets: 8, btnText: 20, thankYou: 200 } as const;

/** A non-negative amount with at most `precision` decimals, or the failure to show. */
function amountOf(text: string, precision: number): Big | Invalid {
  const value = toBig(text);
  if (value === null) return invalid('validation.number');
  const places = checkDecimalPlaces(text, precision);
  return places.ok ? value : places;
}
const isFailure = (value: Big | Invalid): value is Invalid => 'ok' in value;

function checkPresets(draft: DonationSettingsDraft, precision: number, min: Big | null, max: Big | null): Invalid | Big[] {
  if (draft.presets.length === 0 && !draft.custom) return ruleFailure('portalSettings.rule.presetsEmpty');
  if (draft.presets.length > DONATION_LIMITS.maxPresets) return ruleFailure('portalSettings.rule.presetsTooMany', { max: DONATION_LIMITS.maxPresets });
  const values: Big[] = [];
  for (const text of draft.presets) {
    const value = amountOf(text, precision);
    if (isFailure(value)) return value;
    if (!value.isGreaterThan(0)) return ruleFailure('portalSettings.rule.presetPositive');
    if (values.some((v) => v.isEqualTo(value))) return ruleFailure('portalSettings.rule.presetDuplicate', { amount: value.toFixed() });
    // A preset the checkout would refuse ('Please enter an amount between …') cannot be offered.
    // A minimum that is not a number has its own error; the range shown then starts at 0.
    if ((min && value.isLessThan(min)) || (max && value.isGreaterThan(max))) {
      return ruleFailure('portalSettings.rule.presetOutside', { amount: value.toFixed(), min: (min ?? 0).toFixed(), max: max ? max.toFixed() : '∞' });
    }
    values.push(value);
  }
  return values.sort((a, b) => a.comparedTo(b) ?? 0);
}

/** A beneficiary's page as typed, trimmed; '' when there is none. */
const pageOf = (b: { url?: string | undefined }) => (b.url ?? '').trim();

function checkBeneficiaries(draft: DonationSettingsDraft): Invalid | undefined {
  if (draft.beneficiaries.length === 0) return undefined;
  let total = toBig(0)!;
  for (const b of draft.beneficiaries) {
    if (b.address.trim() === '') return ruleFailure('portalSettings.rule.addressRequired');
    // A page that is not http(s) (javascript:, data:, //evil…) is refused, never stored as a link.
    const page = pageOf(b);
    if (page !== '' && !isSafeLink(page)) return ruleFailure('portalSettings.rule.beneficiaryUrl');
    const share = toBig(b.share);
    if (share === null || !share.isGreaterThan(0) || share.isGreaterThan(100)) return ruleFailure('portalSettings.rule.shareRange');
    total = total.plus(share);
  }
  return total.isEqualTo(100) ? undefined : ruleFailure('portalSettings.rule.sharesTotal', { total: total.toFixed() });
}

/** A run of digits with thousands separators ("1,000", "12,500.5"): one amount, or two presets written without a space? */
const THOUSANDS = /(?:^|[^\d.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?)(?!\d)/;

/**
 * The presets field as typed → the preset texts, split on commas (ASCII or Chinese) and spaces.
 * "1,000" is refused with a message that says why, rather than read as the presets 1 and 000.
 */
export function presetsFromText(text: string): { ok: true; presets: string[] } | Invalid {
  const grouped = THOUSANDS.exec(text);
  if (grouped) return ruleFailure('portalSettings.rule.presetThousands', { text: grouped[1]! });
  // Splitting on spaces leaves no piece with a space in it; a leading or trailing comma leaves an empty one.
  return { ok: true, presets: text.split(/[,，\s]+/).filter(Boolean) };
}

/**
 * Donation settings of an owner or admin (docs/spec/checkout-and-billing.md §3 payment link donation_settings: presets,
 * custom, minimum, maximum, benefit recipients; §5 donation amount range): every preset a
 * positive amount inside the custom range and listed once, a default preset among them, minimum
 * ≥ 0 and maximum above it, beneficiary shares adding up to 100 %, short texts.
 */
export function validateDonationSettings(draft: DonationSettingsDraft, precision: number): DonationSettingsValidation {
  const errors: Partial<Record<DonationSettingsField, Invalid>> = {};
  const min = draft.minimum.trim() === '' ? toBig(0)! : amountOf(draft.minimum, precision);
  if (isFailure(min)) errors.minimum = min;
  else if (min.isLessThan(0)) errors.minimum = ruleFailure('portalSettings.rule.minNegative');
  const max = draft.maximum.trim() === '' ? null : amountOf(draft.maximum, precision);
  if (max && isFailure(max)) errors.maximum = max;
  else if (max && !isFailure(min) && !max.isGreaterThan(min)) errors.maximum = ruleFailure('portalSettings.rule.maxBelowMin');
  const range = { min: isFailure(min) ? null : min, max: max && !isFailure(max) ? max : null };
  const presets = checkPresets(draft, precision, range.min, range.max);
  if (!Array.isArray(presets)) errors.presets = presets;
  else if (draft.preset.trim() !== '' && !presets.some((p) => p.isEqualTo(toBig(draft.preset) ?? -1))) {
    errors.preset = ruleFailure('portalSettings.rule.defaultPreset');
  }
  if (draft.btnText.trim().length > DONATION_LIMITS.btnText) errors.btnText = ruleFailure('portalSettings.rule.tooLong', { max: DONATION_LIMITS.btnText });
  if (draft.thankYou.trim().length > DONATION_LIMITS.thankYou) errors.thankYou = ruleFailure('portalSettings.rule.tooLong', { max: DONATION_LIMITS.thankYou });
  const beneficiaries = checkBeneficiaries(draft);
  if (beneficiaries) errors.beneficiaries = beneficiaries;
  if (Object.keys(errors).length > 0 || !Array.isArray(presets) || isFailure(min)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      amount: {
        presets: presets.map((p) => p.toFixed()),
        preset: draft.preset.trim() === '' ? null : toBig(draft.preset)!.toFixed(),
        custom: draft.custom,
        minimum: min.toFixed(),
        maximum: max && !isFailure(max) ? max.toFixed() : null,
      },
      btn_text: draft.btnText.trim() || null,
      thank_you: draft.thankYou.trim() || null,
      beneficiaries: draft.beneficiaries.map((b) => ({ name: b.name.trim(), address: b.address.trim(), share: toBig(b.share)!.toFixed(), ...(pageOf(b) ? { url: pageOf(b) } : {}) })),
    },
  };
}
