// The live platform session behind the session machine: the answer is decoded by a module loaded
// beside the request (session-answer.ts), so the session runtime every signed-in page awaits
// carries no schemas (docs/portal.md).
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/local-store';
import { createLivePlatformSession } from './platform-session';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createLivePlatformSession', () => {
  const user = { did: 'z1', fullName: 'Ada Payer', passports: [{ id: 'p1', role: 'member' }] };
  const session = (fetch: typeof globalThis.fetch, livemode?: string) =>
    createLivePlatformSession({ local: memoryStore(livemode ? { livemode } : {}), fetch });

  it('decodes the logged-in user with the stored livemode', async () => {
    await expect(session(answering(200, { user }), 'false').load()).resolves.toEqual({ user: expect.objectContaining({ did: 'z1', fullName: 'Ada Payer' }), livemode: false });
  });

  it('nobody logged in (no user, or 401) is a null user; another failure or a broken answer throws', async () => {
    await expect(session(answering(200, {})).load()).resolves.toMatchObject({ user: null });
    await expect(session(answering(200, { user: null })).load()).resolves.toMatchObject({ user: null });
    await expect(session(answering(401, {})).load()).resolves.toMatchObject({ user: null });
    await expect(session(answering(500, {})).load()).rejects.toThrow('HTTP 500');
    await expect(session(answering(200, { user: { did: 1 } })).load()).rejects.toThrow();
  });
});
