// Promotion codes through the checkout session's change queue (issue 30 item 2): apply, remove
// and recalculate are changes of one target ('promotion'), the latest intent wins, and a refused
// code is shown with its message and the typed code kept.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutSession, Price } from '@domain/model';
import type { CheckoutApi } from '@machines/ports';
import { makeSession } from '@test/fixtures/checkout';
import { changeTarget } from './change-queue';
import { checkoutSessionMachine } from './checkout-session.machine';
import { checkoutSessionView } from './checkout-session.view';
import { applyLineItemChange, type LineItemChange } from './line-item-change';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const session = makeSession();
const discounted = makeSession({ total_details: { amount_discount: '100' } } as Partial<CheckoutSession>);

async function ready(change: (c: LineItemChange) => Promise<CheckoutSession>) {
  const clock = new SimulatedClock();
  const spy = vi.fn(change);
  const machine = checkoutSessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => ({ checkoutSession: session })),
      fetchCrossSell: fromPromise<Price | null, { sessionId: string }>(async () => null),
      applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(({ input }) => spy(input.change)),
    },
    actions: { notify: () => {} },
  });
  const actor = createActor(machine, { clock, input: { id: session.id, now: () => Date.UTC(2026, 0, 1) } }).start();
  await flush();
  clock.increment(500);
  await flush();
  return { actor, spy, view: () => checkoutSessionView(actor.getSnapshot()) };
}

describe('promotion code changes', () => {
  it('are one target: apply then remove while one is on its way ends with the remove', () => {
    const targets = [
      changeTarget({ kind: 'applyPromotion', code: 'A', currencyId: 'pc_abt' }),
      changeTarget({ kind: 'removePromotion' }),
      changeTarget({ kind: 'recalculatePromotion', currencyId: 'pc_usd' }),
    ];
    expect(new Set(targets)).toEqual(new Set(['promotion']));
  });

  it('call the promotion endpoints of the port', async () => {
    const api = {
      applyPromotion: vi.fn(async () => discounted),
      removePromotion: vi.fn(async () => session),
      recalculatePromotion: vi.fn(async () => discounted),
    } as unknown as CheckoutApi;
    await applyLineItemChange(api, 'cs_1', { kind: 'applyPromotion', code: 'SAVE20', currencyId: 'pc_abt' });
    await applyLineItemChange(api, 'cs_1', { kind: 'removePromotion' });
    await applyLineItemChange(api, 'cs_1', { kind: 'recalculatePromotion', currencyId: 'pc_usd' });
    expect(api.applyPromotion).toHaveBeenCalledWith('cs_1', 'SAVE20', 'pc_abt');
    expect(api.removePromotion).toHaveBeenCalledWith('cs_1');
    expect(api.recalculatePromotion).toHaveBeenCalledWith('cs_1', 'pc_usd');
  });

  it('replace the session on success (the summary then reads the discount)', async () => {
    const { actor, view } = await ready(async () => discounted);
    actor.send({ type: 'user.applyPromotion', code: 'SAVE20', currencyId: 'pc_abt' });
    await flush();
    expect(view().session?.total_details?.amount_discount).toBe('100');
    expect(view().refused.promotion).toBeNull();
  });

  it('keep a refused code with its message, once, until the payer asks again', async () => {
    const refusal = Object.assign(new Error('This promotion code has expired'), { kind: 'http', code: 'PROMOTION_CODE_EXPIRED' });
    const { actor, spy, view } = await ready(async () => {
      throw refusal;
    });
    actor.send({ type: 'user.applyPromotion', code: 'EXPIRED', currencyId: 'pc_abt' });
    await flush();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(view().refused.promotion).toMatchObject({ code: 'EXPIRED', message: { text: 'This promotion code has expired' } });
  });
});
