// The store call behind each review action (app-review.actors.ts): which call, with which status,
// text and category, and the actors over the port (load, send, the relay's review events).
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import type { AppReviewApi } from '@machines/ports';
import { appReviewMachine } from './app-review.machine';
import { appReviewImplementations, sendReviewIntent } from './app-review.actors';
import type { ReviewSnapshot } from './app-review.types';

/** A fake store port that records every call with its arguments. */
function fakeApi(snapshot: ReviewSnapshot = { status: 'IN_REVIEW', roles: ['admin'], rules: {} }) {
  const calls: unknown[][] = [];
  let reviewed: (() => void) | undefined;
  let unsubscribed = 0;
  const api: AppReviewApi = {
    load: async () => {
      calls.push(['load']);
      return snapshot;
    },
    requestReview: async () => calls.push(['requestReview']),
    review: async (status, extra) => calls.push(['review', status, extra]),
    cancelReview: async () => calls.push(['cancelReview']),
    publish: async () => calls.push(['publish']),
    comment: async (content, kind) => calls.push(['comment', content, kind]),
    watch: (onReviewed) => {
      calls.push(['watch']);
      reviewed = onReviewed;
      return () => {
        unsubscribed += 1;
      };
    },
  };
  return { api, calls, relay: () => reviewed?.(), unsubscribed: () => unsubscribed };
}

describe('sendReviewIntent: one store call per review action', () => {
  it.each([
    [{ action: 'request' }, ['requestReview']],
    [{ action: 'start' }, ['review', 'IN_REVIEW', {}]],
    [{ action: 'start', content: '  Looking now  ' }, ['review', 'IN_REVIEW', { content: 'Looking now' }]],
    [{ action: 'approve', content: 'Fine', category: 'cat_ai' }, ['review', 'APPROVED', { content: 'Fine', category: 'cat_ai' }]],
    [{ action: 'approve', content: 'Fine' }, ['review', 'APPROVED', { content: 'Fine', category: '' }]],
    [{ action: 'reject', content: ' Crashes ' }, ['review', 'REJECTED', { content: 'Crashes' }]],
    [{ action: 'reject', content: '   ' }, ['review', 'REJECTED', {}]],
    [{ action: 'cancel' }, ['cancelReview']],
    [{ action: 'publish' }, ['publish']],
    [{ action: 'reply', content: ' Thanks ' }, ['comment', 'Thanks', 'reply']],
    [{ action: 'comment', content: 'Nice' }, ['comment', 'Nice', 'comment']],
    [{ action: 'comment' }, ['comment', '', 'comment']],
  ] as const)('%j calls %j (the text trimmed, an empty one left out)', async (intent, call) => {
    const { api, calls } = fakeApi();
    await sendReviewIntent(api, intent);
    expect(calls).toEqual([call]);
  });

  it('never sends the store’s own auto publish', async () => {
    const { api, calls } = fakeApi();
    await expect(sendReviewIntent(api, { action: 'autoPublish' })).rejects.toThrow('autoPublish is taken by the store itself, never sent by a person');
    expect(calls).toEqual([]);
  });
});

describe('appReviewImplementations: the machine over the port', () => {
  it('loads from the port, sends the intent the person confirmed, and reloads on the relay’s review event', async () => {
    const fake = fakeApi();
    const actor = createActor(appReviewMachine.provide(appReviewImplementations({ review: fake.api }))).start();
    await waitFor(actor, (s) => s.matches('inReview'));
    expect(fake.calls).toEqual([['watch'], ['load']]);
    expect(actor.getSnapshot().context.snapshot).toEqual({ status: 'IN_REVIEW', roles: ['admin'], rules: {} });
    actor.send({ type: 'user.type', message: 'Missing screenshots' });
    actor.send({ type: 'user.act', action: 'reject' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('inReview') && !s.hasTag('busy'));
    expect(fake.calls.slice(2)).toEqual([['review', 'REJECTED', { content: 'Missing screenshots' }], ['load']]);
    fake.relay();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('inReview'));
    expect(fake.calls.slice(4)).toEqual([['load']]);
    actor.stop();
    expect(fake.unsubscribed()).toBe(1);
  });

  it('the default actors say they were not provided (the composition root gives them)', async () => {
    const actor = createActor(appReviewMachine.provide({ actors: { reviewEvents: fromCallback(() => () => {}) } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(String(actor.getSnapshot().context.error)).toContain('loadReview is not provided');
    const loaded = createActor(appReviewMachine.provide({ actors: { loadReview: appReviewImplementations({ review: fakeApi().api }).actors.loadReview } })).start();
    await waitFor(loaded, (s) => s.matches('inReview'));
    loaded.send({ type: 'user.type', message: 'Fine' });
    loaded.send({ type: 'user.act', action: 'comment' });
    await waitFor(loaded, (s) => s.context.error !== undefined);
    expect(String(loaded.getSnapshot().context.error)).toContain('sendAction is not provided');
  });
});
