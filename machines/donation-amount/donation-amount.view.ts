import type { SnapshotFrom } from 'xstate';
import { CUSTOM_PRESET, validateTypedAmount } from '@domain/donation';
import type { Invalid } from '@domain/validation';
import { chosenAmount, limitsOf, type donationAmountMachine } from './donation-amount.machine';

export const RANDOM_ANIMATION_MS = 800;

export interface DonationAmountView {
  presets: Array<{ amount: string; selected: boolean }>;
  customAllowed: boolean;
  customSelected: boolean;
  /** The custom input's text. */
  customAmount: string;
  /** The amount to pay (token units), '' when none. */
  amount: string;
  /** docs/spec/checkout-and-billing.md §5: payment is disabled when the amount is missing, badly written or out of range. */
  payable: boolean;
  /** The failure to show under the input (only for a custom amount). */
  error: Invalid | null;
  /** Count from `from` to `to` over durationMs, then focus the input. */
  animation: { from: string; to: string; durationMs: number } | null;
}

/** Snapshot in, view model out; the UI never sees state or event names. */
export function donationAmountView(snapshot: SnapshotFrom<typeof donationAmountMachine>): DonationAmountView {
  const { context } = snapshot;
  const amount = chosenAmount(context);
  const result = validateTypedAmount(amount, limitsOf(context.settings));
  const customSelected = context.selected === CUSTOM_PRESET;
  return {
    presets: context.settings.presets.map((preset) => ({
      amount: preset,
      selected: preset === context.selected,
    })),
    customAllowed: context.settings.custom !== false,
    customSelected,
    customAmount: context.customAmount,
    amount,
    payable: result.ok,
    error: !result.ok && customSelected && context.customAmount !== '' ? result : null,
    animation: context.animation ? { ...context.animation, durationMs: RANDOM_ANIMATION_MS } : null,
  };
}
