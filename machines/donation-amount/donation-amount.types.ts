// The donation amount machine's settings, input, context and events (zag's layout): the machine,
// its actors and the view import them from here.

export interface DonationAmountSettings {
  /** Token amounts as strings ("1", "5", "10"). */
  presets: readonly string[];
  /** Whether the Custom card exists; default true. */
  custom?: boolean | undefined;
  minimum?: string | null | undefined;
  maximum?: string | null | undefined;
  /** Allowed decimals (the currency's maximum_precision); default 6. */
  precision?: number | undefined;
}

export interface DonationAmountInput {
  settings: DonationAmountSettings;
  userDid: string | null;
  /** What PreferenceStore holds for this user (see donationAmountInput). */
  remembered: { preset: string | null; customAmount: string | null };
  /** Random source in [0, 1) (Math.random at the composition root). */
  rng: () => number;
}

export interface DonationAmountContext extends Omit<DonationAmountInput, 'remembered'> {
  /** A preset's text or 'custom'. */
  selected: string;
  customAmount: string;
  /** The random amount's animation: the UI counts from `from` to `to` over 800 ms. */
  animation: { from: string; to: string } | null;
}

export type DonationAmountEvent =
  | { type: 'user.selectPreset'; amount: string }
  | { type: 'user.selectCustom' }
  | { type: 'user.typeAmount'; value: string }
  | { type: 'user.randomize' };

export type DonationAmountEmitted = { type: 'amount.changed'; amount: string };
