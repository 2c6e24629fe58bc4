// The same sandbox for vitest: msw/node intercepts fetch (and WebSocket where Node has one).
import { setupServer, type SetupServer } from 'msw/node';
import { memoryStore } from '../storage/local-store';
import { createSandbox, type CreateSandboxOptions, type Sandbox } from './sandbox';

export interface SandboxServer extends Sandbox {
  server: SetupServer;
}

/** Call `server.listen()` in beforeAll and `server.close()` in afterAll. State starts freshly seeded. */
export function createSandboxServer(options: CreateSandboxOptions = {}): SandboxServer {
  const sandbox = createSandbox({ storage: memoryStore(), ...options });
  return { ...sandbox, server: setupServer(...sandbox.handlers) };
}
