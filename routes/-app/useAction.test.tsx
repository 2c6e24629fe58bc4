import { Button } from '@mantine/core';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { useAction } from './useAction';

/** A button wired the way every action button is: loading while busy, run() on each press. */
function Harness({ request, onSuccess }: { request: (v: string) => Promise<string>; onSuccess: (data: string) => void }) {
  const [typed, setTyped] = useState('kept input');
  const action = useAction({ run: request, onSuccess });
  return (
    <>
      <input aria-label="name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      <Button loading={action.busy} onClick={() => void action.run(typed)}>
        Save
      </Button>
      {action.failed ? <p role="alert">{String((action.error as Error).message)}</p> : null}
    </>
  );
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useAction (the one mutation pattern for action buttons)', () => {
  it('a double press sends one request: the second, in the same frame, is ignored by the ref', async () => {
    const answer = deferred<string>();
    const request = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    renderUi(<Harness request={request} onSuccess={onSuccess} />);
    const button = screen.getByRole('button', { name: 'Save' });
    // Both clicks before React re-renders: state alone would still say "not busy" for the second.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('data-loading', 'true');
    await act(async () => answer.resolve('ok'));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // Once settled, the next press is a new request.
    fireEvent.click(button);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a failure is not a success: no onSuccess, the error shown, the input kept', async () => {
    const request = vi.fn(() => Promise.reject(new Error('items[0].id: Expected string')));
    const onSuccess = vi.fn();
    renderUi(<Harness request={request} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('items[0].id: Expected string');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('kept input');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading');
  });

  it('run() resolves with the outcome (ok, failed, ignored), so a dialog closes only on ok', async () => {
    const outcomes: unknown[] = [];
    const answer = deferred<number>();
    const { result } = renderHook(() => useAction<void, number>({ run: () => answer.promise }));
    await act(async () => {
      const first = result.current.run();
      const second = result.current.run();
      outcomes.push(await second);
      answer.resolve(7);
      outcomes.push(await first);
    });
    expect(outcomes).toEqual([{ ok: false, ignored: true }, { ok: true, data: 7 }]);
  });
});
