// Donations (tips): default preset, amount checks, the random amount, remembered-choice keys.
export {
  /** The non-preset choice of the picker: 'custom'. */
  CUSTOM_PRESET,
  /** Default preset: remembered choice if still offered, else presets[floor(n/2)], else 'custom'. */
  getDefaultPreset,
  type DefaultPresetOptions,
} from './default-preset';
export {
  /** Random tip in [largest preset, 5× it] (1..100 without presets), bounded by max/min, rng injected. */
  getRandomDonationAmount,
  /** Decimals of a random amount: 0 for whole presets, else max(2, most preset decimals). */
  getRandomAmountDecimals,
  /** The [low, high] range a random amount is drawn from. */
  getRandomAmountRange,
  type RandomAmountSettings,
  type RandomSource,
} from './random-amount';
export {
  /** Required, number, precision, then 'Please enter an amount between {min} and {max}.' */
  validateDonationAmount,
  /** Text of an unbounded maximum in the range message ('∞'). */
  UNBOUNDED_TEXT,
  type DonationLimits,
} from './validate-donation-amount';
export {
  /** A typed amount: refuses text it cannot read ('1,000.5'), then validateDonationAmount. */
  validateTypedAmount,
} from './typed-amount';
export {
  /** Storage key 'payment-donation-preset:{did}'. */
  donationPresetStorageKey,
  /** Storage key 'payment-donation-custom-amount:{did}'. */
  donationCustomAmountStorageKey,
} from './storage-keys';
