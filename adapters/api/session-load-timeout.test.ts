// The session load is on the path to the form, so it ends within a few seconds
// (it used the client's 30 s default, and a hanging retrieve kept the skeleton half a minute).
import { describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient, type RequestSpec } from '../http/client';
import { retrieveCheckout, SESSION_LOAD_TIMEOUT_MS, startCheckoutFromLink } from './checkout';

/** A client that records what it is asked and never answers (a hanging back end). */
function recordingClient() {
  const specs: RequestSpec<unknown>[] = [];
  const http = { request: (spec: RequestSpec<unknown>) => (specs.push(spec), new Promise(() => {})) } as unknown as HttpClient;
  return { http, specs };
}

describe('the session load time-out', () => {
  it('is a few seconds, well under the client default of 30 s', () => {
    expect(SESSION_LOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(3_000);
    expect(SESSION_LOAD_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it('bounds both the retrieve of a session and the start from a payment link', () => {
    const { http, specs } = recordingClient();
    void retrieveCheckout(http, 'cs_sbx_one_time');
    void startCheckoutFromLink(http, 'plink_sbx_timeout_probe');
    expect(specs.map((spec) => [spec.path, spec.maxTimeoutMs])).toEqual([
      ['/api/checkout-sessions/retrieve/cs_sbx_one_time', SESSION_LOAD_TIMEOUT_MS],
      ['/api/checkout-sessions/start/plink_sbx_timeout_probe', SESSION_LOAD_TIMEOUT_MS],
    ]);
  });
});

describe('a request bounded by maxTimeoutMs', () => {
  const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  const client = (defaultTimeoutMs?: number) =>
    createHttpClient({ baseUrl: () => 'http://sandbox.test', locale: () => 'en', authToken: () => undefined, livemode: () => true, fetch: hanging, ...(defaultTimeoutMs ? { defaultTimeoutMs } : {}) });
  const schema = { } as RequestSpec<unknown>['schema'];

  it('gives up at the bound when the default (30 s) is longer', async () => {
    const started = Date.now();
    await expect(client().request({ method: 'GET', path: '/x', schema, maxTimeoutMs: 200 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps a shorter default', async () => {
    const started = Date.now();
    await expect(client(100).request({ method: 'GET', path: '/x', schema, maxTimeoutMs: 5_000 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
