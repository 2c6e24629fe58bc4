import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installInPageFetch } from './in-page-fetch';

// Issue 17: before the sandbox's worker serves a first visit, the page's fetch answers API calls
// from the same handlers; everything else, and everything after, goes to the network.
const origin = 'http://app.test';
function page() {
  const network = vi.fn(async (input: RequestInfo | URL) => new Response(`network: ${String(input)}`));
  const target = { fetch: network as unknown as typeof fetch, location: { origin } as Location };
  const handlers = [
    http.get(`${origin}/payment-kit/api/things/:id`, ({ params }) => HttpResponse.json({ id: params['id'] })),
    http.get(`${origin}/payment-kit/api/down`, () => HttpResponse.error()),
    http.get(`${origin}/payment-kit/api/slow`, () => new Promise<Response>(() => {})),
  ];
  return { target, network, restore: installInPageFetch(handlers, target) };
}

describe('installInPageFetch', () => {
  it('answers an API call in the page, with the handler’s answer', async () => {
    const { target, network } = page();
    const response = await target.fetch(`${origin}/payment-kit/api/things/cs_1?locale=en`);
    await expect(response.json()).resolves.toEqual({ id: 'cs_1' });
    expect(network).not.toHaveBeenCalled();
  });

  it('lets assets, other origins and API calls no handler knows go to the network', async () => {
    const { target, network } = page();
    await target.fetch(`${origin}/assets/index.js`);
    await target.fetch('https://elsewhere.test/payment-kit/api/things/1');
    await target.fetch(`${origin}/payment-kit/api/unknown`);
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('a handler’s network fault rejects, as fetch does; an abort ends a wait', async () => {
    const { target } = page();
    await expect(target.fetch(`${origin}/payment-kit/api/down`)).rejects.toThrow(TypeError);
    const controller = new AbortController();
    const waiting = target.fetch(`${origin}/payment-kit/api/slow`, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
  });

  it('restoring gives the page its own fetch back (the worker serves from then on)', async () => {
    const { target, network, restore } = page();
    restore();
    await target.fetch(`${origin}/payment-kit/api/things/cs_1`);
    expect(network).toHaveBeenCalledTimes(1);
    expect(target.fetch).toBe(network);
  });
});
