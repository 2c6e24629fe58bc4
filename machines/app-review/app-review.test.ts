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
  let failLoad = false;
  const loads: ReviewState[] = [];
  const next: Partial<Record<string, ReviewState>> = { request: 'PENDING_REVIEW', start: 'IN_REVIEW', approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED', publish: 'PUBLISHED' };
  const machine = appReviewMachine.provide({
    actors: {
      loadReview: fromPromise<ReviewSnapshot>(async () => {
        if (failLoad) {
          failLoad = false;
          throw new Error('Store unreachable');
        }
        loads.push(status);
        return { status, roles, rules: {} };
      }),
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
    failNextLoad: () => (failLoad = true),
    loads,
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
    expect(appReviewView(server.actor.getSnapshot()).confirming).toEqual({ action: 'reject', textKey: 'review.confirm.reject', changed: null, refusalKey: null });
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

  describe('the other side acts while a confirmation is open', () => {
    it('reloads with the dialog open and the reason kept; still allowed, the reviewer confirms and the reason is sent', async () => {
      const server = fakeServer('IN_REVIEW', ['admin']);
      await waitFor(server.actor, (s) => s.matches('inReview'));
      server.actor.send({ type: 'user.type', message: 'Crashes on start' });
      server.actor.send({ type: 'user.act', action: 'reject' });
      server.remote();
      // Asked again at once: the dialog stays, its buttons wait, nothing is sent.
      expect(server.actor.getSnapshot().matches('rechecking')).toBe(true);
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ busy: true, status: 'IN_REVIEW', message: 'Crashes on start', confirming: { action: 'reject', changed: null, refusalKey: null } });
      await waitFor(server.actor, (s) => JSON.stringify(s.value) === JSON.stringify({ inReview: 'confirming' }));
      expect(server.loads).toEqual(['IN_REVIEW', 'IN_REVIEW']);
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({
        busy: false,
        message: 'Crashes on start',
        confirming: { action: 'reject', textKey: 'review.confirm.reject', changed: { status: 'IN_REVIEW' }, refusalKey: null },
      });
      server.actor.send({ type: 'user.confirm' });
      server.answer();
      await waitFor(server.actor, (s) => s.matches('rejected'));
      expect(server.sent).toEqual([{ action: 'reject', content: 'Crashes on start' }]);
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ message: '', confirming: null });
    });

    it('a cancel still allowed after the admin started the review is confirmed in the new state', async () => {
      const server = fakeServer('PENDING_REVIEW', ['dev']);
      await waitFor(server.actor, (s) => s.matches('pendingReview'));
      server.actor.send({ type: 'user.act', action: 'cancel' });
      server.setStatus('IN_REVIEW');
      server.remote();
      await waitFor(server.actor, (s) => JSON.stringify(s.value) === JSON.stringify({ inReview: 'confirming' }));
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ status: 'IN_REVIEW', confirming: { action: 'cancel', changed: { status: 'IN_REVIEW' }, refusalKey: null } });
      server.actor.send({ type: 'user.confirm' });
      server.answer();
      await waitFor(server.actor, (s) => s.matches('cancelled'));
      expect(server.sent).toEqual([{ action: 'cancel' }]);
    });

    it('no longer allowed: Confirm is refused with the reason, the reason is kept, Cancel shows the version as it is now', async () => {
      const server = fakeServer('IN_REVIEW', ['admin']);
      await waitFor(server.actor, (s) => s.matches('inReview'));
      server.actor.send({ type: 'user.type', message: 'Missing screenshots' });
      server.actor.send({ type: 'user.act', action: 'reject' });
      // The developer cancelled the review meanwhile.
      server.setStatus('CANCELLED');
      server.remote();
      await waitFor(server.actor, (s) => s.matches('stale'));
      const stale = appReviewView(server.actor.getSnapshot());
      expect(stale).toMatchObject({ status: 'CANCELLED', final: true, actions: ['comment'], busy: false, message: 'Missing screenshots' });
      expect(stale.confirming).toEqual({ action: 'reject', textKey: 'review.confirm.reject', changed: { status: 'CANCELLED' }, refusalKey: 'review.refused.terminal' });
      server.actor.send({ type: 'user.confirm' });
      expect(server.actor.getSnapshot().matches('stale')).toBe(true);
      // Another event while it is open: asked again, still refused.
      server.remote();
      expect(server.actor.getSnapshot().matches('rechecking')).toBe(true);
      await waitFor(server.actor, (s) => s.matches('stale'));
      server.actor.send({ type: 'user.dismiss' });
      expect(server.actor.getSnapshot().matches('loading')).toBe(true);
      await waitFor(server.actor, (s) => JSON.stringify(s.value) === JSON.stringify({ cancelled: 'idle' }));
      expect(server.sent).toEqual([]);
      expect(server.loads).toEqual(['IN_REVIEW', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ confirming: null, message: 'Missing screenshots', status: 'CANCELLED' });
    });

    it('an approval meanwhile refuses the reject as not possible in that state', async () => {
      const server = fakeServer('IN_REVIEW', ['admin']);
      await waitFor(server.actor, (s) => s.matches('inReview'));
      server.actor.send({ type: 'user.type', message: 'Too slow' });
      server.actor.send({ type: 'user.act', action: 'reject' });
      server.setStatus('APPROVED');
      server.remote();
      await waitFor(server.actor, (s) => s.matches('stale'));
      expect(appReviewView(server.actor.getSnapshot()).confirming).toMatchObject({ changed: { status: 'APPROVED' }, refusalKey: 'review.refused.invalidState' });
    });

    it('the reload fails: the dialog closes on the error with Retry, the reason stays in the box', async () => {
      const server = fakeServer('APPROVED', ['dev']);
      await waitFor(server.actor, (s) => s.matches('approved'));
      server.actor.send({ type: 'user.type', message: 'Wrong build' });
      server.actor.send({ type: 'user.act', action: 'cancel' });
      server.failNextLoad();
      server.remote();
      await waitFor(server.actor, (s) => s.matches('failed'));
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ phase: 'failed', confirming: null, message: 'Wrong build' });
      expect(String(appReviewView(server.actor.getSnapshot()).error)).toContain('Store unreachable');
      server.actor.send({ type: 'user.retry' });
      await waitFor(server.actor, (s) => JSON.stringify(s.value) === JSON.stringify({ approved: 'idle' }));
      expect(appReviewView(server.actor.getSnapshot())).toMatchObject({ confirming: null, error: undefined, message: 'Wrong build' });
      expect(server.sent).toEqual([]);
    });
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
