// Assembles one sandbox: the state, the wallet, the relay, the HTTP handlers and the controls.
import type { RequestHandler, WebSocketHandler } from 'msw';
import { createControls, type SandboxControls } from './controls';
import { createHandlers } from './routing/register';
import { createRelay } from './relay';
import { createShellBackend, type ShellBackend } from './shell';
import { createSandboxStore, type SandboxStore, type SandboxStoreOptions } from './state';
import { seedData } from './seed';
import { createSandboxWallet } from './wallet';
import { SANDBOX_API_BASE } from './platform';

export interface Sandbox {
  store: SandboxStore;
  controls: SandboxControls;
  handlers: Array<RequestHandler | WebSocketHandler>;
  apiBase: string;
  /** The user socket's protocol (notifications), for the live stand-in's own WebSocket. */
  userSockets: ShellBackend['userSockets'];
}

export interface CreateSandboxOptions extends SandboxStoreOptions {
  apiBase?: string;
  /** false: the shell's state is not shared with other sandboxes through a BroadcastChannel (several in one process). */
  shareTabs?: boolean;
}

export function createSandbox(options: CreateSandboxOptions = {}): Sandbox {
  const apiBase = options.apiBase ?? SANDBOX_API_BASE;
  const store = createSandboxStore(seedData, options);
  const wallet = createSandboxWallet(store);
  const relay = createRelay(store);
  const shell = createShellBackend(store, options.storage, options.shareTabs);
  const controls = createControls(store, wallet, () => relay.dropAll(), shell);
  return { store, controls, apiBase, handlers: [...createHandlers(apiBase, store), relay.handler, ...shell.handlers], userSockets: shell.userSockets };
}
