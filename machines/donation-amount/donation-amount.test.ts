import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { PreferenceStore } from '@machines/ports';
import { donationAmountImplementations, donationAmountInput } from './donation-amount.actors';
import { donationAmountMachine, type DonationAmountSettings } from './donation-amount.machine';
import { donationAmountView } from './donation-amount.view';

const settings: DonationAmountSettings = { presets: ['1', '5', '10'], minimum: '0.01', maximum: '100' };

function start(
  stored: Record<string, string> = {},
  overrides: Partial<DonationAmountSettings> = {},
  rng = () => 0.5,
) {
  const store = new Map(Object.entries(stored));
  const preferences: PreferenceStore = {
    get: (key) => store.get(key) ?? null,
    set: (key, value) => void store.set(key, value),
  };
  const clock = new SimulatedClock();
  const input = donationAmountInput(
    { preferences },
    { settings: { ...settings, ...overrides }, userDid: 'z1user', rng },
  );
  const actor = createActor(donationAmountMachine.provide(donationAmountImplementations({ preferences })), {
    clock,
    input,
  }).start();
  const announced: string[] = [];
  actor.on('amount.changed', (event) => announced.push(event.amount));
  return { actor, clock, store, announced, view: () => donationAmountView(actor.getSnapshot()) };
}

describe('donation amount', () => {
  it('starts on the middle preset, or on what this user chose last time', () => {
    expect(start().view()).toMatchObject({ amount: '5', payable: true, customSelected: false });
    expect(start({ 'payment-donation-preset:z1user': '10' }).view().amount).toBe('10');
    const custom = start({
      'payment-donation-preset:z1user': 'custom',
      'payment-donation-custom-amount:z1user': '7.5',
    }).view();
    expect(custom).toMatchObject({ customSelected: true, customAmount: '7.5', amount: '7.5' });
  });

  it('remembers a picked preset per user and announces the amount', () => {
    const { actor, store, announced, view } = start();
    actor.send({ type: 'user.selectPreset', amount: '10' });
    expect(view().presets.find((preset) => preset.selected)?.amount).toBe('10');
    expect(store.get('payment-donation-preset:z1user')).toBe('10');
    expect(announced).toEqual(['10']);
    actor.send({ type: 'user.selectPreset', amount: '3' });
    expect(view().amount).toBe('10');
  });

  it('validates a custom amount: out of range is not payable and not announced', () => {
    const { actor, announced, store, view } = start();
    actor.send({ type: 'user.typeAmount', value: '250' });
    expect(view()).toMatchObject({
      payable: false,
      error: { message: 'Please enter an amount between 0.01 and 100.' },
    });
    actor.send({ type: 'user.typeAmount', value: '1.1234567' });
    expect(view().error?.message).toBe('Amount decimal places must be less than or equal to 6');
    actor.send({ type: 'user.typeAmount', value: '42' });
    expect(view()).toMatchObject({ payable: true, error: null, amount: '42' });
    expect(announced).toEqual(['42']);
    expect(store.get('payment-donation-custom-amount:z1user')).toBe('42');
  });

  it('draws a random amount from the largest preset up to 5× it and animates it for 800 ms (randomAnimation)', () => {
    const { actor, clock, view, announced } = start({}, {}, () => 0.5);
    actor.send({ type: 'user.randomize' });
    expect(view()).toMatchObject({
      customSelected: true,
      amount: '30',
      animation: { from: '5', to: '30', durationMs: 800 },
    });
    expect(announced).toEqual(['30']);
    clock.increment(799);
    expect(view().animation).not.toBeNull();
    clock.increment(1);
    expect(view().animation).toBeNull();
  });

  it('lets typing end the animation, and hides custom choices when the link allows none', () => {
    const { actor, view } = start();
    actor.send({ type: 'user.randomize' });
    actor.send({ type: 'user.typeAmount', value: '3' });
    expect(view()).toMatchObject({ animation: null, amount: '3' });
    const fixed = start({}, { custom: false });
    fixed.actor.send({ type: 'user.selectCustom' });
    fixed.actor.send({ type: 'user.randomize' });
    expect(fixed.view()).toMatchObject({ customAllowed: false, customSelected: false, amount: '5' });
  });
});
