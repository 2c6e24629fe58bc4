// What must hold in each donation-amount state (docs/spec/checkout-and-billing.md §5 and §9): the
// picker starts on the remembered choice or the middle preset; only an offered preset can be
// picked; with custom amounts off (donation_settings.custom false) the Custom card, typing and
// the random amount do nothing; an amount outside [minimum, maximum] is not payable and says why
// under the input; the random amount animates from the last amount for 800 ms.
// The expected amount is folded from the input and the events the path sent, never read back from
// the machine's context, so a machine that takes a step the rules forbid disagrees with it.
import BigNumber from 'bignumber.js';
import type { EventObject } from 'xstate';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { donationAmountView } from './donation-amount.view';
import type { DonationAmountInput } from './donation-amount.types';

type Snapshot = Parameters<typeof donationAmountView>[0];

/** The view's facts, with the selected card named (what a person sees pressed) and the error's text. */
const observe = (snapshot: Snapshot) => {
  const { presets, error, ...view } = donationAmountView(snapshot);
  return { ...view, selectedPreset: presets.find((preset) => preset.selected)?.amount ?? null, error: error?.message ?? null };
};

/**
 * The random amount of the graphs' inputs: rng 0.5 over [largest preset, 5 × it] = [10, 50],
 * whole numbers as the presets are (§9): 30. A literal, so a wrong draw in the machine shows.
 */
export const RANDOM_DRAW = '30';

/** The text as a number, or null when it is none (BigNumber is set to throw on bad input here). */
const numberOf = (text: string | null): BigNumber | null => (text !== null && /^-?\d+(\.\d+)?$/.test(text.trim()) ? new BigNumber(text) : null);

interface Picker {
  custom: boolean;
  customAmount: string;
  preset: string | null;
  /** The amount shown before the last random draw (the animation's start). */
  drawnFrom: string;
}

const amountOf = (picker: Picker) => (picker.custom ? picker.customAmount : (picker.preset ?? ''));

/** The picker after the input and the events so far, by the spec's rules alone. */
function pickerAfter({ input, events }: OracleStep<Snapshot>): Picker {
  const { settings, remembered } = input as DonationAmountInput;
  const customAllowed = settings.custom !== false;
  const middle = settings.presets[Math.floor(settings.presets.length / 2)] ?? null;
  const rememberedPreset = settings.presets.find((preset) => numberOf(remembered.preset)?.isEqualTo(preset));
  const startsCustom = customAllowed && (remembered.preset === 'custom' || middle === null);
  const picker: Picker = {
    custom: startsCustom,
    customAmount: remembered.customAmount ?? '',
    preset: startsCustom ? null : (rememberedPreset ?? middle),
    drawnFrom: '',
  };
  for (const event of events as readonly (EventObject & { amount?: string; value?: string })[]) {
    if (event.type === 'user.selectPreset' && settings.presets.includes(event.amount ?? '')) {
      Object.assign(picker, { custom: false, preset: event.amount });
    } else if (!customAllowed) {
      // §5: the link allows no custom amount; nothing else the payer does changes the amount.
      continue;
    } else if (event.type === 'user.selectCustom') {
      Object.assign(picker, { custom: true, preset: null });
    } else if (event.type === 'user.typeAmount') {
      Object.assign(picker, { custom: true, preset: null, customAmount: event.value });
    } else if (event.type === 'user.randomize') {
      Object.assign(picker, { drawnFrom: amountOf(picker) || '0', custom: true, preset: null, customAmount: RANDOM_DRAW });
    }
  }
  return picker;
}

/** §5: payable when a number above 0, within the maximum and at most 6 decimals (minimum 0 when unset). */
function payable(amount: string, { maximum, minimum }: DonationAmountInput['settings']): boolean {
  const value = numberOf(amount);
  if (value === null || !value.isGreaterThan(0) || (value.decimalPlaces() ?? 0) > 6) return false;
  if (minimum && value.isLessThan(minimum)) return false;
  return !maximum || value.isLessThanOrEqualTo(maximum);
}

/** The facts of the picker: selected card, amounts, whether the pay button is enabled and the error under the input. */
function shown(step: OracleStep<Snapshot>) {
  const { settings } = step.input as DonationAmountInput;
  const picker = pickerAfter(step);
  const amount = amountOf(picker);
  const ok = payable(amount, settings);
  const range = `Please enter an amount between ${settings.minimum ?? 0} and ${settings.maximum ?? '∞'}.`;
  return {
    customAllowed: settings.custom !== false,
    customSelected: picker.custom,
    selectedPreset: picker.custom ? null : picker.preset,
    customAmount: picker.customAmount,
    amount,
    payable: ok,
    // Only a typed (custom) amount says why it cannot be paid; the graphs only type out-of-range ones.
    error: ok || !picker.custom || picker.customAmount === '' ? null : range,
  };
}

export const donationAmountOracle = defineOracle({
  observe,
  describe: {
    selectedPreset: 'the preset card shown selected',
    customSelected: 'the Custom card is selected',
    amount: 'the amount to pay',
    payable: 'the pay button is enabled',
    error: 'the message under the amount input',
    animation: 'the random amount counts up',
  },
  states: {
    'donationAmount.choosing': (step) => ({ ...shown(step), animation: null }),
    'donationAmount.randomizing': (step) => ({
      ...shown(step),
      animation: { from: pickerAfter(step).drawnFrom, to: RANDOM_DRAW, durationMs: 800 },
    }),
  },
});
