// Donation settings of an owner or admin (docs/spec/checkout-and-billing.md §1, §3 donation_settings, §5, §6): the rules of the form.
export {
  /** Presets > 0, unique, inside [minimum, maximum], default among them; max > min ≥ 0; shares total 100 %; short texts. */
  validateDonationSettings,
  /** The presets field as typed → preset texts; "1,000" is refused with a message that says why. */
  presetsFromText,
  DONATION_LIMITS,
  type DonationSettingsDraft,
  type DonationSettingsField,
  type DonationSettingsValue,
  type DonationSettingsValidation,
} from './validate-donation-settings';
