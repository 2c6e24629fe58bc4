import { Schema } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsCacheKey, startCheckoutReads } from '../api/checkout-boot';
import { memoryStore } from '../storage/local-store';
import type { ApiError } from './api-error';
import { resolveApiBase } from './base-url';
import { createHttpClient, type HttpContext } from './client';
import { PAYMENT_KIT_DID } from './platform-globals';

const Thing = Schema.Struct({ id: Schema.String, items: Schema.Array(Schema.Struct({ amount: Schema.String })) });

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<HttpContext> = {}) {
  const fetch = vi.fn(fetchImpl);
  const http = createHttpClient({
    baseUrl: () => '/payment-kit',
    locale: () => 'zh',
    authToken: () => undefined,
    livemode: () => true,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  });
  return { http, fetch };
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
};

describe('resolveApiBase', () => {
  it('uses the payment component mount point', () => {
    const blocklet = {
      prefix: '/',
      componentMountPoints: [
        { did: 'other', mountPoint: '/other' },
        { did: PAYMENT_KIT_DID, mountPoint: '/payment-kit/' },
      ],
    };
    expect(resolveApiBase({ blocklet })).toBe('/payment-kit');
  });
  it('prefers the cross-origin override and falls back to the prefix, then the root', () => {
    expect(resolveApiBase({ __PAYMENT_KIT_BASE_URL: 'https://pay.example.com/kit/', blocklet: { prefix: '/x' } })).toBe(
      'https://pay.example.com/kit',
    );
    expect(resolveApiBase({ blocklet: { prefix: '/app/' } })).toBe('/app');
    expect(resolveApiBase({})).toBe('');
  });
});

describe('http client', () => {
  it('adds locale, livemode and authToken to every call and decodes the answer', async () => {
    const { http, fetch } = client(async () => json({ id: 'a', items: [{ amount: '10' }], extra: true }), {
      authToken: () => 'tok',
      livemode: () => false,
    });
    const value = await http.request({ method: 'GET', path: '/api/things', query: { page: 2, skip: undefined }, schema: Thing });
    expect(value).toEqual({ id: 'a', items: [{ amount: '10' }] });
    const url = new URL(fetch.mock.calls[0]![0]);
    expect(url.pathname).toBe('/payment-kit/api/things');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'zh', livemode: 'false', authToken: 'tok', page: '2' });
  });

  it('leaves authToken out when there is none, and sends JSON bodies', async () => {
    const { http, fetch } = client(async () => json({ id: 'a', items: [] }));
    await http.request({ method: 'PUT', path: '/api/things/a', body: { quantity: 2 }, schema: Thing });
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(url).searchParams.has('authToken')).toBe(false);
    expect(init.body).toBe('{"quantity":2}');
    expect(init.method).toBe('PUT');
  });

  it('names the field when an answer breaks its schema', async () => {
    const { http } = client(async () => json({ id: 'a', items: [{ amount: 10 }] }));
    const error = await failure(http.request({ method: 'GET', path: '/api/things', schema: Thing }));
    expect(error.kind).toBe('decode');
    expect(error.details.path).toBe('items[0].amount');
    expect(error.message).toMatch(/items\[0\]\.amount: Expected string/);
  });

  it('reports a body that is not JSON as a decode error', async () => {
    const { http } = client(async () => json('<html>oops'));
    const error = await failure(http.request({ method: 'GET', path: '/api/things', schema: Thing }));
    expect(error.kind).toBe('decode');
    expect(error.message).toMatch(/not JSON/);
  });

  it('turns error answers into the spec text and keeps the server code', async () => {
    const { http } = client(async () =>
      json({ code: 'CUSTOMER_LIMITED', error: 'You have unpaid invoices' }, 400),
    );
    const error = await failure(http.request({ method: 'PUT', path: '/api/x', schema: Thing }));
    expect(error.kind).toBe('http');
    expect(error.code).toBe('CUSTOMER_LIMITED');
    expect(error.details.status).toBe(400);
    expect(error.message).toBe('You have unpaid invoices');
  });

  it('formats validation details as "Validate failed: path: message"', async () => {
    const { http } = client(async () =>
      json({ details: [{ path: ['customer_email'], message: '"customer_email" must be a valid email' }] }, 400),
    );
    const error = await failure(http.request({ method: 'PUT', path: '/api/x', schema: Thing }));
    expect(error.message).toMatch(/^Validate failed: customer_email: 'customer_email' must be a valid email/);
  });

  it('tells a network failure from a timeout and from a cancel', async () => {
    const network = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(network.http.request({ method: 'GET', path: '/a', schema: Thing }))).kind).toBe('network');

    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = client(hang);
    const timeout = await failure(slow.http.request({ method: 'GET', path: '/a', schema: Thing, timeoutMs: 20 }));
    expect(timeout.kind).toBe('timeout');

    const controller = new AbortController();
    const pending = slow.http.request({ method: 'GET', path: '/a', schema: Thing, signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });
});

