import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import type { ReviewState } from '@domain/review';
import { appReviewMachine, type ReviewIntent, type ReviewSnapshot } from './app-review.machine';
import { appReviewView } from './app-review.view';

/** A fake server: a status per version, and a hook to answer each action when the test says. */
function fakeServer(initial: ReviewState, roles: ReviewSnapshot['roles']) {
  let status = initial;
  const sent: ReviewIntent[] = [];
  let release: (() => void) | undefined;
  let remote: ((event: AnyEventObject) => void) | undefined;
  const next: Partial<Record<string, ReviewState>> = { request: 'PENDING_REVIEW', start: 'IN_REVIEW', approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED', publish: 'PUBLISHED' };
  const machine = appReviewMachine.provide({
    actors: {
      loadReview: fromPromise<ReviewSnapshot>(async () => ({ status, roles, rules: {} })),
      sendAction: fromPromise<unknown, ReviewIntent>(async ({ input }) => {
        sent.push(input);
        await new Promise<void>((resolve) => (release = resolve));
        status = next[input.action] ?? status;
        return { status };
      }),
      reviewEvents: fromCallback(({ sendBack }) => {
        remote = sendBack;
        return () => {};
      }),
    },
  });
  return {
    actor: createActor(machine).start(),
    sent,
    answer: () => release?.(),
    setStatus: (s: ReviewState) => (status = s),
    remote: () => remote?.({ type: 'review.remote' }),
  };
}

describe('app review machine', () => {
  it('shows the server state, and changes only after the server agrees (no optimistic update)', async () => {
    const server = fakeServer('DRAFT', ['dev']);
    await waitFor(server.actor, (s) => s.matches('draft'));
    expect(appReviewView(server.actor.getSnapshot()).actions).toEqual(['request']);
    server.actor.send({ type: 'user.act', action: 'request' });
    const sending = appReviewView(server.actor.getSnapshot());
    expect(sending).toMatchObject({ status: 'DRAFT', busy: true });
    expect(server.actor.getSnapshot().value).toEqual({ draft: 'sending' });
    server.answer();
    await waitFor(server.actor, (s) => s.matches('pendingReview'));
    expect(server.sent).toEqual([{ action: 'request' }]);
  });

  it('asks for confirmation of reject and cancel, and dismissing keeps the state', async () => {
    const server = fakeServer('IN_REVIEW', ['admin']);
    await waitFor(server.actor, (s) => s.matches('inReview'));
    server.actor.send({ type: 'user.type', message: 'Crashes on start' });
    server.actor.send({ type: 'user.act', action: 'reject' });
    expect(appReviewView(server.actor.getSnapshot()).confirming).toEqual({ action: 'reject', textKey: 'review.confirm.reject' });
    server.actor.send({ type: 'user.dismiss' });
    expect(server.actor.getSnapshot().value).toEqual({ inReview: 'idle' });
    expect(server.sent).toEqual([]);
    server.actor.send({ type: 'user.act', action: 'reject' });
    server.actor.send({ type: 'user.confirm' });
    server.answer();
    await waitFor(server.actor, (s) => s.matches('rejected'));
    expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ final: true, actions: ['comment'] });
  });

  it('keeps the typed reason through a dismissed confirmation, sends it with the rejection, then clears it', async () => {
    const server = fakeServer('IN_REVIEW', ['admin']);
    await waitFor(server.actor, (s) => s.matches('inReview'));
    server.actor.send({ type: 'user.type', message: 'Missing screenshots' });
    server.actor.send({ type: 'user.act', action: 'reject' });
    server.actor.send({ type: 'user.dismiss' });
    expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ message: 'Missing screenshots', confirming: null, waitingForMessage: [] });
    server.actor.send({ type: 'user.act', action: 'reject' });
    server.actor.send({ type: 'user.confirm' });
    // Still there while the server answers (nothing is lost if it refuses).
    expect(server.actor.getSnapshot().context.message).toBe('Missing screenshots');
    server.answer();
    await waitFor(server.actor, (s) => s.matches('rejected'));
    expect(server.sent).toEqual([{ action: 'reject', content: 'Missing screenshots' }]);
    expect(appReviewView(server.actor.getSnapshot()).message).toBe('');
  });

  it('keeps the message when the server refuses the action', async () => {
    const machine = appReviewMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewSnapshot>(async () => ({ status: 'IN_REVIEW', roles: ['admin'], rules: {} })),
        sendAction: fromPromise<unknown, ReviewIntent>(async () => {
          throw new Error('Network error: down');
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('inReview'));
    actor.send({ type: 'user.type', message: 'Please add screenshots' });
    actor.send({ type: 'user.act', action: 'comment' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(appReviewView(actor.getSnapshot()).message).toBe('Please add screenshots');
  });

  it.each(['', '   ', '\n\t'])('refuses approve, reject, reply and comment with the message %j, and offers them disabled', async (message) => {
    const server = fakeServer('IN_REVIEW', ['admin']);
    await waitFor(server.actor, (s) => s.matches('inReview'));
    server.actor.send({ type: 'user.type', message });
    server.actor.send({ type: 'user.pickCategory', category: 'cat_ai' });
    expect(appReviewView(server.actor.getSnapshot()).waitingForMessage).toEqual(['reply', 'approve', 'reject', 'comment']);
    for (const action of ['approve', 'reject', 'reply', 'comment'] as const) {
      server.actor.send({ type: 'user.act', action });
      expect(server.actor.getSnapshot().value, action).toEqual({ inReview: 'idle' });
      expect(server.actor.getSnapshot().context.refusal, action).toBe('review.refused.contentRequired');
    }
    expect(server.sent).toEqual([]);
    // Start and cancel need no message.
    expect(appReviewView(server.actor.getSnapshot()).waitingForMessage).not.toContain('start');
  });

  it('refuses an action the viewer may not take, and a comment without text, without calling the server', async () => {
    const server = fakeServer('IN_REVIEW', ['dev']);
    await waitFor(server.actor, (s) => s.matches('inReview'));
    server.actor.send({ type: 'user.type', message: 'x' });
    server.actor.send({ type: 'user.pickCategory', category: 'x' });
    server.actor.send({ type: 'user.act', action: 'approve' });
    expect(server.actor.getSnapshot().context.refusal).toBe('review.refused.forbidden');
    server.actor.send({ type: 'user.type', message: '  ' });
    server.actor.send({ type: 'user.act', action: 'comment' });
    expect(server.actor.getSnapshot().context.refusal).toBe('review.refused.contentRequired');
    expect(server.sent).toEqual([]);
  });

  it('reloads when the other side acts (relay event)', async () => {
    const server = fakeServer('PENDING_REVIEW', ['dev']);
    await waitFor(server.actor, (s) => s.matches('pendingReview'));
    server.setStatus('IN_REVIEW');
    server.remote();
    await waitFor(server.actor, (s) => s.matches('inReview'));
    expect(appReviewView(server.actor.getSnapshot()).actions).toEqual(['comment', 'cancel']);
  });

  it('keeps the state and shows the error when the server refuses', async () => {
    const machine = appReviewMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewSnapshot>(async () => ({ status: 'APPROVED', roles: ['dev'], rules: {} })),
        sendAction: fromPromise<unknown, ReviewIntent>(async () => {
          throw new Error('Blocklet has been blocked');
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('approved'));
    actor.send({ type: 'user.act', action: 'publish' });
    await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify({ approved: 'idle' }) && s.context.error !== undefined);
    expect(String(appReviewView(actor.getSnapshot()).error)).toContain('blocked');
  });
});
