import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import type { CheckoutApi, Notice } from '@machines/ports';
import { makeLineItem, makePaymentIntent, makePaymentLink, makePrice, makeSession } from '@test/fixtures/checkout';
import { applyLineItemChange } from './line-item-change';
import { checkoutSessionImplementations, INVALID_CHECKOUT_ID } from './checkout-session.actors';
import { checkoutSessionMachine } from './checkout-session.machine';
import { checkoutSessionView } from './checkout-session.view';
import type { LineItemChange } from './line-item-change';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.UTC(2026, 0, 1);
const session = makeSession();
const offer = makePrice({ id: 'price_addon' });
const apiError = (code: string | undefined, message: string) =>
  Object.assign(new Error(message), { kind: 'http', code });

interface Fakes {
  id?: string;
  load?: () => Promise<RetrieveCheckoutResponse>;
  change?: (change: LineItemChange) => Promise<CheckoutSession>;
  crossSell?: () => Promise<Price | null>;
  now?: number;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const load = vi.fn(fakes.load ?? (async () => ({ checkoutSession: session })));
  const change = vi.fn(fakes.change ?? (async () => session));
  const crossSell = vi.fn(fakes.crossSell ?? (async () => offer));
  const calls: Array<{ actor: string; input: unknown }> = [];
  const notices: Notice[] = [];
  const machine = checkoutSessionMachine.provide({
    actors: {
      loadSession: fromPromise(({ input }) => {
        calls.push({ actor: 'loadSession', input });
        return load();
      }),
      fetchCrossSell: fromPromise(({ input }) => {
        calls.push({ actor: 'fetchCrossSell', input });
        return crossSell();
      }),
      applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(
        ({ input }) => {
          calls.push({ actor: 'applyLineItemChange', input });
          return change(input.change);
        },
      ),
    },
    actions: { notify: (_, notice) => notices.push(notice) },
  });
  const actor = createActor(machine, {
    clock,
    input: { id: fakes.id ?? session.id, now: () => fakes.now ?? NOW },
  }).start();
  return {
    actor,
    calls,
    clock,
    load,
    change,
    crossSell,
    notices,
    view: () => checkoutSessionView(actor.getSnapshot()),
  };
}

async function ready(fakes: Fakes = {}) {
  const started = start(fakes);
  await flush();
  started.clock.increment(500);
  await flush();
  return started;
}

