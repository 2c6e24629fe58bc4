import { fromPromise, type NonReducibleUnknown } from 'xstate';

type PromiseCreator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0];

/**
 * `fromPromise` for work that takes the actor's AbortSignal (a request): a run whose actor was
 * stopped never reports back, neither its answer nor its failure.
 *
 * Why: a stopped promise actor aborts its signal, and the request then fails with "The request
 * was cancelled.". XState ignores that failure only while the actor stays stopped. @xstate/react
 * stops and restarts an actor with its old snapshot when React re-runs effects (StrictMode's
 * double mount under the dev server, and Activity); the restarted actor starts a second run, but
 * the first run's rejection still arrives, finds the actor active again, and is delivered as the
 * load's error — the "Oops — The request was cancelled." of every first load under `npm start`.
 * An aborted run belongs to a caller that went away: its outcome is dropped here, at the one place
 * that knows the signal, so no machine has to recognise an abort error.
 */
export function fromCancellablePromise<TOutput, TInput = NonReducibleUnknown>(
  creator: PromiseCreator<TOutput, TInput>,
) {
  return fromPromise<TOutput, TInput>(async (args) => {
    // A fresh pending promise per dropped run, so nothing keeps the dropped run alive.
    const dropped = () => new Promise<TOutput>(() => {});
    try {
      const output = await creator(args);
      return args.signal.aborted ? dropped() : output;
    } catch (error) {
      if (args.signal.aborted) return dropped();
      throw error;
    }
  });
}
