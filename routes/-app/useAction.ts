// THE MUTATION PATTERN FOR EVERY ACTION BUTTON (a press that changes something on the server).
//
//   const revoke = useAction({
//     run: (id: string) => api.revokeToken(id),          // the request; its answer decoded by a schema
//     onSuccess: () => notify({ tone: 'success', key: 'store.tokens.revoked' }),
//     onError: (error) => notify({ tone: 'error', text: formatError(error) }),
//   });
//   <Button loading={revoke.busy} onClick={() => void revoke.run(token.id)}>
//
// - One request per action: a second run() while one is in flight is ignored synchronously (a ref,
//   not state: two clicks in the same frame both see the state of the render before them).
// - Busy while in flight (`busy`, `pending` = the variables in flight), including onSuccess's own
//   awaited work (a refetch), so the button cannot be pressed again before the page shows the result.
// - Success only on a confirmed answer: onSuccess runs when `run` resolved, and `run` resolves
//   only with an answer its schema decoded (adapters/http/client). Anything else is a failure:
//   `error` holds it until the next run or reset().
// - run() resolves with the outcome, so a dialog can stay open with what was typed on a failure
//   and close on success (`if ((await create.run(name)).ok) close()`).
//
// Tested in useAction.test.tsx (double press, failure); the mutations that use it are listed in
// docs/shell.md ("One mutation pattern for every action button").
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export type ActionOutcome<R> = { ok: true; data: R } | { ok: false; error: unknown } | { ok: false; ignored: true };

export interface ActionOptions<V, R> {
  run: (variables: V) => Promise<R>;
  onSuccess?: (data: R, variables: V) => unknown;
  onError?: (error: unknown, variables: V) => void;
}

export interface Action<V, R> {
  /** Sends the request unless one is in flight (then resolves `{ ok: false, ignored: true }`). */
  run: (variables: V) => Promise<ActionOutcome<R>>;
  busy: boolean;
  /** The variables of the request in flight. */
  pending: V | undefined;
  /** The last run's failure, until the next run or reset(). */
  error: unknown;
  failed: boolean;
  reset: () => void;
}

export function useAction<V = void, R = unknown>(options: ActionOptions<V, R>): Action<V, R> {
  const inFlight = useRef(false);
  // The newest callbacks (they close over the render's values); run() itself stays stable.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<{ busy: boolean; pending: V | undefined; failed: boolean; error: unknown }>({
    busy: false,
    pending: undefined,
    failed: false,
    error: null,
  });
  const run = useCallback(async (variables: V): Promise<ActionOutcome<R>> => {
    if (inFlight.current) return { ok: false, ignored: true };
    inFlight.current = true;
    setState({ busy: true, pending: variables, failed: false, error: null });
    try {
      const data = await latest.current.run(variables);
      await latest.current.onSuccess?.(data, variables);
      setState({ busy: false, pending: undefined, failed: false, error: null });
      return { ok: true, data };
    } catch (error) {
      latest.current.onError?.(error, variables);
      setState({ busy: false, pending: undefined, failed: true, error });
      return { ok: false, error };
    } finally {
      inFlight.current = false;
    }
  }, []);
  const reset = useCallback(() => setState((s) => (s.busy ? s : { busy: false, pending: undefined, failed: false, error: null })), []);
  return { run, busy: state.busy, pending: state.pending, error: state.error, failed: state.failed, reset };
}