describe('checkout session', () => {
  it('keeps the skeleton for at least 500 ms (skeletonMin) even when the load is instant', async () => {
    const { clock, view } = start();
    await flush();
    clock.increment(499);
    expect(view().screen).toBe('loading');
    clock.increment(1);
    expect(view().screen).toBe('ready');
  });

  it('keeps the skeleton until a slow load finishes', async () => {
    let release: (value: RetrieveCheckoutResponse) => void = () => {};
    const { clock, view } = start({ load: () => new Promise((resolve) => (release = resolve)) });
    clock.increment(5000);
    expect(view().screen).toBe('loading');
    release({ checkoutSession: session });
    await flush();
    expect(view()).toMatchObject({ screen: 'ready', session });
  });

  it("offers no retry for a session the server says does not exist (404)", async () => {
    const notFound = Object.assign(apiError(undefined, 'Checkout session cs_x not found'), {
      response: { status: 404, data: {} },
    });
    const { view } = await ready({ load: async () => Promise.reject(notFound) });
    expect(view()).toMatchObject({ screen: 'error', retryable: false });
  });

  it("shows 'Oops' with the error text, and loads again on retry", async () => {
    const answers: Array<() => Promise<RetrieveCheckoutResponse>> = [
      async () => Promise.reject(apiError(undefined, 'Checkout session not found')),
      async () => ({ checkoutSession: session }),
    ];
    const { actor, view, clock } = await ready({ load: () => (answers.shift() ?? answers[0]!)() });
    expect(view()).toMatchObject({ screen: 'error', errorText: 'Checkout session not found', retryable: true });
    actor.send({ type: 'user.retry' });
    expect(view().screen).toBe('loading');
    await flush();
    clock.increment(500);
    expect(view().screen).toBe('ready');
  });

  it('decides expired (expires_at not after now), then empty, then completed', async () => {
    const at = session.expires_at * 1000;
    expect((await ready({ now: at })).view().screen).toBe('expired');
    expect((await ready({ now: at - 1 })).view().screen).toBe('ready');
    const paidAndExpired = makeSession({ status: 'complete', payment_status: 'paid' });
    expect(
      (await ready({ now: at, load: async () => ({ checkoutSession: paidAndExpired }) })).view().screen,
    ).toBe('expired');
    expect(
      (await ready({ load: async () => ({ checkoutSession: makeSession({ line_items: [] }) }) })).view()
        .screen,
    ).toBe('empty');
    expect((await ready({ load: async () => ({ checkoutSession: paidAndExpired }) })).view().screen).toBe(
      'completed',
    );
  });

  it('replaces the session with each change answer and fetches the cross-sell offer again', async () => {
    const changed = makeSession({ line_items: [makeLineItem({ quantity: 3 })] });
    const { actor, view, change, crossSell } = await ready({ change: async () => changed });
    expect(view().crossSell).toEqual({ offer, loading: false, shaking: false });
    actor.send({ type: 'user.changeQuantity', itemId: 'li_price_one_time', quantity: 3 });
    expect(view().changing).toBe(true);
    await flush();
    expect(change).toHaveBeenCalledWith({ kind: 'quantity', itemId: 'li_price_one_time', quantity: 3 });
    expect(view().session).toBe(changed);
    expect(crossSell).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous session and toasts when a change fails', async () => {
    const { actor, view, notices } = await ready({
      change: async () => Promise.reject(apiError('INVENTORY', 'Exceed inventory')),
    });
    actor.send({ type: 'user.upsell', fromPriceId: 'price_monthly', toPriceId: 'price_yearly' });
    await flush();
    expect(view()).toMatchObject({ screen: 'ready', session, changing: false });
    expect(notices).toEqual([{ tone: 'error', key: 'error.INVENTORY', text: 'Exceed inventory' }]);
  });

  it('shakes the cross-sell area for 1 s (shake) on REQUIRE_CROSS_SELL, from a change or from submit', async () => {
    const { actor, view, clock } = await ready({
      change: async () => Promise.reject(apiError('REQUIRE_CROSS_SELL', 'Add the item')),
    });
    actor.send({ type: 'user.removeCrossSell' });
    await flush();
    expect(view().crossSell.shaking).toBe(true);
    clock.increment(999);
    expect(view().crossSell.shaking).toBe(true);
    clock.increment(1);
    expect(view().crossSell.shaking).toBe(false);
    actor.send({ type: 'server.requireCrossSell' });
    clock.increment(600);
    actor.send({ type: 'server.requireCrossSell' });
    clock.increment(600);
    expect(view().crossSell.shaking).toBe(true);
    clock.increment(400);
    expect(view().crossSell.shaking).toBe(false);
  });

  it('treats a failed cross-sell fetch as no offer, and shows the completed view once paid', async () => {
    const paid = makeSession({ status: 'complete', payment_status: 'paid' });
    const { actor, view } = await ready({ crossSell: async () => Promise.reject(new Error('down')) });
    expect(view().crossSell.offer).toBeNull();
    actor.send({ type: 'checkout.completed', session: paid });
    expect(view()).toMatchObject({ screen: 'completed', session: paid });
  });

  it('starts payment links, retrieves sessions and refuses other ids (composition wiring)', async () => {
    const checkout = {
      retrieve: vi.fn(async () => ({ checkoutSession: session })),
      startFromLink: vi.fn(async () => ({ checkoutSession: session })),
      crossSell: vi.fn(async () => null),
    } as unknown as CheckoutApi;
    const machine = checkoutSessionMachine.provide(
      checkoutSessionImplementations({ checkout, notifier: { notify: () => {} } }),
    );
    const run = async (id: string) => {
      const clock = new SimulatedClock();
      const actor = createActor(machine, { clock, input: { id, now: () => NOW } }).start();
      await flush();
      clock.increment(500);
      return checkoutSessionView(actor.getSnapshot());
    };
    expect((await run('plink_1')).screen).toBe('ready');
    expect(checkout.startFromLink).toHaveBeenCalledWith('plink_1', expect.anything());
    expect((await run('cs_1')).screen).toBe('ready');
    expect(checkout.retrieve).toHaveBeenCalledWith('cs_1', expect.anything());
    expect(checkout.crossSell).toHaveBeenCalledWith(session.id, expect.anything());
    expect(await run('prctbl_1')).toMatchObject({ screen: 'error', errorText: INVALID_CHECKOUT_ID });
  });
});

