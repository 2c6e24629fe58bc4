// The sandbox's review back end on the domain's message rule: approve and reject without a
// message are refused (nothing changes), the reason is recorded after the store's line, and a
// closed version says it is closed.
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../http/client';
import { createStoreApi } from '../../store/store-api';
import { useSandbox as sandboxHarness } from '../testing/harness';
import { appDid } from './seed';
import { refusal } from '@test/refusal';

const h = sandboxHarness();
const http = createHttpClient({ baseUrl: () => '/store', locale: () => 'en', authToken: () => undefined, livemode: () => true, defaultTimeoutMs: 2000 });
const api = createStoreApi(http);
const IN_REVIEW = appDid(12);
const REJECTED = appDid(20);
const CANCELLED = appDid(24);


const versionOf = async (did: string) => (await api.versions(did))[0]!.version;

describe('review engine: a reviewer’s words', () => {
  it.each(['', '   '])('refuses a rejection with the message %j and leaves the version in review', async (content) => {
    h.as('admin');
    const version = await versionOf(IN_REVIEW);
    expect(await refusal(api.review(IN_REVIEW, version, 'REJECTED', { content }))).toEqual({ status: 400, message: 'Content is required' });
    expect(await refusal(api.review(IN_REVIEW, version, 'APPROVED', { content, category: 'cat_ai' }))).toEqual({ status: 400, message: 'Content is required' });
    expect((await api.detail(IN_REVIEW, version)).specifiedVersion?.status).toBe('IN_REVIEW');
  });

  it('records the reason after the store’s line', async () => {
    h.as('admin');
    const version = await versionOf(IN_REVIEW);
    await api.review(IN_REVIEW, version, 'REJECTED', { content: 'Crashes on start' });
    const history = (await api.comments(IN_REVIEW, version)).map((c) => c.content);
    expect(history.slice(-2)).toEqual(['⛔ Rejected !', 'Crashes on start']);
  });

  it.each([
    ['rejected', REJECTED],
    ['cancelled', CANCELLED],
  ])('answers that a %s version is closed when its review is started', async (_name, did) => {
    h.as('admin');
    const answer = await refusal(api.review(did, await versionOf(did), 'IN_REVIEW'));
    expect(answer).toEqual({ status: 400, message: 'This version is closed (rejected or cancelled): upload a higher version' });
  });

  it('says an unknown category does not exist (not that it is missing)', async () => {
    h.as('admin');
    const version = await versionOf(IN_REVIEW);
    expect((await refusal(api.review(IN_REVIEW, version, 'APPROVED', { content: 'ok', category: 'cat_nope' }))).message).toBe('The category does not exist');
  });
});
