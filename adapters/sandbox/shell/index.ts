// The sandbox's platform services for the app shell, assembled: state, HTTP handlers, the user
// websocket and the controls. One call from adapters/sandbox/sandbox.ts.
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { KeyValueStore } from '../../storage/local-store';
import type { SandboxStore } from '../state';
import { createNotificationSocket, createUserSocketHub, type UserSocketHub } from './notification-socket';
import { seedNotifications } from './notifications';
import { createShellControls, type ShellControls } from './shell-controls';
import { shellHandlers } from './shell-handlers';
import { createShellStore, emptyShellState } from './shell-state';

export type { ShellControls } from './shell-controls';
export type { AnalyticsHit, NotificationRecord } from './shell-state';

export interface ShellBackend {
  handlers: Array<RequestHandler | WebSocketHandler>;
  controls: ShellControls;
  /** The user socket's protocol, for a transport other than the page's msw handler (the live stand-in's WebSocket). */
  userSockets: UserSocketHub;
  reset(): void;
}

/** `shareTabs` false: no BroadcastChannel to other sandboxes (the live stand-in runs one per world in one process). */
export function createShellBackend(store: SandboxStore, storage: KeyValueStore | undefined, shareTabs = true): ShellBackend {
  const shell = createShellStore(storage, () => ({ ...emptyShellState(), notifications: seedNotifications(store.now()) }), shareTabs);
  const userSockets = createUserSocketHub(shell);
  return {
    handlers: [...shellHandlers(store, shell), createNotificationSocket(userSockets)],
    userSockets,
    controls: createShellControls(store, shell),
    reset: () => shell.reset(),
  };
}
