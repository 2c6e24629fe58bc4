// Contract tests of the sandbox store's user reviews through the real HTTP adapter: the seeded
// reviews (empty, several pages), the summary equals the domain's rule over every review, newest
// first with paging, one review per person (a second replaces the first), no review of one's own
// app, the rating rule, and faults.
import { describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE, summarizeRatings } from '@domain/store';
import { createHttpClient } from '../http/client';
import { useSandbox as sandboxHarness } from '../sandbox/testing/harness';
import { APP_COUNT, appDid } from '../sandbox/app-store/seed';
import { createStoreApi } from './store-api';
import { exampleAppDid } from './example-did';
import { refusal } from '@test/refusal';

const h = sandboxHarness();
const http = createHttpClient({ baseUrl: () => '/store', locale: () => 'en', authToken: () => undefined, livemode: () => true, defaultTimeoutMs: 2000 });
const api = createStoreApi(http);

// By ratings-seed's COUNTS: index 5 has 23 seeded reviews (5 pages of 5), index 1 none.
const MANY = appDid(5);
const NONE = appDid(1);

describe('app reviews', () => {
  it('seeds reviews on most published apps, with an app without any and one with several pages', async () => {
    h.as('guest');
    const counts = await Promise.all(Array.from({ length: APP_COUNT }, (_, i) => api.ratings(appDid(i), 1, 1).then((r) => r.total)));
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(40);
    expect((await api.ratings(NONE, 1, REVIEWS_PAGE_SIZE)).summary).toEqual({ average: '0.0', count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect((await api.ratings(MANY, 1, REVIEWS_PAGE_SIZE)).total).toBeGreaterThan(3 * REVIEWS_PAGE_SIZE);
  });

  it('summarizes all reviews (not only the page) and pages them newest first', async () => {
    h.as('guest');
    const all = await api.ratings(MANY, 1, 100);
    expect(all.summary).toEqual(summarizeRatings(all.dataList.map((r) => r.rating)));
    expect(Object.values(all.summary.distribution).reduce((a, b) => a + b, 0)).toBe(all.total);
    const dates = all.dataList.map((r) => Date.parse(r.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const page2 = await api.ratings(MANY, 2, REVIEWS_PAGE_SIZE);
    expect(page2.dataList.map((r) => r.id)).toEqual(all.dataList.slice(REVIEWS_PAGE_SIZE, 2 * REVIEWS_PAGE_SIZE).map((r) => r.id));
    expect(page2.summary).toEqual(all.summary);
    expect(page2.mine).toBeNull();
  });

  it('keeps one review per person: a second post replaces the first and the summary follows', async () => {
    h.as('customer');
    const before = await api.ratings(NONE, 1, REVIEWS_PAGE_SIZE);
    expect(before.mine).toBeNull();
    await api.rate(NONE, 2, 'Slow to start.');
    const first = await api.ratings(NONE, 1, REVIEWS_PAGE_SIZE);
    expect(first.summary).toMatchObject({ average: '2.0', count: 1 });
    expect(first.mine).toMatchObject({ rating: 2, content: 'Slow to start.', authorName: expect.any(String) });
    await api.rate(NONE, 5, '  Fixed in the update — great now.  ');
    const second = await api.ratings(NONE, 1, REVIEWS_PAGE_SIZE);
    expect(second.summary).toMatchObject({ average: '5.0', count: 1, distribution: { 2: 0, 5: 1 } });
    expect(second.dataList).toHaveLength(1);
    expect(second.mine?.content).toBe('Fixed in the update — great now.');
    // Somebody else does not see it as theirs.
    h.as('admin');
    expect((await api.ratings(NONE, 1, REVIEWS_PAGE_SIZE)).mine).toBeNull();
  });

  it('refuses a guest, the app’s own developer, a rating outside 1–5, and an unpublished app', async () => {
    h.as('guest');
    expect((await refusal(api.rate(MANY, 4, ''))).status).toBe(401);
    h.as('developer'); // Carol owns the apps whose index is a multiple of 4
    expect(await refusal(api.rate(appDid(8), 5, 'Mine is the best'))).toEqual({ status: 403, message: 'You cannot review your own app' });
    h.as('customer');
    expect(await refusal(api.rate(MANY, 0, ''))).toMatchObject({ status: 400, message: expect.stringContaining('1 to 5') });
    expect((await refusal(api.rate(MANY, 6, ''))).status).toBe(400);
    expect((await refusal(api.rate(MANY, 4, 'x'.repeat(1001)))).status).toBe(400);
    h.as('developer');
    const fresh = await api.createApp({ name: 'never-published', remark: '', permission: 'Public', did: exampleAppDid(1) });
    h.as('customer');
    expect(await refusal(api.rate(fresh.did, 4, ''))).toEqual({ status: 404, message: 'blocklet not published' });
  });

  it('applies injected faults to the reviews endpoints', async () => {
    h.as('customer');
    h.sandbox.controls.faults.set('store.ratings', { kind: 'error500', times: 1 });
    expect((await refusal(api.ratings(MANY, 1, REVIEWS_PAGE_SIZE))).status).toBe(500);
    expect((await api.ratings(MANY, 1, REVIEWS_PAGE_SIZE)).total).toBeGreaterThan(0);
    h.sandbox.controls.faults.set('store.ratings.write', { kind: 'error500', times: 1 });
    expect((await refusal(api.rate(MANY, 4, ''))).status).toBe(500);
  });
});
