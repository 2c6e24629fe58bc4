// The sandbox's platform services for the app shell, assembled: state, HTTP handlers, the user
// websocket and the controls. One call from adapters/sandbox/sandbox.ts.
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { KeyValueStore } from '../../storage/local-store';
import type { SandboxStore } from '../state';
import { createNotificationSocket } from './notification-socket';
import { seedNotifications } from './notifications';
import { createShellControls, type ShellControls } from './shell-controls';
import { shellHandlers } from './shell-handlers';
import { createShellStore, emptyShellState } from './shell-state';

export type { ShellControls } from './shell-controls';
export type { AnalyticsHit, NotificationRecord } from './shell-state';

export interface ShellBackend {
  handlers: Array<RequestHandler | WebSocketHandler>;
  controls: ShellControls;
  reset(): void;
}

export function createShellBackend(store: SandboxStore, storage: KeyValueStore | undefined): ShellBackend {
  const shell = createShellStore(storage, () => ({ ...emptyShellState(), notifications: seedNotifications(store.now()) }));
  const socket = createNotificationSocket(shell);
  return {
    handlers: [...shellHandlers(store, shell), socket.handler],
    controls: createShellControls(store, shell),
    reset: () => shell.reset(),
  };
}
