// A session asked for at boot is the one the page's first load gets: never asked twice, yet a
// Retry or a later visit asks the server again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutApi } from '@machines/ports';
import { makeSession } from '@test/fixtures/checkout';
import {
  expectHandOver,
  forgetHandedSessions,
  handOverSession,
  hasHandedSession,
  takeSession,
  withHandedSession,
} from './session-handoff';

const answer = { checkoutSession: makeSession({ id: 'cs_1' }) };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function port() {
  const retrieve = vi.fn(async () => ({ checkoutSession: makeSession({ id: 'cs_fresh' }) }));
  const startFromLink = vi.fn(async () => ({ checkoutSession: makeSession({ id: 'cs_from_link' }) }));
  return {
    checkout: withHandedSession({ retrieve, startFromLink } as unknown as CheckoutApi),
    retrieve,
    startFromLink,
  };
}

afterEach(() => forgetHandedSessions());

describe('session hand-over', () => {
  it('gives the first load the handed-over answer and asks the server nothing', async () => {
    const { checkout, retrieve } = port();
    handOverSession('cs_1', Promise.resolve(answer));
    await expect(checkout.retrieve('cs_1')).resolves.toBe(answer);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('gives every load asking while it is on its way the same answer (StrictMode mounts twice)', async () => {
    const { checkout, retrieve } = port();
    let resolve: (value: typeof answer) => void = () => {};
    handOverSession('cs_1', new Promise((r) => (resolve = r)));
    const first = checkout.retrieve('cs_1');
    const second = checkout.retrieve('cs_1');
    resolve(answer);
    await expect(first).resolves.toBe(answer);
    await expect(second).resolves.toBe(answer);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('asks the server again once the answer has been taken (Retry, another visit)', async () => {
    const { checkout, retrieve } = port();
    handOverSession('cs_1', Promise.reject(new Error('down')));
    await expect(checkout.retrieve('cs_1')).rejects.toThrow('down');
    await flush();
    await checkout.retrieve('cs_1');
    expect(retrieve).toHaveBeenCalledTimes(1);
  });

  it('serves a payment link through its start, and only the id it was asked for', async () => {
    const { checkout, startFromLink, retrieve } = port();
    handOverSession('plink_1', Promise.resolve(answer));
    await expect(checkout.startFromLink('plink_1')).resolves.toBe(answer);
    expect(startFromLink).not.toHaveBeenCalled();
    await checkout.retrieve('cs_other');
    expect(retrieve).toHaveBeenCalledWith('cs_other', undefined);
  });

  it('drops an answer nobody took within 10 s (the payer went elsewhere): a visit then asks again', () => {
    handOverSession('cs_1', Promise.resolve(answer), 1_000);
    expect(hasHandedSession('cs_1', 10_999)).toBe(true);
    expect(hasHandedSession('cs_1', 11_000)).toBe(false);
    expect(takeSession('cs_1', 11_000)).toBeUndefined();
  });

  it('a taken answer, on its way or arrived, is not prefetched again by the same navigation; 10 s later it is', async () => {
    let resolve: (value: typeof answer) => void = () => {};
    handOverSession('cs_1', new Promise((r) => (resolve = r)), 0);
    takeSession('cs_1', 1);
    expect(hasHandedSession('cs_1', 2)).toBe(true);
    resolve(answer);
    await flush();
    expect(hasHandedSession('cs_1', 3)).toBe(true);
    expect(hasHandedSession('cs_1', 10_000)).toBe(false);
  });

  // The page's code no longer waits for the module that decodes sessions, so the page
  // can start before the prefetch has run; it must wait for that prefetch, not ask beside it.
  it('a load that starts before the coming prefetch has run waits for its hand-over and asks nothing', async () => {
    const { checkout, retrieve } = port();
    let run: () => void = () => {};
    expectHandOver('cs_1', new Promise<void>((resolve) => (run = resolve)));
    const load = checkout.retrieve('cs_1');
    await flush();
    expect(retrieve).not.toHaveBeenCalled();
    handOverSession('cs_1', Promise.resolve(answer));
    run();
    await expect(load).resolves.toBe(answer);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('asks the server itself when the coming prefetch fails to load or hands nothing over (a hovered link)', async () => {
    const { checkout, retrieve, startFromLink } = port();
    expectHandOver('cs_1', Promise.reject(new Error('chunk failed')));
    await expect(checkout.retrieve('cs_1')).resolves.toMatchObject({ checkoutSession: { id: 'cs_fresh' } });
    expectHandOver('plink_1', Promise.resolve());
    await expect(checkout.startFromLink('plink_1')).resolves.toMatchObject({ checkoutSession: { id: 'cs_from_link' } });
    expect(retrieve).toHaveBeenCalledTimes(1);
    expect(startFromLink).toHaveBeenCalledTimes(1);
  });

  it('passes on the failure of a handed-over session after a wait (the page shows it with Retry)', async () => {
    const { checkout, retrieve } = port();
    expectHandOver('cs_1', Promise.resolve().then(() => handOverSession('cs_1', Promise.reject(new Error('down')))));
    await expect(checkout.retrieve('cs_1')).rejects.toThrow('down');
    expect(retrieve).not.toHaveBeenCalled();
  });
});
