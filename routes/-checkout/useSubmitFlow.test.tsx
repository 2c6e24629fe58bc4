import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Ports, RealtimeEvent } from '@machines/ports';
import { makeCurrency, makeMethod } from '@test/fixtures/checkout';
import { paidSession, session, user, values } from '@test/fixtures/checkout-submit-graph';
import { useSubmitFlow } from './useSubmitFlow';

const press = { type: 'user.submit', values, session, method: makeMethod(), currency: makeCurrency() } as const;

function fakePorts(submit = vi.fn((): Promise<never> => new Promise<never>(() => {}))) {
  // By default the server never answers: the flow stays in 'submitting', so every submit call is visible.
  const realtime = { listener: null as ((event: RealtimeEvent) => void) | null };
  const retrieve = vi.fn(async () => ({ checkoutSession: paidSession }));
  const ports = {
    checkout: { submit, retrieve },
    realtime: {
      subscribe: (listener: (event: RealtimeEvent) => void) => {
        realtime.listener = listener;
        return () => {
          realtime.listener = null;
        };
      },
    },
    session: { user: () => user, login: vi.fn() },
    notifier: { notify: vi.fn() },
    analytics: { track: vi.fn() },
    clock: { now: () => Date.now() },
  } as unknown as Ports;
  return { ports, submit, retrieve, realtime };
}

describe('useSubmitFlow', () => {
  it('renders the idle form view before the machine has loaded, then runs the machine', async () => {
    const { ports, submit } = fakePorts();
    const sessionActor = { send: vi.fn() } as never;
    const { result } = renderHook(() => useSubmitFlow({ ports, session, donation: false, user, sessionActor }));
    expect(result.current.view).toMatchObject({ step: 'form', busy: false, canSubmit: true });
    await act(() => import('./submit-flow'));
    act(() => result.current.send(press as never));
    await waitFor(() => expect(result.current.view.step).toBe('submitting'));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('holds a press made while the machine loads (busy), and submits it exactly once', async () => {
    const { ports, submit } = fakePorts();
    const sessionActor = { send: vi.fn() } as never;
    const { result } = renderHook(() => useSubmitFlow({ ports, session, donation: false, user, sessionActor }));
    act(() => {
      result.current.send(press as never);
      result.current.send(press as never);
    });
    expect(result.current.view).toMatchObject({ step: 'form', busy: true, canSubmit: false });
    await waitFor(() => expect(result.current.view.step).toBe('submitting'));
    act(() => result.current.send(press as never));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("on an 'already completed' answer it re-reads the session and shows the completed view", async () => {
    const refused = Object.assign(new Error('This checkout session is already completed'), { code: undefined });
    const { ports, retrieve } = fakePorts(vi.fn(() => Promise.reject(refused)));
    const sessionActor = { send: vi.fn() };
    const { result } = renderHook(() => useSubmitFlow({ ports, session, donation: false, user, sessionActor: sessionActor as never }));
    await act(() => import('./submit-flow'));
    await waitFor(() => expect(result.current.view.step).toBe('form'));
    act(() => result.current.send(press as never));
    await waitFor(() => expect(sessionActor.send).toHaveBeenCalledWith({ type: 'checkout.completed', session: paidSession }));
    expect(retrieve).toHaveBeenCalledWith(session.id);
  });

  it('listens for the session completed elsewhere (another tab) before any submit', async () => {
    const { ports, realtime } = fakePorts();
    const sessionActor = { send: vi.fn() };
    renderHook(() => useSubmitFlow({ ports, session, donation: false, user, sessionActor: sessionActor as never }));
    await act(() => import('./submit-flow'));
    await waitFor(() => expect(realtime.listener).not.toBeNull());
    act(() => realtime.listener!({ type: 'checkout.session.completed', data: { id: 'cs_other' } }));
    act(() => realtime.listener!({ type: 'checkout.session.completed', data: { id: session.id } }));
    await waitFor(() => expect(sessionActor.send).toHaveBeenCalledWith({ type: 'checkout.completed', session: paidSession }));
    expect(sessionActor.send).toHaveBeenCalledTimes(1);
  });
});
