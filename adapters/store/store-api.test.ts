// Contract tests of the sandbox store through the real HTTP adapter: seed size, list search,
// category, sort and paging, detail and readme, the review workflow with the domain's guards,
// upload rules, access tokens, categories and developers, permission mode, faults.
import { describe, expect, it } from 'vitest';
import { readStoreQuery } from '@domain/store';
import { createHttpClient } from '../http/client';
import { isApiError } from '../http/api-error';
import { useSandbox as sandboxHarness } from '../sandbox/testing/harness';
import { APP_COUNT, SEED_CATEGORIES, appDid, UNSAFE_README_INDEX } from '../sandbox/app-store/seed';
import { createStoreApi } from './store-api';
import { exampleAppDid } from './example-did';
import { refusal as refused } from '@test/refusal';

// One sandbox server for the file, a fresh state per test.
const h = sandboxHarness();
const http = createHttpClient({ baseUrl: () => '/store', locale: () => 'en', authToken: () => undefined, livemode: () => true, defaultTimeoutMs: 2000 });
const api = createStoreApi(http);
const q = (search: Record<string, unknown> = {}) => readStoreQuery(search);


describe('seed', () => {
  it('has at least 60 apps in at least 8 categories, every review state and several versions', async () => {
    h.as('admin');
    const all = await api.consoleApps([]);
    expect(all.total).toBe(APP_COUNT);
    expect(APP_COUNT).toBeGreaterThanOrEqual(60);
    expect((await api.categories()).length).toBe(SEED_CATEGORIES.length);
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    const states = new Set(all.dataList.map((a) => a.latestVersion?.status));
    expect([...states].sort()).toEqual(['APPROVED', 'CANCELLED', 'DRAFT', 'IN_REVIEW', 'PENDING_REVIEW', 'PUBLISHED', 'REJECTED']);
    expect((await api.versions(appDid(10))).length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic across resets (dates count back from the seeding moment)', async () => {
    const shape = (page: Awaited<ReturnType<typeof api.list>>) => page.dataList.map((a) => [a.did, a.title, a.version, a.price, a.stats?.downloads]);
    const first = shape(await api.list(q({ sort: 'name' })));
    h.sandbox.controls.reset();
    expect(shape(await api.list(q({ sort: 'name' })))).toEqual(first);
  });
});

describe('catalogue', () => {
  it('pages 18 per page and counts every listed app', async () => {
    const page1 = await api.list(q());
    expect(page1.dataList).toHaveLength(18);
    const page4 = await api.list(q({ page: 4 }));
    expect(page1.total).toBeGreaterThan(54);
    expect(page4.dataList.length).toBe(page1.total - 54);
  });

  it('searches, filters by category and price, sorts by name', async () => {
    const found = await api.list(q({ keyword: 'Readme Safety' }));
    expect(found.dataList[0]?.did).toBe(appDid(UNSAFE_README_INDEX));
    const empty = await api.list(q({ keyword: 'no-such-app-anywhere' }));
    expect(empty).toEqual({ dataList: [], total: 0 });
    const photos = await api.list(q({ category: 'cat_photos' }));
    expect(photos.total).toBeGreaterThan(0);
    expect(photos.dataList.every((a) => a.category?.id === 'cat_photos')).toBe(true);
    const paid = await api.list(q({ price: 'payment' }));
    expect(paid.dataList.every((a) => a.price)).toBe(true);
    const names = (await api.list(q({ sort: 'name' }))).dataList.map((a) => a.title ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('hides blocked and unpublished apps', async () => {
    const listed = (await api.list({ ...q(), page: 1 }, undefined)).total;
    h.as('admin');
    await api.block(appDid(20), 'Spam');
    expect((await api.list(q())).total).toBe(listed - 1);
  });

  it('rejects a page size over 1500 with the validation shape', async () => {
    const r = await refused(http.request({ method: 'GET', path: '/api/v2/blocklets.json', query: { pageSize: 2000 }, schema: (await import('effect')).Schema.Unknown }));
    expect(r.status).toBe(400);
    expect(r.message).toContain('pageSize');
  });

  it('gives detail with the readme in both languages', async () => {
    const detail = await api.detail(appDid(UNSAFE_README_INDEX));
    expect(detail.meta.title).toBe('Readme Safety Probe');
    const info = await api.info(appDid(UNSAFE_README_INDEX));
    expect(info.readme.en).toContain('onerror');
    expect(info.readme.en).toContain('javascript:');
    expect(info.readme.zh).toContain('安装');
  });

  it('answers 404 for an unknown app', async () => {
    expect((await refused(api.detail('zNope'))).status).toBe(404);
  });

  it('opens a checkout session for a paid app', async () => {
    h.as('customer');
    const paid = (await api.list(q({ price: 'payment' }))).dataList[0]!;
    const answer = await api.purchase(paid.did);
    expect(answer.url).toBe(`/checkout/pay/${answer.checkoutSessionId}`);
    expect(h.sandbox.store.read().sessions[answer.checkoutSessionId]?.line_items[0]?.price.product?.name).toBe(paid.title);
  });
});

describe('review workflow', () => {
  it('walks create → upload → request → start → comment → reply → approve → publish, then lists the app', async () => {
    h.as('developer');
    const app = await api.createApp({ name: 'journey-app', remark: 'A test', permission: 'Public', did: exampleAppDid(1) });
    await api.upload({ did: app.did, version: '1.0.0', changeLog: 'first', readme: '# Journey', bundleSize: 10 });
    await api.requestReview(app.did, '1.0.0');
    h.as('admin');
    expect((await api.consoleApps(['PENDING_REVIEW'])).dataList.some((a) => a.did === app.did)).toBe(true);
    await api.review(app.did, '1.0.0', 'IN_REVIEW');
    await api.comment(app.did, '1.0.0', 'Please add screenshots');
    h.as('developer');
    await api.comment(app.did, '1.0.0', 'Added');
    h.as('admin');
    expect((await refused(api.review(app.did, '1.0.0', 'APPROVED'))).message).toBe('The category is required');
    await api.review(app.did, '1.0.0', 'APPROVED', { category: 'cat_ai', content: 'Nice' });
    h.as('developer');
    // Publishing is a DID Connect round: the store names the action, the wallet's signature publishes.
    expect(await api.publishAction(app.did, '1.0.0')).toBe('free-publish-blocklet');
    const signed = h.sandbox.controls.wallet.connect({ action: 'free-publish-blocklet', extraParams: { did: app.did, version: '1.0.0' } });
    await h.sandbox.controls.wallet.approve();
    expect(await signed).toMatchObject({ status: 'approved' });
    const comments = await api.comments(app.did, '1.0.0');
    expect(comments.map((c) => c.content)).toEqual(['🚧 Pending Review!', '👀 In Review ...', 'Please add screenshots', 'Added', '✅ Approved !', 'Nice', '🚀 Published !']);
    h.as('guest');
    const found = await api.list(q({ keyword: 'journey-app' }));
    expect(found.dataList.map((a) => a.did)).toEqual([app.did]);
    expect((await api.list(q({ category: 'cat_ai', keyword: 'journey' }))).total).toBe(1);
  });

  it('makes reject final: the version cannot be requested again, only a higher one', async () => {
    h.as('developer');
    const did = appDid(20); // seeded REJECTED (Carol's)
    const detail = await api.detail(did, (await api.versions(did))[0]!.version);
    const r = await refused(api.requestReview(did, detail.specifiedVersion!.version));
    expect(r).toEqual({ status: 400, message: 'This version is closed (rejected or cancelled): upload a higher version' });
  });

  it('makes cancel final and refuses it from a published version', async () => {
    h.as('developer');
    const did = appDid(8); // seeded PENDING_REVIEW (Carol's)
    const version = (await api.versions(did))[0]!.version;
    await api.cancelReview(did, version);
    expect((await refused(api.requestReview(did, version))).message).toBe('This version is closed (rejected or cancelled): upload a higher version');
    expect((await refused(api.cancelReview(did, version))).status).toBe(400);
  });

  it('refuses an admin action to a developer and a developer action to an admin', async () => {
    h.as('developer');
    const pending = (await api.versions(appDid(8)))[0]!.version;
    expect((await refused(api.review(appDid(8), pending, 'IN_REVIEW'))).status).toBe(403);
    h.as('admin');
    expect((await refused(api.requestReview(appDid(4), (await api.versions(appDid(4)))[0]!.version))).status).toBe(401);
  });

  it('refuses an upload while a review is in progress or not higher', async () => {
    h.as('developer');
    const did = appDid(12); // IN_REVIEW
    expect((await refused(api.upload({ did, version: '9.0.0', changeLog: '', readme: '', bundleSize: 1 }))).status).toBe(400);
    const draft = appDid(4);
    expect((await refused(api.upload({ did: draft, version: '0.0.1', changeLog: '', readme: '', bundleSize: 1 }))).message).toContain('greater');
  });

  it('tells the other side through the relay event', async () => {
    const seen: string[] = [];
    const off = h.sandbox.store.onEvent((e) => seen.push(`${e.type}:${e.data.status}`));
    h.as('admin');
    await api.review(appDid(8), (await api.versions(appDid(8)))[0]!.version, 'IN_REVIEW');
    off();
    expect(seen).toEqual(['blocklet.reviewed:IN_REVIEW']);
  });
});

describe('developer area', () => {
  it('requires a developer passport', async () => {
    h.as('customer');
    const r = await refused(api.myApps());
    expect(r.status).toBe(401);
    expect(r.message).toContain('developer passport');
    expect(await api.developerStatus()).toEqual({ developer: false, blocked: false });
  });

  it('applies the name rules', async () => {
    h.as('developer');
    expect((await refused(api.createApp({ name: 'bad name!', remark: '', permission: 'Public', did: exampleAppDid(2) }))).message).toContain('letters');
    expect((await refused(api.createApp({ name: 'x'.repeat(33), remark: '', permission: 'Public', did: exampleAppDid(3) }))).message).toContain('too long');
    await api.createApp({ name: 'unique-name', remark: '', permission: 'Public', did: exampleAppDid(4) });
    expect(await api.nameExists('unique-name')).toBe(true);
    expect((await refused(api.createApp({ name: 'unique-name', remark: '', permission: 'Public', did: exampleAppDid(5) }))).message).toBe('Name is existed');
  });

  it('needs an app DID of the right shape that no other app uses', async () => {
    h.as('developer');
    expect((await refused(api.createApp({ name: 'no-did', remark: '', permission: 'Public', did: '' }))).message).toContain('The app DID is required');
    expect((await refused(api.createApp({ name: 'bad-did', remark: '', permission: 'Public', did: 'z2qaNotADid' }))).message).toContain('not a valid app DID');
    const made = await api.createApp({ name: 'with-did', remark: '', permission: 'Public', did: `did:abt:${exampleAppDid(6)}` });
    expect(made.did).toBe(exampleAppDid(6));
    expect((await refused(api.createApp({ name: 'same-did', remark: '', permission: 'Public', did: exampleAppDid(6) }))).message).toBe('This DID is already used by another app');
  });

  it('shows a token secret once, masks it afterwards and revokes it', async () => {
    h.as('developer');
    expect((await refused(api.createToken('  '))).status).toBe(400);
    const created = await api.createToken('CI');
    expect(created.secretKey).toMatch(/^0x\w{64}$/);
    const listed = await api.tokens();
    expect(listed.dataList[0]?.secretKey).toBe(`${created.secretKey.slice(0, 4)}......${created.secretKey.slice(-4)}`);
    // Two fresh sandboxes do not hand out the same secret.
    h.sandbox.controls.reset();
    h.as('developer');
    expect((await api.createToken('CI')).secretKey).not.toBe(created.secretKey);
    expect(await api.revokeToken((await api.tokens()).dataList[0]!.id)).toEqual({ ok: true });
    expect((await api.tokens()).total).toBe(0);
  });
});

describe('console', () => {
  it('creates, renames, reorders and deletes categories; apps lose the deleted one', async () => {
    h.as('admin');
    const created = await api.createCategory({ en: 'Games', zh: '游戏' });
    expect((await refused(api.createCategory({ en: 'Games', zh: '另一个' }))).message).toBe('Name is existed');
    await api.renameCategory(created.id, { en: 'Arcade', zh: '街机' });
    const ids = (await api.categories()).map((c) => c.id).reverse();
    expect((await api.reorderCategories(ids)).map((c) => c.id)).toEqual(ids);
    const deleted = await api.deleteCategory('cat_photos');
    expect(deleted.appsWithoutCategory).toBeGreaterThan(0);
    expect((await api.list(q({ category: 'cat_photos' }))).total).toBe(0);
  });

  it('blocks a developer, who is then refused', async () => {
    h.as('admin');
    const devs = await api.developers();
    expect(devs.total).toBeGreaterThanOrEqual(4);
    await api.setDeveloperBlocked(devs.dataList[0]!.did, true);
    h.as('developer');
    expect((await refused(api.myApps())).status).toBe(403);
  });

  it('forbids the console to a developer', async () => {
    h.as('developer');
    expect((await refused(api.consoleApps([]))).status).toBe(403);
  });

  it('decodes every mutation answer: a 200 whose body breaks its schema is a decode error, not a success', async () => {
    const decodeError = async (route: string, call: () => Promise<unknown>) => {
      h.sandbox.controls.faults.set(route, { kind: 'schema', times: 1 });
      try {
        await call();
      } catch (error) {
        if (isApiError(error)) return error.kind;
        throw error;
      }
      return 'succeeded';
    };
    h.as('developer');
    const token = await api.createToken('CI');
    expect(await decodeError('store.tokens.revoke', () => api.revokeToken(token.id))).toBe('decode');
    // The answer was not a confirmation, and indeed the token still exists.
    expect((await api.tokens()).dataList.map((t) => t.id)).toContain(token.id);
    expect(await decodeError('store.tokens.create', () => api.createToken('CD'))).toBe('decode');
    expect(await decodeError('store.join', () => api.join())).toBe('decode');
    h.as('admin');
    const app = (await api.consoleApps([])).dataList[0]!;
    expect(await decodeError('store.console.block', () => api.block(app.did, 'spam'))).toBe('decode');
    expect(await decodeError('store.console.unblock', () => api.unblock(app.did))).toBe('decode');
    const dev = (await api.developers()).dataList[0]!;
    expect(await decodeError('store.developers.block', () => api.setDeveloperBlocked(dev.did, true))).toBe('decode');
    expect(await decodeError('store.categories.create', () => api.createCategory({ en: 'Games', zh: '游戏' }))).toBe('decode');
    expect(await decodeError('store.categories.update', () => api.renameCategory('cat_photos', { en: 'Pics', zh: '图片' }))).toBe('decode');
    expect(await decodeError('store.categories.delete', () => api.deleteCategory('cat_photos'))).toBe('decode');
    expect(await decodeError('store.categories.order', () => api.reorderCategories(['cat_photos']))).toBe('decode');
    // The real answers decode: block says blocked, unblock normal, a developer's block its state.
    expect(await api.block(app.did, 'spam')).toEqual({ status: 'blocked' });
    expect(await api.unblock(app.did)).toEqual({ status: 'normal' });
    expect(await api.setDeveloperBlocked(dev.did, true)).toEqual({ blocked: true });
    expect(await api.setDeveloperBlocked(dev.did, false)).toEqual({ blocked: false });
  });

  it('applies injected faults to store endpoints', async () => {
    h.sandbox.controls.faults.set('store.list', { kind: 'error500', times: 1 });
    expect((await refused(api.list(q()))).status).toBe(500);
    expect((await api.list(q())).total).toBeGreaterThan(0);
  });
});