// The boot starts a checkout's reads before their code has loaded; the page's queries
// then take those answers instead of asking again.
const enClient = (fetchImpl: (url: string) => Promise<Response>) => client(fetchImpl, { locale: () => 'en', livemode: () => false });
const Id = Schema.Struct({ id: Schema.String });

afterEach(() => vi.useRealTimers());

describe('early requests', () => {
  it('a started GET is taken by the next request for the same URL: one fetch, decoded as usual', async () => {
    const { http, fetch } = enClient(async () => json({ id: 'cs_1' }));
    http.early({ path: '/api/things/cs_1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(http.request({ method: 'GET', path: '/api/things/cs_1', schema: Id })).resolves.toEqual({ id: 'cs_1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a later read asks the server again (it may have changed).
    await http.request({ method: 'GET', path: '/api/things/cs_1', schema: Id });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('another URL, another method or a second early start never share an answer', async () => {
    const { http, fetch } = enClient(async (url) => json({ id: url }));
    http.early({ path: '/api/things/a' });
    http.early({ path: '/api/things/a' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await http.request({ method: 'GET', path: '/api/things/b', schema: Id });
    await http.request({ method: 'POST', path: '/api/things/a', body: {}, schema: Id });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('an answer nobody takes within 10 s is dropped, so no later read gets a stale one', async () => {
    vi.useFakeTimers();
    const { http, fetch } = enClient(async () => json({ id: 'old' }));
    http.early({ path: '/api/things/x' });
    await vi.advanceTimersByTimeAsync(10_001);
    await http.request({ method: 'GET', path: '/api/things/x', schema: Id });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a taken answer still obeys the reader: its abort cancels the wait', async () => {
    const { http } = enClient(() => new Promise<Response>(() => {}));
    http.early({ path: '/api/things/slow' });
    const controller = new AbortController();
    const reading = http.request({ method: 'GET', path: '/api/things/slow', schema: Id, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ kind: 'aborted' } satisfies Partial<ApiError>);
  });

  it('a taken answer’s time limit counts from when it was sent, not from when it was taken', async () => {
    vi.useFakeTimers();
    const { http, fetch } = enClient(() => new Promise<Response>(() => {}));
    http.early({ path: '/api/things/hanging' });
    // The reading code arrives 7.5 s later: 0.5 s of its 8 s are left.
    await vi.advanceTimersByTimeAsync(7_500);
    const reading = http.request({ method: 'GET', path: '/api/things/hanging', schema: Id, timeoutMs: 8_000 });
    const outcome = reading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(600);
    await expect(outcome).resolves.toMatchObject({ kind: 'timeout', message: 'The server did not answer within 8 s.' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed early request is the reader’s network error', async () => {
    const { http } = enClient(() => Promise.reject(new TypeError('Failed to fetch')));
    http.early({ path: '/api/things/down' });
    await expect(http.request({ method: 'GET', path: '/api/things/down', schema: Id })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('startCheckoutReads', () => {
  it('starts a session’s retrieve and the settings, with the client’s own URLs', () => {
    const { http, fetch } = enClient(async () => json({}));
    startCheckoutReads(http, 'cs_1', false, memoryStore());
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/payment-kit/api/checkout-sessions/retrieve/cs_1?locale=en&livemode=false',
      '/payment-kit/api/settings?locale=en&livemode=false',
    ]);
  });

  it('starts nothing nobody will read: no retrieve for a payment link, no settings already stored', () => {
    const { http, fetch } = enClient(async () => json({}));
    const session = memoryStore();
    session.set(settingsCacheKey(false), '{}');
    startCheckoutReads(http, 'plink_1', false, session);
    expect(fetch).not.toHaveBeenCalled();
  });
});
