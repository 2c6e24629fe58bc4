// The spec's "skeleton at least 500 ms" counts from the skeleton's first paint (the
// page's HTML paints it before any script), and the form may render behind it while it runs.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutSession, Price, RetrieveCheckoutResponse } from '@domain/model';
import { makeSession } from '@test/fixtures/checkout';
import { checkoutSessionMachine, SKELETON_MIN_MS } from './checkout-session.machine';
import { checkoutSessionView } from './checkout-session.view';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.UTC(2026, 0, 1);
const open = makeSession();

function start(options: { shownMs?: number; load?: () => Promise<RetrieveCheckoutResponse> } = {}) {
  const clock = new SimulatedClock();
  let loads = 0;
  const machine = checkoutSessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        loads += 1;
        return options.load ? options.load() : { checkoutSession: open };
      }),
      fetchCrossSell: fromPromise<Price | null, { sessionId: string }>(async () => null),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      id: open.id,
      now: () => NOW,
      ...(options.shownMs === undefined ? {} : { skeletonShownMs: () => options.shownMs! }),
    },
  }).start();
  return { actor, clock, loads: () => loads, view: () => checkoutSessionView(actor.getSnapshot()) };
}

describe('the skeleton floor counts from the first paint', () => {
  it('is 500 ms', () => expect(SKELETON_MIN_MS).toBe(500));

  it('leaves only what is left of 500 ms after a skeleton already on screen for 320 ms', async () => {
    const { clock, view } = start({ shownMs: 320 });
    await flush();
    clock.increment(179);
    expect(view().screen).toBe('loading');
    clock.increment(1);
    expect(view().screen).toBe('ready');
  });

  it('adds nothing once the skeleton has been on screen 500 ms or more: the form shows with its data', async () => {
    const { clock, view } = start({ shownMs: 740 });
    await flush();
    // A delay of 0: due at once (the simulated clock runs only when told to).
    clock.increment(0);
    expect(view().screen).toBe('ready');
  });

  it('never waits longer than the full floor (a clock that reports a negative time counts as 0)', async () => {
    const { clock, view } = start({ shownMs: -50 });
    await flush();
    clock.increment(499);
    expect(view().screen).toBe('loading');
    clock.increment(1);
    expect(view().screen).toBe('ready');
  });

  it('shows a retry its whole floor: the skeleton after Oops is a new one', async () => {
    const answers: Array<() => Promise<RetrieveCheckoutResponse>> = [
      () => Promise.reject(new Error('down')),
      async () => ({ checkoutSession: open }),
    ];
    const { actor, clock, view } = start({ shownMs: 900, load: () => answers.shift()!() });
    await flush();
    clock.increment(0);
    expect(view().screen).toBe('error');
    actor.send({ type: 'user.retry' });
    await flush();
    clock.increment(499);
    expect(view().screen).toBe('loading');
    clock.increment(1);
    expect(view().screen).toBe('ready');
  });
});

describe('the form is prepared behind the skeleton', () => {
  const preparedFor = async (session: CheckoutSession) => {
    const { view } = start({ load: async () => ({ checkoutSession: session }) });
    await flush();
    return view();
  };

  it('is prepared (still on the skeleton) as soon as a payable session is loaded, and ready when the floor ends', async () => {
    const { clock, view } = start();
    expect(view()).toMatchObject({ screen: 'loading', prepared: false });
    await flush();
    expect(view()).toMatchObject({ screen: 'loading', prepared: true, session: open });
    clock.increment(500);
    expect(view()).toMatchObject({ screen: 'ready', prepared: false });
  });

  it('is not prepared for an expired, empty or completed session, nor before the load answers', async () => {
    expect((await preparedFor(makeSession({ expires_at: NOW / 1000 - 1 }))).prepared).toBe(false);
    expect((await preparedFor(makeSession({ line_items: [] }))).prepared).toBe(false);
    expect((await preparedFor(makeSession({ status: 'complete', payment_status: 'paid' }))).prepared).toBe(
      false,
    );
    const pending = start({ load: () => new Promise(() => {}) });
    await flush();
    expect(pending.view()).toMatchObject({ screen: 'loading', prepared: false });
  });

  it('is not prepared after a failed load, and no longer prepared when a retry starts', async () => {
    const answers: Array<() => Promise<RetrieveCheckoutResponse>> = [
      () => Promise.reject(new Error('down')),
      () => new Promise(() => {}),
    ];
    const { actor, clock, view } = start({ load: () => answers.shift()!() });
    await flush();
    clock.increment(500);
    expect(view()).toMatchObject({ screen: 'error', prepared: false });
    actor.send({ type: 'user.retry' });
    expect(view()).toMatchObject({ screen: 'loading', prepared: false });
  });
});
