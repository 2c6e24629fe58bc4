import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { makeCreditCurrency, makeCurrency, ONE_ABT } from '@test/fixtures/checkout';
import { fastPayMachine, type FastPayInput } from './fast-pay.machine';
import { fastPayView } from './fast-pay.view';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const input: FastPayInput = {
  sessionId: 'cs_1',
  kind: 'token',
  info: { type: 'balance', amount: ONE_ABT, payer: 'z1payer', token: { balance: '2500000000000000000' } },
  currency: makeCurrency(),
};

function start(confirm: () => Promise<{ fastPaid: boolean }>, overrides: Partial<FastPayInput> = {}) {
  const fake = vi.fn(confirm);
  const actor = createActor(fastPayMachine.provide({ actors: { fastCheckoutConfirm: fromPromise(fake) } }), {
    input: { ...input, ...overrides },
  }).start();
  return { actor, fake };
}

describe('fast pay', () => {
  it('shows account, amount and balance in the chosen currency', () => {
    const { actor } = start(async () => ({ fastPaid: true }));
    expect(fastPayView(actor.getSnapshot())).toEqual({
      kind: 'token',
      open: true,
      confirming: false,
      payer: 'z1payer',
      amount: '1',
      balance: '2.5',
      symbol: 'ABT',
    });
  });

  it('confirms once and ends paid', async () => {
    const { actor, fake } = start(async () => ({ fastPaid: true }));
    actor.send({ type: 'user.confirmFastPay' });
    expect(fastPayView(actor.getSnapshot()).confirming).toBe(true);
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(fake).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
  });

  it('ends notPaid when the server could not charge (the submit machine falls back to the wallet)', async () => {
    const { actor } = start(async () => ({ fastPaid: false }));
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'notPaid' });
  });

  it('ends failed with the error text', async () => {
    const { actor } = start(async () => {
      throw new Error('Account changed');
    });
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', message: 'Account changed' });
  });

  it('ends cancelled from the dialog without a call', () => {
    const { actor, fake } = start(async () => ({ fastPaid: true }), {
      kind: 'credit',
      currency: makeCreditCurrency(),
      info: null,
    });
    expect(fastPayView(actor.getSnapshot())).toMatchObject({ kind: 'credit', amount: null, payer: null });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
    expect(fake).not.toHaveBeenCalled();
  });
});
