// Every endpoint of the sandbox Payment Kit, in one list for setupWorker / setupServer.
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { SandboxStore } from '../state';
import { customerHandlers } from './customers';
import { settingsHandlers } from './settings';
import type { HandlerContext } from './route';

export function createHandlers(apiBase: string, store: SandboxStore): Array<RequestHandler | WebSocketHandler> {
  const ctx: HandlerContext = { store, base: apiBase.replace(/\/+$/, '') };
  return [...settingsHandlers(ctx), ...customerHandlers(ctx)];
}
