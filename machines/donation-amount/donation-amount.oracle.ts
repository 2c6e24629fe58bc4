// What must hold in each donation-amount state (docs/spec/checkout-and-billing.md §5 and §9): the
// picker starts on the remembered choice or the middle preset; only an offered preset can be
// picked; with custom amounts off (donation_settings.custom false) the Custom card, typing and
// the random amount do nothing; an amount outside [minimum, maximum] is not payable and says why
// under the input; the random amount animates from the last amount for 800 ms.
// What is remembered for the payer (PreferenceStore: the card chosen, then the custom amount, under
// keys per signed-in user) is judged too, in the order it is written.
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
  // The graph's machine keeps what it remembered in its context (donation-amount.graph.ts).
  const remembered = (snapshot.context as { remembered?: unknown[] }).remembered ?? [];
  return { ...view, selectedPreset: presets.find((preset) => preset.selected)?.amount ?? null, error: error?.message ?? null, remembered };
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
  /** The random amount is animating (typing or picking a card ends it). */
  animating: boolean;
  /** What was written to PreferenceStore, in order. */
  remembered: { key: string; value: string }[];
}

/** §9: the real product's localStorage keys, suffixed with the signed-in user's DID. */
const keyOf = (base: string, userDid: string | null) => (userDid ? `${base}:${userDid}` : base);

const amountOf = (picker: Picker) => (picker.custom ? picker.customAmount : (picker.preset ?? ''));

/** The picker after the input and the events so far, by the spec's rules alone. */
function pickerAfter({ input, events }: OracleStep<Snapshot>): Picker {
  const { settings, remembered, userDid } = input as DonationAmountInput;
  const rememberChoice = (picker: Picker) => picker.remembered.push({ key: keyOf('payment-donation-preset', userDid), value: picker.custom ? 'custom' : (picker.preset ?? '') });
  const rememberCustom = (picker: Picker) => picker.remembered.push({ key: keyOf('payment-donation-custom-amount', userDid), value: picker.customAmount });
  const customAllowed = settings.custom !== false;
  const middle = settings.presets[Math.floor(settings.presets.length / 2)] ?? null;
  const rememberedPreset = settings.presets.find((preset) => numberOf(remembered.preset)?.isEqualTo(preset));
  const startsCustom = customAllowed && (remembered.preset === 'custom' || middle === null);
  const picker: Picker = {
    custom: startsCustom,
    customAmount: remembered.customAmount ?? '',
    preset: startsCustom ? null : (rememberedPreset ?? middle),
    drawnFrom: '',
    animating: false,
    remembered: [],
  };
  for (const event of events as readonly (EventObject & { amount?: string; value?: string })[]) {
    if (event.type === 'user.selectPreset' && settings.presets.includes(event.amount ?? '')) {
      Object.assign(picker, { custom: false, preset: event.amount, animating: false });
      rememberChoice(picker);
    } else if (event.type.startsWith('xstate.after.')) {
      picker.animating = false;
    } else if (!customAllowed) {
      // §5: the link allows no custom amount; nothing else the payer does changes the amount.
      continue;
    } else if (event.type === 'user.selectCustom') {
      // The Custom card is already chosen while the random amount animates: nothing to remember then.
      if (picker.animating) continue;
      Object.assign(picker, { custom: true, preset: null });
      rememberChoice(picker);
    } else if (event.type === 'user.typeAmount') {
      // Typing during the animation keeps the Custom card chosen: only the amount is remembered.
      if (!picker.animating) rememberChoice(Object.assign(picker, { custom: true, preset: null }));
      Object.assign(picker, { customAmount: event.value, animating: false });
      rememberCustom(picker);
    } else if (event.type === 'user.randomize') {
      Object.assign(picker, { drawnFrom: amountOf(picker) || '0', custom: true, preset: null, customAmount: RANDOM_DRAW, animating: true });
      rememberChoice(picker);
      rememberCustom(picker);
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
    remembered: picker.remembered,
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
    remembered: 'the card and custom amount remembered for the payer, in order',
  },
  states: {
    'donationAmount.choosing': (step) => ({ ...shown(step), animation: null }),
    'donationAmount.randomizing': (step) => ({
      ...shown(step),
      animation: { from: pickerAfter(step).drawnFrom, to: RANDOM_DRAW, durationMs: 800 },
    }),
  },
});
