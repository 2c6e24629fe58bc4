// The root cause of "Oops — The request was cancelled." on every first load under the dev
// server: React StrictMode mounts twice, @xstate/react stops the machine (aborting its request)
// and restarts it from the same snapshot, and the aborted run's failure reached the restarted
// machine. fromCancellablePromise drops the outcome of a run whose signal was aborted.
import { render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { fromCancellablePromise } from '@machines/cancellable-promise';

/** A request like the HTTP client's: it fails with "cancelled" when its signal aborts. */
function request(signal: AbortSignal, calls: { count: number }) {
  calls.count += 1;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => resolve('the session'), 20);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('The request was cancelled.'));
    });
  });
}

function loaderMachine(load: ReturnType<typeof fromPromise<string>>) {
  return setup({ actors: { load } }).createMachine({
    initial: 'loading',
    context: { text: '' },
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: assign({ text: ({ event }) => event.output }) },
          onError: { target: 'error', actions: assign({ text: ({ event }) => (event.error as Error).message }) },
        },
      },
      ready: {},
      error: {},
    },
  });
}

function Page({ machine }: { machine: ReturnType<typeof loaderMachine> }) {
  const actor = useActorRef(machine);
  const text = useSelector(actor, (snapshot) => `${String(snapshot.value)}: ${snapshot.context.text}`);
  return <p>{text}</p>;
}

describe('a request aborted because its caller went away (StrictMode double mount)', () => {
  it('is never the load error: the restarted machine shows what its own request answered', async () => {
    const calls = { count: 0 };
    const machine = loaderMachine(fromCancellablePromise<string>(({ signal }) => request(signal, calls)));
    render(
      <StrictMode>
        <Page machine={machine} />
      </StrictMode>,
    );
    expect(await screen.findByText('ready: the session')).toBeInTheDocument();
    // The first mount's request was really aborted and a second one answered.
    expect(calls.count).toBe(2);
  });

  it('(the cause) with plain fromPromise the aborted first run is delivered as the error', async () => {
    const calls = { count: 0 };
    const machine = loaderMachine(fromPromise<string>(({ signal }) => request(signal, calls)));
    render(
      <StrictMode>
        <Page machine={machine} />
      </StrictMode>,
    );
    expect(await screen.findByText('error: The request was cancelled.')).toBeInTheDocument();
  });

  it('still reports a real failure', async () => {
    const failing = loaderMachine(
      fromCancellablePromise<string>(async () => {
        throw new Error('Internal Server Error');
      }),
    );
    render(<Page machine={failing} />);
    expect(await screen.findByText('error: Internal Server Error')).toBeInTheDocument();
  });
});
