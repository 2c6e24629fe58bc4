// The platform session, decoded by a module loaded beside the request (docs/speed.md).
import { describe, expect, it } from 'vitest';
import { createLiveSession } from './live-session';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createLiveSession', () => {
  const user = { did: 'z1', fullName: 'Ada Payer', passports: [{ id: 'p1', role: 'member' }] };

  it('decodes the logged-in user of the answer and keeps it', async () => {
    const session = createLiveSession({ fetch: answering(200, { user }) });
    expect(session.user()).toBeNull();
    await expect(session.refresh()).resolves.toMatchObject({ did: 'z1', fullName: 'Ada Payer' });
    expect(session.user()).toMatchObject({ did: 'z1' });
  });

  it('nobody logged in, a refused call or an answer that breaks the schema: no user', async () => {
    await expect(createLiveSession({ fetch: answering(200, { user: null }) }).refresh()).resolves.toBeNull();
    await expect(createLiveSession({ fetch: answering(401, {}) }).refresh()).resolves.toBeNull();
    await expect(createLiveSession({ fetch: answering(200, { user: { did: 1 } }) }).refresh()).resolves.toBeNull();
  });

  it('login: a person the platform already knows is answered at once, nobody else goes to the login page with the way back', async () => {
    const went: string[] = [];
    const known = createLiveSession({ fetch: answering(200, { user }), navigate: (url) => went.push(url) });
    await expect(known.login()).resolves.toMatchObject({ did: 'z1' });
    expect(went).toEqual([]);

    const nobody = createLiveSession({ fetch: answering(200, { user: null }), servicePrefix: '/svc', navigate: (url) => went.push(url) });
    void nobody.login();
    await expect.poll(() => went).toHaveLength(1);
    expect(went[0]).toMatch(/^\/svc\/\.well-known\/service\/login\?redirect=/);
  });
});
