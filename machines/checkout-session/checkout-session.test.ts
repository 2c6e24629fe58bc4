import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import type { CheckoutApi, Notice } from '@machines/ports';
import { makeLineItem, makePrice, makeSession } from '@test/fixtures/checkout';
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
  const notices: Notice[] = [];
  const machine = checkoutSessionMachine.provide({
    actors: {
      loadSession: fromPromise(load),
      fetchCrossSell: fromPromise(crossSell),
      applyLineItemChange: fromPromise<CheckoutSession, { sessionId: string; change: LineItemChange }>(
        ({ input }) => change(input.change),
      ),
    },
    actions: { notify: (_, notice) => notices.push(notice) },
  });
  const actor = createActor(machine, {
    clock,
    input: { id: session.id, now: () => fakes.now ?? NOW },
  }).start();
  return {
    actor,
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
    expect(await run('prctbl_1')).toMatchObject({ screen: 'error', errorText: INVALID_CHECKOUT_ID });
  });
});
