// The donation amount machine for path generation: event payloads that reach every branch.
// Shared by its path test, the QA CLI and the coverage gate (machines/registry.ts).
import { defineGraph } from '@machines/test-kit/machine-graph';
import { recordInContext } from '@machines/test-kit/record-in-context';
import { donationAmountMachine } from './donation-amount.machine';
import { donationAmountOracle } from './donation-amount.oracle';
import type { DonationAmountInput } from './donation-amount.types';

const events = {
  'user.selectPreset': [
    { type: 'user.selectPreset', amount: '5' },
    { type: 'user.selectPreset', amount: '3' },
  ],
  'user.typeAmount': [
    { type: 'user.typeAmount', value: '42' },
    { type: 'user.typeAmount', value: '250' },
  ],
};

const input: DonationAmountInput = {
  settings: { presets: ['1', '5', '10'], maximum: '100' },
  userDid: null,
  remembered: { preset: null, customAmount: null },
  rng: () => 0.5,
};

export const donationAmountGraph = defineGraph({
  // What the picker writes to PreferenceStore, in order, for the oracle.
  machine: donationAmountMachine.provide({ actions: { remember: recordInContext('remembered') } }),
  options: { input, events },
  oracle: donationAmountOracle,
});
