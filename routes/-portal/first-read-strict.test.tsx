// Under the dev server React StrictMode mounts twice and @xstate/react stops and restarts the
// lifecycle machine: the restarted machine still takes the page's first read, so the page asks
// for its subscription once, as in a production build.
import { render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@domain/model';
import type { SubscriptionActionsApi } from '@machines/ports';
import { subscriptionLifecycleImplementations } from '@machines/subscription-lifecycle/subscription-lifecycle.actors';
import { subscriptionLifecycleMachine } from '@machines/subscription-lifecycle/subscription-lifecycle.machine';
import { startFirstRead, withFirstRead } from './first-read';

function Page({ get }: { get: SubscriptionActionsApi['get'] }) {
  const [first] = useState(() => startFirstRead((id) => get(id), 'sub_1'));
  const machine = useMemo(
    () =>
      subscriptionLifecycleMachine.provide(
        subscriptionLifecycleImplementations({
          subscriptions: withFirstRead({ get } as SubscriptionActionsApi, first),
          wallet: { connect: () => new Promise(() => {}) },
          realtime: { subscribe: () => () => {} },
          notifier: { notify: () => {} },
        } as never),
      ),
    [first, get],
  );
  const actor = useActorRef(machine, { input: { subscriptionId: 'sub_1' } });
  return <p>{useSelector(actor, (snapshot) => String(snapshot.value))}</p>;
}

describe('the first read under StrictMode', () => {
  it('the restarted machine takes the first answer: one request per mount of the page', async () => {
    const get = vi.fn((_id: string) => new Promise<Subscription>((resolve) => setTimeout(() => resolve({ id: 'sub_1', status: 'active' } as Subscription), 20)));
    render(
      <StrictMode>
        <Page get={get} />
      </StrictMode>,
    );
    expect(await screen.findByText('active')).toBeInTheDocument();
    // StrictMode runs the state initializer twice (two first reads; React keeps one) but the
    // machine, stopped and restarted, asked nothing of its own.
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls.every(([id]) => id === 'sub_1')).toBe(true);
  });
});