describe('which session each call is for', () => {
  it('a payment link loads by its id; every change and offer is then asked for the session it started', async () => {
    const started = makeSession({ id: 'cs_from_link' });
    const { actor, calls } = await ready({ id: 'plink_1', load: async () => ({ checkoutSession: started }), change: async () => started });
    actor.send({ type: 'user.setAmount', priceId: 'price_tip', amount: '500' });
    await flush();
    expect(calls).toEqual([
      { actor: 'loadSession', input: { id: 'plink_1' } },
      { actor: 'fetchCrossSell', input: { sessionId: 'cs_from_link' } },
      { actor: 'applyLineItemChange', input: { sessionId: 'cs_from_link', change: { kind: 'amount', priceId: 'price_tip', amount: '500' } } },
      { actor: 'fetchCrossSell', input: { sessionId: 'cs_from_link' } },
    ]);
  });

  it('each control asks for its own change, with what the payer chose', async () => {
    const { actor, change } = await ready();
    const sent = [
      { type: 'user.upsell', fromPriceId: 'price_monthly', toPriceId: 'price_yearly' },
      { type: 'user.downsell', fromPriceId: 'price_yearly' },
      { type: 'user.addCrossSell', priceId: 'price_addon' },
      { type: 'user.removeCrossSell' },
      { type: 'user.setAmount', priceId: 'price_tip', amount: '700' },
      { type: 'user.applyPromotion', code: 'SAVE20', currencyId: 'pc_abt' },
      { type: 'user.removePromotion' },
      { type: 'user.recalculatePromotion', currencyId: 'pc_usd' },
    ] as const;
    for (const event of sent) {
      actor.send(event);
      await flush();
    }
    expect(change.mock.calls.map(([asked]) => asked)).toEqual([
      { kind: 'upsell', fromPriceId: 'price_monthly', toPriceId: 'price_yearly' },
      { kind: 'downsell', fromPriceId: 'price_yearly' },
      { kind: 'addCrossSell', priceId: 'price_addon' },
      { kind: 'removeCrossSell' },
      { kind: 'amount', priceId: 'price_tip', amount: '700' },
      { kind: 'applyPromotion', code: 'SAVE20', currencyId: 'pc_abt' },
      { kind: 'removePromotion' },
      { kind: 'recalculatePromotion', currencyId: 'pc_usd' },
    ]);
  });

  it('each change calls its endpoint of the checkout port for that session, with the amount or quantity asked', async () => {
    const api = {
      adjustQuantity: vi.fn(async () => session),
      upsell: vi.fn(async () => session),
      downsell: vi.fn(async () => session),
      addCrossSell: vi.fn(async () => session),
      removeCrossSell: vi.fn(async () => session),
      setAmount: vi.fn(async () => session),
    } as unknown as CheckoutApi;
    await applyLineItemChange(api, 'cs_1', { kind: 'quantity', itemId: 'li_1', quantity: 4 });
    await applyLineItemChange(api, 'cs_1', { kind: 'upsell', fromPriceId: 'price_monthly', toPriceId: 'price_yearly' });
    await applyLineItemChange(api, 'cs_1', { kind: 'downsell', fromPriceId: 'price_yearly' });
    await applyLineItemChange(api, 'cs_1', { kind: 'addCrossSell', priceId: 'price_addon' });
    await applyLineItemChange(api, 'cs_1', { kind: 'removeCrossSell' });
    await applyLineItemChange(api, 'cs_1', { kind: 'amount', priceId: 'price_tip', amount: '1250' });
    expect(api.adjustQuantity).toHaveBeenCalledWith('cs_1', 'li_1', 4);
    expect(api.upsell).toHaveBeenCalledWith('cs_1', 'price_monthly', 'price_yearly');
    expect(api.downsell).toHaveBeenCalledWith('cs_1', 'price_yearly');
    expect(api.addCrossSell).toHaveBeenCalledWith('cs_1', 'price_addon');
    expect(api.removeCrossSell).toHaveBeenCalledWith('cs_1');
    expect(api.setAmount).toHaveBeenCalledWith('cs_1', 'price_tip', '1250');
  });

  it('changes go through the port from the composition root, and its toasts through the notifier', async () => {
    const notices: Notice[] = [];
    const checkout = {
      retrieve: vi.fn(async () => ({ checkoutSession: session })),
      crossSell: vi.fn(async () => null),
      adjustQuantity: vi.fn(async () => session),
      upsell: vi.fn(async () => Promise.reject(apiError('INVENTORY', 'Exceed inventory'))),
    } as unknown as CheckoutApi;
    const clock = new SimulatedClock();
    const actor = createActor(
      checkoutSessionMachine.provide(checkoutSessionImplementations({ checkout, notifier: { notify: (notice) => notices.push(notice) } })),
      { clock, input: { id: session.id, now: () => NOW } },
    ).start();
    await flush();
    clock.increment(500);
    actor.send({ type: 'user.changeQuantity', itemId: 'li_1', quantity: 2 });
    await flush();
    expect(checkout.adjustQuantity).toHaveBeenCalledWith(session.id, 'li_1', 2);
    actor.send({ type: 'user.upsell', fromPriceId: 'price_monthly', toPriceId: 'price_yearly' });
    await flush();
    expect(notices).toEqual([{ tone: 'error', key: 'error.INVENTORY', text: 'Exceed inventory' }]);
  });
});

