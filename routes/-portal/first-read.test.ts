// The subscription page's first read: the page paints from it while the
// lifecycle machine loads, and the machine's first load takes the same answer or failure.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Subscription } from '@domain/model';
import type { SubscriptionActionsApi } from '@machines/ports';
import { subscriptionLifecycleImplementations } from '@machines/subscription-lifecycle/subscription-lifecycle.actors';
import { subscriptionLifecycleMachine } from '@machines/subscription-lifecycle/subscription-lifecycle.machine';
import { firstReadView, startFirstRead, withFirstRead } from './first-read';

const subscription = (status: Subscription['status'], extra: Partial<Subscription> = {}) => ({ id: 'sub_1', status, ...extra }) as Subscription;

function fakeApi(answers: Array<Promise<Subscription>>) {
  const get = vi.fn((_id: string, _signal?: AbortSignal) => answers.shift() ?? Promise.reject(new Error('no more answers')));
  return { get, api: { get } as unknown as SubscriptionActionsApi };
}

const lifecycle = (api: SubscriptionActionsApi) =>
  createActor(
    subscriptionLifecycleMachine.provide(
      subscriptionLifecycleImplementations({
        subscriptions: api,
        wallet: { connect: () => new Promise(() => {}) },
        realtime: { subscribe: () => () => {} },
        notifier: { notify: () => {} },
      } as never),
    ),
    { input: { subscriptionId: 'sub_1' } },
  );

/** The page's first read and the machine's port over the same fake server. */
function page(answers: Array<Promise<Subscription>>) {
  const { get, api } = fakeApi(answers);
  const first = startFirstRead((id) => api.get(id), 'sub_1');
  return { get, first, port: withFirstRead(api, first) };
}

describe('the first read', () => {
  it('asks once at once; the first load of the subscription is that answer, later loads ask again', async () => {
    const { get, first, port } = page([Promise.resolve(subscription('active')), Promise.resolve(subscription('past_due'))]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(port.get('sub_1')).toBe(first.answer);
    expect(get).toHaveBeenCalledTimes(1);
    await expect(port.get('sub_1')).resolves.toMatchObject({ status: 'past_due' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('another subscription is always asked for', async () => {
    const { get, first, port } = page([Promise.resolve(subscription('active')), Promise.resolve(subscription('trialing', { id: 'sub_2' }))]);
    await expect(port.get('sub_2')).resolves.toMatchObject({ id: 'sub_2' });
    expect(get).toHaveBeenLastCalledWith('sub_2', undefined);
    expect(port.get('sub_1')).toBe(first.answer);
  });

  it('a load stopped before the answer came (StrictMode’s double mount) leaves it to the next load; once answered, it is taken', async () => {
    let answer!: (subscription: Subscription) => void;
    const { get, first, port } = page([new Promise((resolve) => (answer = resolve)), Promise.resolve(subscription('past_due'))]);
    const stopped = new AbortController();
    expect(port.get('sub_1', stopped.signal)).toBe(first.answer);
    stopped.abort();
    const restarted = new AbortController();
    expect(port.get('sub_1', restarted.signal)).toBe(first.answer);
    answer(subscription('active'));
    await first.answer;
    // A run that had its answer is not undone by a later stop: the next load asks the server.
    restarted.abort();
    await expect(port.get('sub_1')).resolves.toMatchObject({ status: 'past_due' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('the machine settles on the first answer without asking again', async () => {
    const { get, port } = page([Promise.resolve(subscription('trialing'))]);
    const actor = lifecycle(port).start();
    await waitFor(actor, (snapshot) => snapshot.matches('trialing'));
    expect(get).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('a failed first read is the machine’s failed load (one request), and its Retry asks again', async () => {
    const { get, port } = page([Promise.reject(new Error('HTTP 500')), Promise.resolve(subscription('active'))]);
    const actor = lifecycle(port).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(get).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('active'));
    expect(get).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});

describe('firstReadView', () => {
  it('shows the phase and the actions the machine offers there, nothing busy', () => {
    expect(firstReadView(subscription('active'))).toMatchObject({ phase: 'active', actions: ['cancel', 'changePlan', 'changePayment'], busy: false });
    expect(firstReadView(subscription('past_due'))).toMatchObject({ phase: 'pastDue', actions: ['payDue'] });
    expect(firstReadView(subscription('active', { cancel_at_period_end: true }))).toMatchObject({ phase: 'cancelScheduled', actions: ['resume', 'changePayment'] });
    expect(firstReadView(subscription('canceled')).actions).toEqual([]);
  });
});
