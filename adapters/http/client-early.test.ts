import { Schema } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckoutReads, settingsCacheKey } from '../api/checkout-boot';
import { memoryStore } from '../storage/local-store';
import type { ApiError } from './api-error';
import { createHttpClient } from './client';

// Issue 17: the boot starts a checkout's reads before their code has loaded; the page's queries
// then take those answers instead of asking again.
const Thing = Schema.Struct({ id: Schema.String });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function client(fetchImpl: (url: string) => Promise<Response>) {
  const fetch = vi.fn(fetchImpl);
  const http = createHttpClient({
    baseUrl: () => '/payment-kit',
    locale: () => 'en',
    authToken: () => undefined,
    livemode: () => false,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { http, fetch };
}

afterEach(() => vi.useRealTimers());

describe('early requests', () => {
  it('a started GET is taken by the next request for the same URL: one fetch, decoded as usual', async () => {
    const { http, fetch } = client(async () => json({ id: 'cs_1' }));
    http.early({ path: '/api/things/cs_1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(http.request({ method: 'GET', path: '/api/things/cs_1', schema: Thing })).resolves.toEqual({ id: 'cs_1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a later read asks the server again (it may have changed).
    await http.request({ method: 'GET', path: '/api/things/cs_1', schema: Thing });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('another URL, another method or a second early start never share an answer', async () => {
    const { http, fetch } = client(async (url) => json({ id: url }));
    http.early({ path: '/api/things/a' });
    http.early({ path: '/api/things/a' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await http.request({ method: 'GET', path: '/api/things/b', schema: Thing });
    await http.request({ method: 'POST', path: '/api/things/a', body: {}, schema: Thing });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('an answer nobody takes within 10 s is dropped, so no later read gets a stale one', async () => {
    vi.useFakeTimers();
    const { http, fetch } = client(async () => json({ id: 'old' }));
    http.early({ path: '/api/things/x' });
    await vi.advanceTimersByTimeAsync(10_001);
    await http.request({ method: 'GET', path: '/api/things/x', schema: Thing });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a taken answer still obeys the reader: its abort cancels the wait', async () => {
    const { http } = client(() => new Promise<Response>(() => {}));
    http.early({ path: '/api/things/slow' });
    const controller = new AbortController();
    const reading = http.request({ method: 'GET', path: '/api/things/slow', schema: Thing, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ kind: 'aborted' } satisfies Partial<ApiError>);
  });

  it('a failed early request is the reader’s network error', async () => {
    const { http } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    http.early({ path: '/api/things/down' });
    await expect(http.request({ method: 'GET', path: '/api/things/down', schema: Thing })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('startCheckoutReads', () => {
  it('starts a session’s retrieve and the settings, with the client’s own URLs', () => {
    const { http, fetch } = client(async () => json({}));
    startCheckoutReads(http, 'cs_1', false, memoryStore());
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/payment-kit/api/checkout-sessions/retrieve/cs_1?locale=en&livemode=false',
      '/payment-kit/api/settings?locale=en&livemode=false',
    ]);
  });

  it('starts nothing nobody will read: no retrieve for a payment link, no settings already stored', () => {
    const { http, fetch } = client(async () => json({}));
    const session = memoryStore();
    session.set(settingsCacheKey(false), '{}');
    startCheckoutReads(http, 'plink_1', false, session);
    expect(fetch).not.toHaveBeenCalled();
  });
});
