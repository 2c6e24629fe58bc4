// Shared set-up of the adapters' contract tests: one sandbox server per test file, a fresh state
// per test, and an HTTP client pointed at the sandbox's API base.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createHttpClient, type HttpClient } from '../../http/client';
import { createSandboxServer, type SandboxServer } from '../node';
import type { IdentityName } from '../model';

export interface Harness {
  sandbox: SandboxServer;
  http: HttpClient;
  as(identity: IdentityName): void;
}

export function useSandbox(options: { timeoutMs?: number; livemode?: boolean } = {}): Harness {
  const sandbox = createSandboxServer();
  const http = createHttpClient({
    baseUrl: () => sandbox.apiBase,
    locale: () => 'en',
    authToken: () => undefined,
    livemode: () => options.livemode ?? true,
    defaultTimeoutMs: options.timeoutMs ?? 2_000,
  });
  beforeAll(() => sandbox.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => sandbox.controls.reset());
  afterEach(() => sandbox.controls.faults.clear());
  afterAll(() => sandbox.server.close());
  return { sandbox, http, as: (identity) => sandbox.controls.setIdentity(identity) };
}
