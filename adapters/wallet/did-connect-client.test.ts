// The small DID Connect client of the live build: opens the action's session with its params,
// asks for its status until the wallet answers, maps the answer to the WalletPort's outcome, and
// ends the session when the payer gives up.
import { describe, expect, it } from 'vitest';
import { createDidConnectClient } from './did-connect-client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: the token, then the given statuses one per poll; records every URL. */
const server = (statuses: unknown[]) => {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (url.includes('/token?')) return json({ token: 't1', url: 'https://wallet/t1' });
    if (url.includes('/timeout?')) return json({ status: 'timeout' });
    return json(statuses.length > 1 ? statuses.shift() : statuses[0]);
  }) as typeof globalThis.fetch;
  return { urls, fetch };
};

const request = { action: 'payment' as const, extraParams: { checkoutSessionId: 'cs_1' }, prefix: '/payment/api/did' };

describe('createDidConnectClient', () => {
  it('opens the session with the extra params and polls until the wallet succeeds', async () => {
    const fake = server([{ status: 'created' }, { status: 'scanned' }, { status: 'succeed', txHash: '0xabc' }]);
    const open = createDidConnectClient({ fetch: fake.fetch, pollMs: 1 });
    await expect(open(request)).resolves.toEqual({ status: 'approved', txHash: '0xabc' });
    expect(fake.urls[0]).toBe('/payment/api/did/payment/token?checkoutSessionId=cs_1');
    expect(fake.urls.slice(1)).toEqual(Array(3).fill('/payment/api/did/payment/status?_t_=t1'));
  });

  it('an error is a decline with its reason; a timed-out session is cancelled; a refused open throws', async () => {
    await expect(createDidConnectClient({ fetch: server([{ status: 'error', error: 'Balance too low' }]).fetch, pollMs: 1 })(request)).resolves.toEqual({ status: 'declined', reason: 'Balance too low' });
    await expect(createDidConnectClient({ fetch: server([{ status: 'timeout' }]).fetch, pollMs: 1 })(request)).resolves.toEqual({ status: 'cancelled' });
    const refused = (async () => json({ error: 'no' }, 500)) as typeof fetch;
    await expect(createDidConnectClient({ fetch: refused })(request)).rejects.toThrow('DID Connect answered 500');
  });

  it('the payer cancels: the outcome is cancelled and the session is ended on the server', async () => {
    const fake = server([{ status: 'created' }]);
    const controller = new AbortController();
    const outcome = createDidConnectClient({ fetch: fake.fetch, pollMs: 5 })(request, controller.signal);
    await expect.poll(() => fake.urls.length).toBeGreaterThan(1);
    controller.abort();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    await expect.poll(() => fake.urls.at(-1)).toBe('/payment/api/did/payment/timeout?_t_=t1');
  });
});
