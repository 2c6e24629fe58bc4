import { assign, enqueueActions, setup } from 'xstate';
import {
  CUSTOM_PRESET,
  donationCustomAmountStorageKey,
  donationPresetStorageKey,
  getDefaultPreset,
  getRandomDonationAmount,
  validateTypedAmount,
} from '@domain/donation';
import type { DonationAmountContext, DonationAmountEmitted, DonationAmountEvent, DonationAmountInput, DonationAmountSettings } from './donation-amount.types';

export type { DonationAmountContext, DonationAmountEmitted, DonationAmountEvent, DonationAmountInput, DonationAmountSettings } from './donation-amount.types';

/** The amount that would be paid now, in token units ('' when nothing is entered). */
export function chosenAmount(context: Pick<DonationAmountContext, 'selected' | 'customAmount'>): string {
  return context.selected === CUSTOM_PRESET ? context.customAmount : context.selected;
}

export const limitsOf = (settings: DonationAmountSettings) => ({
  minimum: settings.minimum,
  maximum: settings.maximum,
  precision: settings.precision,
});

type ParamsArgs = { context: DonationAmountContext };
const rememberPreset = {
  type: 'remember',
  params: ({ context }: ParamsArgs) => ({
    key: donationPresetStorageKey(context.userDid),
    value: context.selected,
  }),
} as const;
const rememberCustomAmount = {
  type: 'remember',
  params: ({ context }: ParamsArgs) => ({
    key: donationCustomAmountStorageKey(context.userDid),
    value: context.customAmount,
  }),
} as const;

/**
 * The tip-amount picker (docs/spec/checkout-and-billing.md §2 donation checkout, §5 donation amount, §9, docs/reference/payment-react.md §3.8):
 * preset cards, a Custom card with an input, and a random amount animated for 800 ms. The
 * choice and the custom amount are remembered per user (PreferenceStore via `remember`).
 * Each payable amount is emitted as `amount.changed` for the route to send to the session.
 */
export const donationAmountMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as DonationAmountInput,
    context: {} as DonationAmountContext,
    events: {} as DonationAmountEvent,
    emitted: {} as DonationAmountEmitted,
  },
  guards: {
    isOfferedPreset: ({ context, event }) =>
      event.type === 'user.selectPreset' && context.settings.presets.includes(event.amount),
    allowsCustom: ({ context }) => context.settings.custom !== false,
  },
  actions: {
    /** Writes a preference; provided at the composition root with PreferenceStore.set. */
    remember: (_, _entry: { key: string; value: string }) => {},
    selectPreset: assign(({ event }) =>
      event.type === 'user.selectPreset' ? { selected: event.amount } : {},
    ),
    selectCustom: assign({ selected: CUSTOM_PRESET }),
    typeAmount: assign(({ event }) =>
      event.type === 'user.typeAmount' ? { selected: CUSTOM_PRESET, customAmount: event.value } : {},
    ),
    drawRandomAmount: assign(({ context }) => {
      const to = getRandomDonationAmount(context.settings, context.rng);
      return {
        selected: CUSTOM_PRESET,
        customAmount: to,
        animation: { from: chosenAmount(context) || '0', to },
      };
    }),
    /** docs/spec/checkout-and-billing.md §5: an amount outside the limits (or badly written) disables payment, so it is not sent. */
    announceIfPayable: enqueueActions(({ context, enqueue }) => {
      const amount = chosenAmount(context);
      if (validateTypedAmount(amount, limitsOf(context.settings)).ok)
        enqueue.emit({ type: 'amount.changed', amount });
    }),
  },
  delays: {
    randomAnimation: 800,
  },
}).createMachine({
  id: 'donationAmount',
  initial: 'choosing',
  context: ({ input }) => ({
    settings: input.settings,
    userDid: input.userDid,
    rng: input.rng,
    selected: getDefaultPreset(input.settings.presets, {
      remembered: input.remembered.preset,
      allowCustom: input.settings.custom !== false,
    }),
    customAmount: input.remembered.customAmount ?? '',
    animation: null,
  }),
  states: {
    choosing: {
      on: {
        'user.selectPreset': {
          guard: 'isOfferedPreset',
          actions: ['selectPreset', rememberPreset, 'announceIfPayable'],
        },
        'user.selectCustom': {
          guard: 'allowsCustom',
          actions: ['selectCustom', rememberPreset, 'announceIfPayable'],
        },
        'user.typeAmount': {
          guard: 'allowsCustom',
          actions: ['typeAmount', rememberPreset, rememberCustomAmount, 'announceIfPayable'],
        },
        'user.randomize': { guard: 'allowsCustom', target: 'randomizing' },
      },
    },
    randomizing: {
      entry: ['drawRandomAmount', rememberPreset, rememberCustomAmount, 'announceIfPayable'],
      exit: assign({ animation: null }),
      after: { randomAnimation: 'choosing' },
      on: {
        // Typing or picking a card during the animation ends it.
        'user.typeAmount': {
          target: 'choosing',
          actions: ['typeAmount', rememberCustomAmount, 'announceIfPayable'],
        },
        'user.selectPreset': {
          guard: 'isOfferedPreset',
          target: 'choosing',
          actions: ['selectPreset', rememberPreset, 'announceIfPayable'],
        },
        'user.randomize': { target: 'randomizing', reenter: true },
      },
    },
  },
});
