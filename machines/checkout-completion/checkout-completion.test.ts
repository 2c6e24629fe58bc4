import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { RetrieveCheckoutResponse } from '@domain/model';
import { makePaymentIntent, makeSession } from '@test/fixtures/checkout';
import { checkoutCompletionMachine, type CheckoutCompletionEvent } from './checkout-completion.machine';
import { checkoutCompletionView } from './checkout-completion.view';
import { checkoutCompletionActors } from './checkout-completion.actors';
import { checkPaidActor } from './check-paid';
import type { CheckoutApi, RealtimeEvent } from '@machines/ports';

const open = makeSession();
const paid = makeSession({ status: 'complete', payment_status: 'paid' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: Array<RetrieveCheckoutResponse | Error>) {
  const clock = new SimulatedClock();
  const retrieve = vi.fn<(args: { input: { sessionId: string } }) => Promise<RetrieveCheckoutResponse>>(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer ?? { checkoutSession: open };
  });
  let pushRealtime: (event: CheckoutCompletionEvent) => void = () => {};
  const machine = checkoutCompletionMachine.provide({
    actors: {
      retrieveSession: fromPromise(retrieve),
      watchSessionCompleted: fromCallback(({ sendBack }) => {
        pushRealtime = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { sessionId: open.id, session: open } }).start();
  return { actor, clock, retrieve, realtime: (event: CheckoutCompletionEvent) => pushRealtime(event) };
}

describe('checkout completion', () => {
  it('checks at once, then every 2 s (pollInterval 2000)', async () => {
    const { clock, retrieve } = start([{ checkoutSession: open }]);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(1);
    clock.increment(1999);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(2);
    clock.increment(2000);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(3);
  });

  it('finishes paid when the session is complete and paid (or needs no payment)', async () => {
    const noPayment = makeSession({ status: 'complete', payment_status: 'no_payment_required' });
    const { actor, clock } = start([{ checkoutSession: open }, { checkoutSession: noPayment }]);
    await flush();
    clock.increment(2000);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', session: noPayment });
    expect(checkoutCompletionView(actor.getSnapshot()).status).toBe('paid');
  });

  it('keeps waiting while complete but unpaid', async () => {
    const unpaid = makeSession({ status: 'complete', payment_status: 'unpaid' });
    const { actor } = start([{ checkoutSession: unpaid }]);
    await flush();
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
  });

  it('times out after 180 s (pollTimeout) and stops polling', async () => {
    const { actor, clock, retrieve } = start([{ checkoutSession: open }]);
    await flush();
    for (let elapsed = 0; elapsed < 178_000; elapsed += 2000) {
      clock.increment(2000);
      await flush();
    }
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(2000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timedOut' });
    const calls = retrieve.mock.calls.length;
    clock.increment(10_000);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(calls);
  });

  it('keeps polling through a failed read', async () => {
    const { actor, clock } = start([new Error('socket hang up'), { checkoutSession: paid }]);
    await flush();
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    clock.increment(2000);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', session: paid });
  });

  it('fails with the provider message when the intent requires action after an error', async () => {
    const intent = makePaymentIntent({
      status: 'requires_action',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const { actor } = start([{ checkoutSession: open, paymentIntent: intent }]);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', message: 'Your card was declined.' });
    expect(checkoutCompletionView(actor.getSnapshot())).toEqual({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
  });

  it('finishes on checkout.session.completed for this session only', async () => {
    const { actor, realtime, retrieve } = start([{ checkoutSession: open }, { checkoutSession: paid }]);
    await flush();
    realtime({ type: 'ws.sessionCompleted', sessionId: 'cs_other' });
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
    realtime({ type: 'ws.sessionCompleted', sessionId: open.id });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    await flush();
    expect(retrieve).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', session: paid });
  });

  it('trusts the realtime event when the confirming read fails, with the last session it read', async () => {
    const completeUnpaid = makeSession({ status: 'complete', payment_status: 'unpaid' });
    const { actor, realtime } = start([{ checkoutSession: completeUnpaid }, new Error('down')]);
    await flush();
    realtime({ type: 'ws.sessionCompleted', sessionId: open.id });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', session: completeUnpaid });
  });

  it('reads its own session, when polling and when confirming', async () => {
    const { realtime, retrieve } = start([{ checkoutSession: open }, { checkoutSession: paid }]);
    await flush();
    realtime({ type: 'ws.sessionCompleted', sessionId: open.id });
    await flush();
    expect(retrieve.mock.calls.map(([{ input }]) => input)).toEqual([{ sessionId: open.id }, { sessionId: open.id }]);
  });
});

describe('checkout completion actors (the ports)', () => {
  function startOnPorts(answers: RetrieveCheckoutResponse[]) {
    let listener: (event: RealtimeEvent) => void = () => {};
    const retrieve = vi.fn<CheckoutApi['retrieve']>(async () => answers.shift() ?? { checkoutSession: open });
    const ports = {
      checkout: { retrieve } as Pick<CheckoutApi, 'retrieve'> as CheckoutApi,
      realtime: { subscribe: (next: (event: RealtimeEvent) => void) => ((listener = next), () => {}) },
    };
    const machine = checkoutCompletionMachine.provide({ actors: checkoutCompletionActors(ports) });
    const actor = createActor(machine, { input: { sessionId: open.id, session: open } }).start();
    return { actor, retrieve, relay: (event: RealtimeEvent) => listener(event) };
  }

  it('reads the session by its id through the checkout port', async () => {
    const { actor, retrieve } = startOnPorts([{ checkoutSession: paid }]);
    await flush();
    expect(retrieve.mock.calls[0]?.[0]).toBe(open.id);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', session: paid });
  });

  it('finishes on the relay\'s checkout.session.completed, not on another event', async () => {
    const { actor, relay } = startOnPorts([{ checkoutSession: open }, { checkoutSession: paid }]);
    await flush();
    relay({ type: 'invoice.paid', data: { id: open.id, customer_id: 'cus_1', currency_id: 'c' } });
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    relay({ type: 'checkout.session.completed', data: { id: open.id } });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', session: paid });
  });
});

describe('checkPaidActor (after a lost answer)', () => {
  const ask = async (answer: RetrieveCheckoutResponse) => {
    const retrieve = vi.fn<CheckoutApi['retrieve']>(async () => answer);
    const actor = createActor(checkPaidActor({ checkout: { retrieve } as Pick<CheckoutApi, 'retrieve'> as CheckoutApi }), { input: { sessionId: open.id } }).start();
    await flush();
    expect(retrieve).toHaveBeenCalledWith(open.id);
    return actor.getSnapshot().output;
  };

  it('says paid when the session is complete and paid', async () => {
    expect(await ask({ checkoutSession: paid })).toBe(true);
  });

  it('says paid when the intent succeeded though the session is still open', async () => {
    expect(await ask({ checkoutSession: open, paymentIntent: makePaymentIntent({ status: 'succeeded' }) })).toBe(true);
  });

  it('says not paid when neither is', async () => {
    expect(await ask({ checkoutSession: open, paymentIntent: makePaymentIntent({ status: 'requires_action' }) })).toBe(false);
    expect(await ask({ checkoutSession: open })).toBe(false);
  });
});
