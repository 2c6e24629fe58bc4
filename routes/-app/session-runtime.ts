// The session machine running for the whole app. A chunk of its own (XState and the machine):
// the root starts it right after the first paint, and the protected area's loader awaits it, so
// the home page's first paint never downloads it.
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { CoreAdapters } from '@adapters/compose';
import type { SandboxControls } from '@adapters/sandbox/controls';
import { createLivePlatformSession, createSandboxPlatformSession, type PlatformSession } from '@adapters/session/platform-session';
import { writeLivemode } from '@adapters/storage/livemode';
import { sessionMachine, type SessionEvent } from '@machines/session/session.machine';
import { sessionView, type SessionView } from '@machines/session/session.view';
import { inspection } from '../-inspector/machine-inspection';

export interface SessionRuntime {
  view(): SessionView;
  subscribe(listener: () => void): () => void;
  send(event: SessionEvent): void;
}

export interface SessionRuntimeDeps {
  adapters: CoreAdapters;
  sandbox: SandboxControls | undefined;
  /** Called when the livemode flag changes, so cached reads of the other mode are dropped. */
  onLivemodeChange: () => void;
}

export function createSessionRuntime({ adapters, sandbox, onLivemodeChange }: SessionRuntimeDeps): SessionRuntime {
  const platform: PlatformSession = sandbox
    ? createSandboxPlatformSession(sandbox, (url) => window.location.assign(url))
    : createLivePlatformSession({ local: adapters.local });
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(({ signal }) => platform.load(signal)),
      startLogin: fromPromise<void, { returnTo: string }>(({ input }) => platform.login(input.returnTo)),
      logout: fromPromise(() => platform.logout()),
      watchPlatform: fromCallback<SessionEvent>(({ sendBack }) => platform.subscribe(sendBack)),
    },
    actions: {
      syncLivemode: (_args, { livemode }: { livemode: boolean }) => {
        if (adapters.livemode() === livemode) return;
        writeLivemode(adapters.local, livemode);
        onLivemodeChange();
      },
      // The site root, not the app's prefix (docs/reference/store-shell.md §1.1).
      goToRoot: () => window.location.assign('/'),
    },
  });
  const actor = createActor(machine, { input: { livemode: adapters.livemode() }, ...inspection() }).start();
  let cached: { snapshot: unknown; view: SessionView } | null = null;
  return {
    view() {
      const snapshot = actor.getSnapshot();
      if (cached?.snapshot !== snapshot) cached = { snapshot, view: sessionView(snapshot) };
      return cached.view;
    },
    subscribe(listener) {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    send: (event) => actor.send(event),
  };
}
