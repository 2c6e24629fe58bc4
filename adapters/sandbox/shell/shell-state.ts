// The sandbox's platform-service state for the app shell (docs/shell.md): the users' notifications,
// the analytics hits it recorded, and the switches a tester flips (temporary host, analytics,
// the session's livemode). Persisted under its own key next to the Payment Kit state, and
// shared with the other tabs of the same browser through a BroadcastChannel, so that reading a
// notification in one tab lowers the bell count in another.
import type { Notification } from '@domain/model';
import type { KeyValueStore } from '../../storage/local-store';

export const SHELL_STORAGE_KEY = 'payment-kit-sandbox-shell:v1';
export const SHELL_CHANNEL = 'payment-kit-sandbox-shell';

/** A notification as the platform keeps it: the wire shape plus when it was created. */
export type NotificationRecord = Notification & { createdAt: string };

export interface AnalyticsHit {
  /** 'pv' (page view) or 'evt' (event). */
  type: string;
  name: string;
  /** The page (or event data) the script was loaded for. */
  path: string;
  at: number;
}

export interface ShellState {
  seq: number;
  notifications: NotificationRecord[];
  analytics: { enabled: boolean; hits: AnalyticsHit[] };
  /** Pretend the site runs on a temporary platform domain (the domain warning shows). */
  temporaryHost: boolean;
  /** The session's livemode flag (the platform's test-mode switch). */
  livemode: boolean;
}

/** What one tab tells the others after a change (they then read the state again). */
export type ShellBroadcast =
  | { kind: 'notification.created'; notification: NotificationRecord }
  | { kind: 'notification.read'; receiver: string; readCount: number }
  | { kind: 'changed' };

/** What travels between tabs: the change and the whole state after it. */
interface TabMessage {
  broadcast: ShellBroadcast;
  state: ShellState;
}

export interface ShellStore {
  read(): ShellState;
  update<R>(recipe: (state: ShellState) => R, broadcast?: ShellBroadcast): R;
  subscribe(listener: () => void): () => void;
  /** Changes made here or in another tab, as the websocket pushes them. */
  onBroadcast(listener: (message: ShellBroadcast) => void): () => void;
  reset(): void;
}

export const emptyShellState = (): ShellState => ({
  seq: 0,
  notifications: [],
  analytics: { enabled: false, hits: [] },
  temporaryHost: false,
  livemode: true,
});

const MAX_HITS = 200;

function load(storage: KeyValueStore | undefined, seed: () => ShellState): ShellState {
  const raw = storage?.get(SHELL_STORAGE_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as ShellState;
      if (parsed && Array.isArray(parsed.notifications)) return parsed;
    } catch {
      /* a broken saved state is replaced by a fresh seed */
    }
  }
  return seed();
}

/** A channel to the other tabs, when the browser has one (node tests run without). */
function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SHELL_CHANNEL);
}

export function createShellStore(storage: KeyValueStore | undefined, seed: () => ShellState, shareTabs = true): ShellStore {
  let state = load(storage, seed);
  const listeners = new Set<() => void>();
  const broadcastListeners = new Set<(message: ShellBroadcast) => void>();
  const channel = shareTabs ? openChannel() : null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const deliver = (message: ShellBroadcast) => {
    for (const listener of [...broadcastListeners]) listener(message);
  };
  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    // Another tab changed the state: take the state it sent (its local-storage write may not
    // have reached this tab yet), then push the change to our sockets.
    state = event.data.state;
    notify();
    deliver(event.data.broadcast);
  });
  return {
    read: () => state,
    update(recipe, broadcast = { kind: 'changed' }) {
      state = { ...state, analytics: { ...state.analytics } };
      const result = recipe(state);
      state.analytics.hits = state.analytics.hits.slice(-MAX_HITS);
      storage?.set(SHELL_STORAGE_KEY, JSON.stringify(state));
      notify();
      deliver(broadcast);
      channel?.postMessage({ broadcast, state } satisfies TabMessage);
      return result;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onBroadcast(listener) {
      broadcastListeners.add(listener);
      return () => void broadcastListeners.delete(listener);
    },
    reset() {
      state = seed();
      storage?.set(SHELL_STORAGE_KEY, JSON.stringify(state));
      notify();
      channel?.postMessage({ broadcast: { kind: 'changed' }, state } satisfies TabMessage);
    },
  };
}
