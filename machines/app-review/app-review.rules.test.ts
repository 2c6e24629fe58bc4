// Review rules the machine must keep with the store's real rules (needReview on, a version that is
// or is not the one under review), and what the machine keeps or clears around a sent action.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { ReviewState } from '@domain/review';
import { appReviewMachine, reviewNodeId, type ReviewIntent, type ReviewSnapshot } from './app-review.machine';
import { appReviewView } from './app-review.view';

/** The store's rules for a version after its review ended: reviews on, no longer the version under review. */
const CLOSED = { needReview: true, blocked: false, isReviewVersion: false, firstPassed: false };

function reviewOf(status: ReviewState, roles: ReviewSnapshot['roles'], rules: ReviewSnapshot['rules'] = {}) {
  const sent: ReviewIntent[] = [];
  let answer: (() => void) | undefined;
  const machine = appReviewMachine.provide({
    actors: {
      loadReview: fromPromise<ReviewSnapshot>(async () => ({ status, roles, rules })),
      sendAction: fromPromise<unknown, ReviewIntent>(async ({ input }) => {
        sent.push(input);
        await new Promise<void>((resolve) => (answer = resolve));
        return { ok: true };
      }),
      reviewEvents: fromCallback(() => () => {}),
    },
  });
  return { actor: createActor(machine).start(), sent, answer: () => answer?.() };
}

describe('app review rules with the store’s real rules', () => {
  it.each(['REJECTED', 'CANCELLED'] as const)('a %s version cannot be requested again: only a comment is offered, a request is refused as closed', async (status) => {
    const review = reviewOf(status, ['dev'], CLOSED);
    await waitFor(review.actor, (s) => typeof s.value === 'object' && reviewNodeId(status) in s.value);
    expect(appReviewView(review.actor.getSnapshot())).toMatchObject({ status, final: true, actions: ['comment'] });
    review.actor.send({ type: 'user.act', action: 'request' });
    expect(review.actor.getSnapshot().context.refusal).toBe('review.refused.terminal');
    expect(review.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(review.sent).toEqual([]);
  });

  it('a draft is requested under the same rules (the request is the draft’s, not a closed version’s)', async () => {
    const review = reviewOf('DRAFT', ['dev'], CLOSED);
    await waitFor(review.actor, (s) => s.matches('draft'));
    expect(appReviewView(review.actor.getSnapshot()).actions).toEqual(['request']);
    review.actor.send({ type: 'user.act', action: 'request' });
    expect(review.sent).toEqual([{ action: 'request' }]);
  });

  it.each([
    ['DRAFT', 'draft'],
    ['PENDING_REVIEW', 'pendingReview'],
    ['IN_REVIEW', 'inReview'],
    ['PUBLISHED', 'published'],
  ] as const)('the state node of %s is %s', (state, node) => {
    expect(reviewNodeId(state)).toBe(node);
  });
});

describe('before the store answered', () => {
  it('offers nothing while the first load runs, nor after it failed', async () => {
    const machine = appReviewMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewSnapshot>(async () => {
          throw new Error('Store unreachable');
        }),
        reviewEvents: fromCallback(() => () => {}),
      },
    });
    const actor = createActor(machine).start();
    expect(appReviewView(actor.getSnapshot())).toMatchObject({ phase: 'loading', status: null, actions: [], messageActions: [], waitingForMessage: [], final: false });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(appReviewView(actor.getSnapshot())).toMatchObject({ phase: 'failed', status: null, actions: [], messageActions: [], final: false, confirming: null });
  });
});

describe('an open confirmation', () => {
  it('is judged when it opens: emptying the box behind it leaves it confirmable, and the reason given is sent', async () => {
    const review = reviewOf('IN_REVIEW', ['admin']);
    await waitFor(review.actor, (s) => s.matches('inReview'));
    review.actor.send({ type: 'user.type', message: 'Crashes' });
    review.actor.send({ type: 'user.act', action: 'reject' });
    review.actor.send({ type: 'user.type', message: '' });
    expect(appReviewView(review.actor.getSnapshot()).confirming).toEqual({ action: 'reject', textKey: 'review.confirm.reject', changed: null, refusalKey: null });
    review.actor.send({ type: 'user.confirm' });
    expect(review.sent).toEqual([{ action: 'reject', content: 'Crashes' }]);
  });
});

describe('what a sent action spends', () => {
  it('a message typed on while the comment was on its way is kept; the one sent is cleared', async () => {
    const review = reviewOf('IN_REVIEW', ['admin']);
    await waitFor(review.actor, (s) => s.matches('inReview'));
    review.actor.send({ type: 'user.type', message: 'First remark' });
    review.actor.send({ type: 'user.act', action: 'comment' });
    review.actor.send({ type: 'user.type', message: 'Second remark' });
    review.answer();
    await waitFor(review.actor, (s) => s.matches('inReview') && !s.hasTag('busy'));
    expect(review.sent).toEqual([{ action: 'comment', content: 'First remark' }]);
    expect(appReviewView(review.actor.getSnapshot()).message).toBe('Second remark');
  });

  it('a comment keeps the chosen category; an approval spends it with its message', async () => {
    const review = reviewOf('IN_REVIEW', ['admin']);
    await waitFor(review.actor, (s) => s.matches('inReview'));
    review.actor.send({ type: 'user.pickCategory', category: 'cat_ai' });
    review.actor.send({ type: 'user.type', message: 'Noted' });
    review.actor.send({ type: 'user.act', action: 'comment' });
    review.answer();
    await waitFor(review.actor, (s) => s.matches('inReview') && !s.hasTag('busy'));
    expect(appReviewView(review.actor.getSnapshot())).toMatchObject({ message: '', category: 'cat_ai' });
    review.actor.send({ type: 'user.type', message: 'Ship it' });
    review.actor.send({ type: 'user.act', action: 'approve' });
    expect(review.sent.at(-1)).toEqual({ action: 'approve', content: 'Ship it', category: 'cat_ai' });
    review.answer();
    await waitFor(review.actor, (s) => s.matches('inReview') && !s.hasTag('busy'));
    expect(appReviewView(review.actor.getSnapshot())).toMatchObject({ message: '', category: '' });
  });

  it('an action without a message (start) sends no text and leaves the typed one alone', async () => {
    const review = reviewOf('PENDING_REVIEW', ['admin']);
    await waitFor(review.actor, (s) => s.matches('pendingReview'));
    review.actor.send({ type: 'user.type', message: 'Draft of my notes' });
    review.actor.send({ type: 'user.act', action: 'start' });
    expect(review.sent).toEqual([{ action: 'start' }]);
    review.answer();
    await waitFor(review.actor, (s) => s.matches('pendingReview') && !s.hasTag('busy'));
    expect(appReviewView(review.actor.getSnapshot()).message).toBe('Draft of my notes');
  });
});
