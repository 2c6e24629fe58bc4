import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import type { Notice } from '@machines/ports';
import { makeSession } from '@test/fixtures/checkout';
import { changeTarget, queueLatest } from './change-queue';
import { checkoutSessionMachine } from './checkout-session.machine';
import { checkoutSessionView } from './checkout-session.view';
import type { LineItemChange } from './line-item-change';

const amount = (value: string): LineItemChange => ({ kind: 'amount', priceId: 'price_tip', amount: value });
const quantity = (value: number, itemId = 'li_1'): LineItemChange => ({ kind: 'quantity', itemId, quantity: value });

describe('queueLatest: one queued change per target, the latest', () => {
  it('replaces a queued change of the same target in place and appends other targets', () => {
    let queue = queueLatest([], amount('2'));
    queue = queueLatest(queue, quantity(3));
    queue = queueLatest(queue, amount('20'));
    queue = queueLatest(queue, quantity(1, 'li_2'));
    queue = queueLatest(queue, amount('1'));
    expect(queue).toEqual([amount('1'), quantity(3), quantity(1, 'li_2')]);
  });

  it('upsell and downsell of one price, and adding and removing the cross-sell, are one target each', () => {
    expect(changeTarget({ kind: 'upsell', fromPriceId: 'p', toPriceId: 'y' })).toBe(changeTarget({ kind: 'downsell', fromPriceId: 'p' }));
    expect(changeTarget({ kind: 'addCrossSell', priceId: 'x' })).toBe(changeTarget({ kind: 'removeCrossSell' }));
  });
});

describe('refused changes', () => {
  const session = makeSession();
  const refusal = Object.assign(new Error('Exceed purchase limit'), { kind: 'http', code: 'RULES' });

  async function start(answer: (change: LineItemChange) => Promise<CheckoutSession>) {
    const notices: Notice[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      checkoutSessionMachine.provide({
        actors: {
          loadSession: fromPromise<RetrieveCheckoutResponse, { id: string }>(async () => ({ checkoutSession: session })),
          fetchCrossSell: fromPromise<Price | null, { sessionId: string }>(async () => null),
          applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(({ input }) => answer(input.change)),
        },
        actions: { notify: (_, notice) => notices.push(notice) },
      }),
      { clock, input: { id: session.id, now: () => Date.UTC(2026, 0, 1) } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.increment(500);
    const view = () => checkoutSessionView(actor.getSnapshot());
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { actor, notices, view, settle };
  }

  it('a refused quantity is kept for its field (no toast) and Pay is off until the payer asks again', async () => {
    let refuse = true;
    const { actor, notices, view, settle } = await start(async () => {
      if (refuse) throw refusal;
      return session;
    });
    actor.send({ type: 'user.changeQuantity', itemId: 'li_1', quantity: 3 });
    await settle();
    expect(view().refused.quantity).toEqual({ li_1: { key: 'error.RULES', text: 'Exceed purchase limit' } });
    expect(view().inSync).toBe(false);
    expect(notices).toEqual([]);
    refuse = false;
    actor.send({ type: 'user.changeQuantity', itemId: 'li_1', quantity: 2 });
    expect(view().refused.quantity).toEqual({});
    await settle();
    expect(view().inSync).toBe(true);
  });

  it('a refused upsell toasts and leaves Pay alone: its switch shows the session as it is', async () => {
    const { actor, notices, view, settle } = await start(async () => {
      throw refusal;
    });
    actor.send({ type: 'user.upsell', fromPriceId: 'price_one_time', toPriceId: 'price_yearly' });
    await settle();
    expect(notices).toHaveLength(1);
    expect(view().inSync).toBe(true);
  });
});
