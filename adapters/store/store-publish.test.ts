// Publishing through DID Connect in the sandbox store: the store names the action (free or paid)
// only for a version that may be published; the wallet's signature publishes it; a declined or
// cancelled signature publishes nothing; another developer cannot publish somebody's app.
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { useSandbox as sandboxHarness } from '../sandbox/testing/harness';
import { appDid } from '../sandbox/app-store/seed';
import { createStoreApi } from './store-api';
import { refusal } from '@test/refusal';

const h = sandboxHarness();
const http = createHttpClient({ baseUrl: () => '/store', locale: () => 'en', authToken: () => undefined, livemode: () => true, defaultTimeoutMs: 2000 });
const api = createStoreApi(http);

const APPROVED_FREE = appDid(16); // Carol's, seeded APPROVED, free
const IN_REVIEW_PAID = appDid(12); // Carol's, seeded IN_REVIEW, paid
const latest = async (did: string) => (await api.versions(did))[0]!.version;
const sign = (action: 'free-publish-blocklet' | 'paid-publish-blocklet', did: string, version: string) =>
  h.sandbox.controls.wallet.connect({ action, extraParams: { did, version } });

describe('publishing through DID Connect', () => {
  it('names the action only once the version may be published (approved), free or paid by the app’s price', async () => {
    h.as('developer');
    expect(await api.publishAction(APPROVED_FREE)).toBe('free-publish-blocklet');
    const paidVersion = await latest(IN_REVIEW_PAID);
    expect(await refusal(api.publishAction(IN_REVIEW_PAID))).toEqual({ status: 404, message: `the blocklet [${IN_REVIEW_PAID}] is need review` });
    h.as('admin');
    await api.review(IN_REVIEW_PAID, paidVersion, 'APPROVED', { category: 'cat_ai', content: 'Fine' });
    h.as('developer');
    expect(await api.publishAction(IN_REVIEW_PAID)).toBe('paid-publish-blocklet');
  });

  it('publishes on the signature, and a declined or cancelled signature publishes nothing', async () => {
    h.as('developer');
    const version = await latest(APPROVED_FREE);
    const declined = sign('free-publish-blocklet', APPROVED_FREE, version);
    h.sandbox.controls.wallet.decline();
    expect(await declined).toMatchObject({ status: 'declined' });
    // A new request replaces an unanswered one (a new QR code): the first is cancelled.
    const cancelled = sign('free-publish-blocklet', APPROVED_FREE, version);
    const replacing = sign('free-publish-blocklet', APPROVED_FREE, version);
    h.sandbox.controls.wallet.decline();
    expect(await replacing).toMatchObject({ status: 'declined' });
    expect(await cancelled).toEqual({ status: 'cancelled' });
    expect((await api.detail(APPROVED_FREE, version)).specifiedVersion?.status).toBe('APPROVED');

    const approved = sign('free-publish-blocklet', APPROVED_FREE, version);
    await h.sandbox.controls.wallet.approve();
    expect(await approved).toMatchObject({ status: 'approved' });
    const detail = await api.detail(APPROVED_FREE);
    expect(detail.currentVersion?.version).toBe(version);
    expect(detail.specifiedVersion?.status).toBe('PUBLISHED');
    // Published: nothing left to publish.
    expect((await refusal(api.publishAction(APPROVED_FREE))).status).toBe(404);
  });

  it('turns the signature of somebody who may not publish into a declined answer with the store’s reason', async () => {
    h.as('admin'); // not the owner: no 'dev' role
    const version = await latest(APPROVED_FREE);
    const outcome = sign('free-publish-blocklet', APPROVED_FREE, version);
    await h.sandbox.controls.wallet.approve();
    expect(await outcome).toMatchObject({ status: 'declined', reason: expect.any(String) });
    h.as('developer');
    expect((await api.detail(APPROVED_FREE, version)).specifiedVersion?.status).toBe('APPROVED');
  });

  it('applies injected faults to the publish check', async () => {
    h.as('developer');
    h.sandbox.controls.faults.set('store.review.verifyPublish', { kind: 'error500', times: 1 });
    expect((await refusal(api.publishAction(APPROVED_FREE))).status).toBe(500);
    expect(await api.publishAction(APPROVED_FREE)).toBe('free-publish-blocklet');
  });
});
