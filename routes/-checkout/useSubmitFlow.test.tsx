import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Ports } from '@machines/ports';
import { makeCurrency, makeMethod } from '@test/fixtures/checkout';
import { session, user, values } from '@test/fixtures/checkout-submit-graph';
import { useSubmitFlow } from './useSubmitFlow';

const press = { type: 'user.submit', values, session, method: makeMethod(), currency: makeCurrency() } as const;

function fakePorts() {
  // The server never answers: the flow stays in 'submitting', so every submit call is visible.
  const submit = vi.fn(() => new Promise<never>(() => {}));
  const ports = {
    checkout: { submit },
    session: { user: () => user, login: vi.fn() },
    notifier: { notify: vi.fn() },
    analytics: { track: vi.fn() },
    clock: { now: () => Date.now() },
  } as unknown as Ports;
  return { ports, submit };
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
});
