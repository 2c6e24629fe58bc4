import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxServer } from '../node';

const sandbox = createSandboxServer();
const url = (path: string) => new URL(path, 'http://sandbox.test').toString();
const list = async (query = '') => {
  const response = await fetch(url(`/.well-known/service/user/notifications${query}`));
  return { status: response.status, body: (await response.json()) as { list: { id: string; severity?: string; source: string }[]; count: number; unReadCount: number } };
};
const read = (ids?: string[]) =>
  fetch(url('/.well-known/service/user/notifications/read'), { method: 'POST', body: JSON.stringify(ids ? { notificationIds: ids } : {}) }).then(
    (r) => r.json() as Promise<{ readCount: number }>,
  );

beforeAll(() => sandbox.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sandbox.controls.reset());
afterAll(() => sandbox.server.close());

describe('sandbox platform services of the shell', () => {
  it('lists the signed-in person’s notifications with the page’s filters and the unread count', async () => {
    const all = await list();
    expect(all.body).toMatchObject({ count: 3, unReadCount: 2 });
    expect((await list('?severity=warning')).body.list.map((n) => n.severity)).toEqual(['warning']);
    expect((await list('?componentDid=system')).body.list.map((n) => n.source)).toEqual(['system']);
    expect((await list('?read=false')).body.count).toBe(2);
    expect((await list('?read=true')).body.count).toBe(1);
    expect((await list('?severity=all&componentDid=all')).body.count).toBe(3);
  });

  it('creates a notification through the control and marks one, then all, read', async () => {
    const created = sandbox.controls.shell.notify({ title: 'Deploy finished', severity: 'error' });
    expect((await list()).body.unReadCount).toBe(3);
    expect((await list(`?id=${created.id}`)).body.list).toHaveLength(1);
    expect(await read([created.id])).toEqual({ readCount: 1 });
    expect((await list()).body.unReadCount).toBe(2);
    expect(await read()).toEqual({ readCount: 2 });
    expect((await list()).body.unReadCount).toBe(0);
  });

  it('answers 401 to a guest and applies injected faults', async () => {
    sandbox.controls.setIdentity('guest');
    expect((await list()).status).toBe(401);
    sandbox.controls.setIdentity('customer');
    sandbox.controls.faults.set('notifications.list', { kind: 'error500', times: 1 });
    expect((await list()).status).toBe(500);
    expect((await list()).status).toBe(200);
  });

  it('records analytics scripts only when enabled', async () => {
    await fetch(url('/.well-known/analytics/pv/page.js?path=/a'));
    expect(sandbox.controls.shell.analyticsHits()).toEqual([]);
    sandbox.controls.shell.setAnalytics(true);
    await fetch(url('/.well-known/analytics/pv/page.js?path=/b'));
    expect(sandbox.controls.shell.analyticsHits()).toMatchObject([{ type: 'pv', name: 'page', path: '/b' }]);
  });

  it('knows the blocked identity (approved: false) and resets the shell state with the sandbox', () => {
    expect(sandbox.controls.identities.find((i) => i.id === 'blocked')?.user?.approved).toBe(false);
    sandbox.controls.shell.setTemporaryHost(true);
    sandbox.controls.reset();
    expect(sandbox.controls.shell.temporaryHost()).toBe(false);
  });
});

describe('notification pages', () => {
  it('answers one page of the filtered list with the total count', async () => {
    for (let n = 0; n < 9; n += 1) sandbox.controls.shell.notify({ title: `Batch ${n}` });
    const first = await list('?page=1&pageSize=10');
    expect(first.body).toMatchObject({ count: 12, unReadCount: 11 });
    expect(first.body.list).toHaveLength(10);
    const second = await list('?page=2&pageSize=10');
    expect(second.body.list).toHaveLength(2);
    expect(new Set([...first.body.list, ...second.body.list].map((n) => n.id)).size).toBe(12);
    expect((await list('?read=true&page=1&pageSize=10')).body).toMatchObject({ count: 1 });
  });
});
