// The app's one session, shared by the header, the protected area and any page: started once
// (lazily: its code is a chunk of its own), read with useSession().
import { useSyncExternalStore } from 'react';
import type { SessionView } from '@machines/session/session.view';
import type { RouterContext } from './context';
import type { SessionRuntime, SessionRuntimeDeps } from './session-runtime';

let runtime: Promise<SessionRuntime> | undefined;
let loaded: SessionRuntime | undefined;
const waiting = new Set<() => void>();

/** Starts the session machine on first call; every later call gets the same one. */
export function getSessionRuntime(deps: SessionRuntimeDeps): Promise<SessionRuntime> {
  runtime ??= import('./session-runtime').then(({ createSessionRuntime }) => {
    loaded = createSessionRuntime(deps);
    for (const listener of [...waiting]) listener();
    return loaded;
  });
  return runtime;
}

const subscribe = (listener: () => void) => {
  if (loaded) return loaded.subscribe(listener);
  // Not started yet: follow the machine once it is, and re-render then.
  let off: (() => void) | undefined;
  const started = () => {
    waiting.delete(started);
    off = loaded?.subscribe(listener);
    listener();
  };
  waiting.add(started);
  return () => {
    waiting.delete(started);
    off?.();
  };
};

/** The session view, or null while the session code is still loading (first paint). */
export function useSession(): { view: SessionView | null; runtime: SessionRuntime | undefined } {
  const view = useSyncExternalStore(subscribe, () => loaded?.view() ?? null);
  return { view, runtime: loaded };
}

/** The runtime's dependencies from the router context. */
export const sessionDepsOf = (context: Pick<RouterContext, 'adapters' | 'sandbox' | 'queryClient'>): SessionRuntimeDeps => ({
  adapters: context.adapters,
  sandbox: context.sandbox,
  onLivemodeChange: () => void context.queryClient.invalidateQueries(),
});
