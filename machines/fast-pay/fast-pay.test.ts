import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { makeCreditCurrency, makeCurrency, makeSession, ONE_ABT } from '@test/fixtures/checkout';
import type { CheckoutApi } from '@machines/ports';
import { fastPayActors } from './fast-pay.actors';
import { fastPayMachine, type FastPayInput } from './fast-pay.machine';
import { fastPayView } from './fast-pay.view';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const input: FastPayInput = {
  sessionId: 'cs_1',
  kind: 'crypto',
  info: { type: 'balance', amount: ONE_ABT, payer: 'z1payer', token: { balance: '2500000000000000000' } },
  currency: makeCurrency(),
};

function start(
  confirm: () => Promise<{ fastPaid: boolean }>,
  overrides: Partial<FastPayInput> = {},
  paid: () => Promise<boolean> = async () => false,
) {
  const fake = vi.fn<(args: { input: { sessionId: string } }) => Promise<{ fastPaid: boolean }>>(confirm);
  const check = vi.fn<(args: { input: { sessionId: string } }) => Promise<boolean>>(paid);
  const actor = createActor(
    fastPayMachine.provide({ actors: { fastCheckoutConfirm: fromPromise(fake), checkPaid: fromPromise(check) } }),
    { input: { ...input, ...overrides } },
  ).start();
  return { actor, fake, check };
}

describe('fast pay', () => {
  it('shows account, amount and balance in the chosen currency', () => {
    const { actor } = start(async () => ({ fastPaid: true }));
    expect(fastPayView(actor.getSnapshot())).toEqual({
      kind: 'crypto',
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

  it('ends failed with the error text once the server says the session is not paid', async () => {
    const { actor, fake, check } = start(async () => {
      throw new Error('Account changed');
    });
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    // Both calls are about this session: the confirmation and the paid check.
    expect([...fake.mock.calls, ...check.mock.calls].map(([{ input }]) => input)).toEqual([{ sessionId: 'cs_1' }, { sessionId: 'cs_1' }]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', message: 'Account changed' });
  });

  it('a lost answer of a payment that went through ends paid, not "Network error" and the wallet again', async () => {
    const { actor, fake } = start(
      async () => {
        throw new Error('Network error: Failed to fetch');
      },
      {},
      async () => true,
    );
    actor.send({ type: 'user.confirmFastPay' });
    expect(fastPayView(actor.getSnapshot()).confirming).toBe(true);
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it('when the check fails too, it ends failed with the first error', async () => {
    const { actor } = start(
      async () => {
        throw new Error('Network error: Failed to fetch');
      },
      {},
      async () => {
        throw new Error('still offline');
      },
    );
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', message: 'Network error: Failed to fetch' });
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

  it('shows no amount, balance or payer the server left empty', () => {
    const { actor } = start(async () => ({ fastPaid: true }), { info: { type: null, amount: null, payer: null, token: { balance: null } } });
    expect(fastPayView(actor.getSnapshot())).toMatchObject({ payer: null, amount: null, balance: null });
    const { actor: noToken } = start(async () => ({ fastPaid: true }), { info: { amount: ONE_ABT } });
    expect(fastPayView(noToken.getSnapshot())).toMatchObject({ amount: '1', balance: null });
  });
});

describe('fast pay actors (the ports)', () => {
  it('confirms this session through the checkout port, and asks it whether the session was paid', async () => {
    const fastCheckoutConfirm = vi.fn<CheckoutApi['fastCheckoutConfirm']>(async () => {
      throw new Error('Network error');
    });
    const retrieve = vi.fn<CheckoutApi['retrieve']>(async () => ({ checkoutSession: makeSession({ status: 'complete', payment_status: 'paid' }) }));
    const checkout = { fastCheckoutConfirm, retrieve } as Pick<CheckoutApi, 'fastCheckoutConfirm' | 'retrieve'> as CheckoutApi;
    const actor = createActor(fastPayMachine.provide({ actors: fastPayActors({ checkout }) }), { input }).start();
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    await flush();
    expect(fastCheckoutConfirm).toHaveBeenCalledWith('cs_1');
    expect(retrieve).toHaveBeenCalledWith('cs_1');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid' });
  });

  it('ends as the confirmation says when it answers', async () => {
    const checkout = { fastCheckoutConfirm: async () => ({ fastPaid: false }) } as Pick<CheckoutApi, 'fastCheckoutConfirm'> as CheckoutApi;
    const actor = createActor(fastPayMachine.provide({ actors: fastPayActors({ checkout }) }), { input }).start();
    actor.send({ type: 'user.confirmFastPay' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'notPaid' });
  });
});
