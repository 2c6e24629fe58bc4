import { donationCustomAmountStorageKey, donationPresetStorageKey } from '@domain/donation';
import type { PreferenceStore } from '@machines/ports';
import type { DonationAmountInput } from './donation-amount.machine';

/** `donationAmountMachine.provide(donationAmountImplementations(ports))` at the composition root. */
export function donationAmountImplementations(ports: { preferences: PreferenceStore }) {
  return {
    actions: {
      remember: (_: unknown, entry: { key: string; value: string }) =>
        ports.preferences.set(entry.key, entry.value),
    },
  };
}

/** The machine's input with the user's remembered preset and custom amount read from PreferenceStore. */
export function donationAmountInput(
  ports: { preferences: PreferenceStore },
  options: Omit<DonationAmountInput, 'remembered'>,
): DonationAmountInput {
  return {
    ...options,
    remembered: {
      preset: ports.preferences.get(donationPresetStorageKey(options.userDid)),
      customAmount: ports.preferences.get(donationCustomAmountStorageKey(options.userDid)),
    },
  };
}
