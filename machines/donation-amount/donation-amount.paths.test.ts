import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { donationAmountMachine } from './donation-amount.machine';

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

describe('donation amount paths', () => {
  it('covers every state and transition', () => {
    const input = {
      settings: { presets: ['1', '5', '10'], maximum: '100' },
      userDid: null,
      remembered: { preset: null, customAmount: null },
      rng: () => 0.5,
    };
    const report = expectFullCoverage(donationAmountMachine, { input, events });
    expect(report.transitions.missing).toEqual([]);
  });
});