describe('what the page shows around a change', () => {
  it('the payment intent and the payment link of the load are what the page reads; none when the load has none', async () => {
    const paymentIntent = makePaymentIntent();
    const paymentLink = makePaymentLink();
    const withBoth = await ready({ load: async () => ({ checkoutSession: session, paymentIntent, paymentLink }) });
    expect(withBoth.view()).toMatchObject({ paymentIntent, paymentLink });
    const without = await ready();
    expect(without.view()).toMatchObject({ paymentIntent: null, paymentLink: null });
  });

  it('REQUIRE_CROSS_SELL from a change toasts error.REQUIRE_CROSS_SELL and keeps no refusal', async () => {
    const { actor, view, notices } = await ready({
      change: async () => Promise.reject(apiError('REQUIRE_CROSS_SELL', 'Add the item')),
    });
    actor.send({ type: 'user.changeQuantity', itemId: 'li_1', quantity: 0 });
    await flush();
    expect(notices).toEqual([{ tone: 'error', key: 'error.REQUIRE_CROSS_SELL', text: 'Add the item' }]);
    expect(view()).toMatchObject({ changing: false, inSync: true, refused: { quantity: {}, amount: {}, promotion: null } });
  });

  it('an offer that cannot be fetched again after a change is gone, not shown stale', async () => {
    const answers = [async () => offer, async () => Promise.reject(new Error('down'))];
    const { actor, view } = await ready({ crossSell: () => answers.shift()!() });
    expect(view().crossSell.offer).toEqual(offer);
    actor.send({ type: 'user.changeQuantity', itemId: 'li_1', quantity: 2 });
    expect(view().crossSell.loading).toBe(false);
    await flush();
    await flush();
    expect(view().crossSell).toEqual({ offer: null, loading: false, shaking: false });
  });

  it('a refused amount without a server code keeps its text with no key, and Pay waits', async () => {
    const { actor, view, notices } = await ready({ change: async () => Promise.reject(new Error('Amount too small')) });
    actor.send({ type: 'user.setAmount', priceId: 'price_tip', amount: '1' });
    await flush();
    expect(view().refused.amount).toEqual({ price_tip: { key: '', text: 'Amount too small' } });
    expect(view().inSync).toBe(false);
    expect(notices).toEqual([]);
  });

  it('a refused promotion code is shown with the code typed, and the session may still be paid', async () => {
    const { actor, view } = await ready({ change: async () => Promise.reject(apiError('PROMOTION_CODE_EXPIRED', 'Expired')) });
    actor.send({ type: 'user.applyPromotion', code: 'OLD', currencyId: 'pc_abt' });
    await flush();
    expect(view().refused.promotion).toEqual({ code: 'OLD', message: { key: 'error.PROMOTION_CODE_EXPIRED', text: 'Expired' } });
    expect(view().inSync).toBe(true);
  });
});
