import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REVIEW_ACTIONS,
  REVIEW_STATES,
  applyAction,
  availableActions,
  isIrreversible,
  reviewConfirmKey,
  type ActorRole,
  type ReviewAction,
  type ReviewState,
} from '@domain/review';

const ACTORS: ReadonlyArray<ActorRole> = ['dev', 'admin', 'system'];
const typed = { content: 'Looks good', category: 'cat_tools' };

// The reference table (b), written out independently of the implementation's data:
// [action, from state, actor, to state] for every allowed move under a normal review
// (needReview on, not blocked, no delegation, the version is the review version unless DRAFT).
const ALLOWED: ReadonlyArray<[ReviewAction, ReviewState, ActorRole, ReviewState]> = [
  ['request', 'DRAFT', 'dev', 'PENDING_REVIEW'],
  ['start', 'PENDING_REVIEW', 'admin', 'IN_REVIEW'],
  ['reply', 'IN_REVIEW', 'admin', 'IN_REVIEW'],
  ['approve', 'IN_REVIEW', 'admin', 'APPROVED'],
  ['reject', 'IN_REVIEW', 'admin', 'REJECTED'],
  ['cancel', 'PENDING_REVIEW', 'dev', 'CANCELLED'],
  ['cancel', 'IN_REVIEW', 'dev', 'CANCELLED'],
  ['cancel', 'APPROVED', 'dev', 'CANCELLED'],
  ['publish', 'APPROVED', 'dev', 'PUBLISHED'],
  ...(['PENDING_REVIEW', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'PUBLISHED'] as const).flatMap((state) =>
    (['dev', 'admin'] as const).map((actor): [ReviewAction, ReviewState, ActorRole, ReviewState] => ['comment', state, actor, state]),
  ),
];

const key = (action: string, state: string, actor: string) => `${action}|${state}|${actor}`;
const allowed = new Map(ALLOWED.map(([action, from, actor, to]) => [key(action, from, actor), to]));

describe('every state × action × actor of the review workflow', () => {
  const combos = REVIEW_STATES.flatMap((state) => REVIEW_ACTIONS.flatMap((action) => ACTORS.map((actor) => [state, action, actor] as const)));

  it('covers all 189 combinations', () => {
    expect(combos).toHaveLength(7 * 9 * 3);
  });

  it.each(combos)('%s: %s by %s', (state, action, actor) => {
    const result = applyAction(state, action, actor, {}, typed);
    const expected = allowed.get(key(action, state, actor));
    if (expected === undefined) expect(result.ok).toBe(false);
    else expect(result).toMatchObject({ ok: true, from: state, to: expected });
  });
});

describe('refusal reasons', () => {
  it.each<[string, ReviewState, ReviewAction | string, ActorRole | ActorRole[], Parameters<typeof applyAction>[3], Parameters<typeof applyAction>[4], string]>([
    ['an unknown action', 'DRAFT', 'delete', 'admin', {}, {}, 'unknownAction'],
    ['a developer approving', 'IN_REVIEW', 'approve', 'dev', {}, typed, 'forbidden'],
    ['an admin requesting review of someone else’s app', 'DRAFT', 'request', 'admin', {}, {}, 'forbidden'],
    ['a visitor commenting', 'IN_REVIEW', 'comment', [], {}, typed, 'forbidden'],
    ['requesting again after reject (irreversible)', 'REJECTED', 'request', 'dev', {}, {}, 'terminal'],
    ['requesting again after cancel (irreversible)', 'CANCELLED', 'request', 'dev', {}, {}, 'terminal'],
    ['approving a cancelled version', 'CANCELLED', 'approve', 'admin', {}, typed, 'terminal'],
    ['approving before the review started', 'PENDING_REVIEW', 'approve', 'admin', {}, typed, 'invalidState'],
    ['rejecting an approved version', 'APPROVED', 'reject', 'admin', {}, {}, 'invalidState'],
    ['cancelling a published version', 'PUBLISHED', 'cancel', 'dev', {}, {}, 'invalidState'],
    ['commenting on a draft', 'DRAFT', 'comment', 'dev', {}, typed, 'invalidState'],
    ['requesting while the store needs no review', 'DRAFT', 'request', 'dev', { needReview: false }, {}, 'reviewDisabled'],
    ['requesting the version already under review', 'DRAFT', 'request', 'dev', { isReviewVersion: true }, {}, 'alreadyInReview'],
    ['starting a review of another version', 'PENDING_REVIEW', 'start', 'admin', { isReviewVersion: false }, {}, 'notReviewVersion'],
    ['cancelling a version that is not the review version', 'APPROVED', 'cancel', 'dev', { isReviewVersion: false }, {}, 'notReviewVersion'],
    ['publishing a blocked app', 'APPROVED', 'publish', 'dev', { blocked: true }, {}, 'blocked'],
    ['publishing a draft that needs review', 'DRAFT', 'publish', 'dev', {}, {}, 'reviewRequired'],
    ['auto-publishing without delegation', 'APPROVED', 'autoPublish', 'system', {}, {}, 'noDelegation'],
    ['approving without a category', 'IN_REVIEW', 'approve', 'admin', {}, { content: 'ok', category: ' ' }, 'categoryRequired'],
    ['commenting without text', 'IN_REVIEW', 'comment', 'admin', {}, { content: '  ' }, 'contentRequired'],
    ['replying without text', 'IN_REVIEW', 'reply', 'admin', {}, {}, 'contentRequired'],
    ['rejecting without a reason', 'IN_REVIEW', 'reject', 'admin', {}, { content: '' }, 'contentRequired'],
    ['rejecting with only spaces', 'IN_REVIEW', 'reject', 'admin', {}, { content: ' \n\t ' }, 'contentRequired'],
    ['approving without a message', 'IN_REVIEW', 'approve', 'admin', {}, { category: 'cat_ai' }, 'contentRequired'],
    ['starting the review of a rejected version', 'REJECTED', 'start', 'admin', {}, {}, 'terminal'],
    ['starting the review of a cancelled version', 'CANCELLED', 'start', 'admin', {}, {}, 'terminal'],
    // The decisions and the reply are on the review version only (the server's "Review version not found").
    ['replying on a version that is not the review version', 'IN_REVIEW', 'reply', 'admin', { isReviewVersion: false }, typed, 'notReviewVersion'],
    ['approving a version that is not the review version', 'IN_REVIEW', 'approve', 'admin', { isReviewVersion: false }, typed, 'notReviewVersion'],
    ['rejecting a version that is not the review version', 'IN_REVIEW', 'reject', 'admin', { isReviewVersion: false }, typed, 'notReviewVersion'],
    ['auto-publishing a blocked app, even with a delegation', 'APPROVED', 'autoPublish', 'system', { blocked: true, hasDelegation: true }, {}, 'blocked'],
  ])('%s → %s', (_name, state, action, actor, context, input, reason) => {
    const result = applyAction(state, action, actor, context, input);
    expect(result).toMatchObject({ ok: false, reason, messageKey: `review.refused.${reason}` });
  });

  it('answers with the store server’s texts', () => {
    // A closed version says so (the real store's "Version already in review" is not true of it).
    expect(applyAction('REJECTED', 'request', 'dev')).toMatchObject({ serverMessage: 'This version is closed (rejected or cancelled): upload a higher version' });
    expect(applyAction('CANCELLED', 'start', 'admin')).toMatchObject({ serverMessage: 'This version is closed (rejected or cancelled): upload a higher version' });
    expect(applyAction('IN_REVIEW', 'reject', 'admin', {}, { content: ' ' })).toMatchObject({ serverMessage: 'Content is required' });
    expect(applyAction('PENDING_REVIEW', 'approve', 'admin', {}, typed)).toMatchObject({ serverMessage: 'The version is not in review status' });
    expect(applyAction('IN_REVIEW', 'approve', 'admin')).toMatchObject({ serverMessage: 'The category is required' });
    expect(applyAction('PENDING_REVIEW', 'start', 'admin', { isReviewVersion: false })).toMatchObject({ serverMessage: 'Review version not found' });
    expect(applyAction('APPROVED', 'publish', 'dev', { blocked: true })).toMatchObject({ serverMessage: 'Blocklet has been blocked' });
    expect(applyAction('DRAFT', 'delete', 'admin')).toMatchObject({ serverMessage: 'Unknown action' });
    expect(applyAction('IN_REVIEW', 'approve', 'dev', {}, typed)).toMatchObject({ serverMessage: 'Permission denied' });
    expect(applyAction('DRAFT', 'request', 'dev', { needReview: false })).toMatchObject({ serverMessage: 'Review is not required' });
    expect(applyAction('DRAFT', 'request', 'dev', { isReviewVersion: true })).toMatchObject({ serverMessage: 'Version already in review' });
    expect(applyAction('DRAFT', 'publish', 'dev')).toMatchObject({ serverMessage: 'The version must be approved before publishing' });
    expect(applyAction('APPROVED', 'autoPublish', 'system')).toMatchObject({ serverMessage: 'Auto publish is not enabled' });
  });
});

describe('publishing without review', () => {
  it('publishes a draft when the store needs no review', () => {
    expect(applyAction('DRAFT', 'publish', 'dev', { needReview: false })).toMatchObject({ ok: true, to: 'PUBLISHED', stamp: 'publishedAt' });
  });
  it('publishes a draft once the FIRST review passed', () => {
    expect(applyAction('DRAFT', 'publish', 'dev', { firstPassed: true })).toMatchObject({ ok: true, to: 'PUBLISHED' });
  });
  it('auto-publishes after approval with a delegation', () => {
    expect(applyAction('APPROVED', 'autoPublish', 'system', { hasDelegation: true })).toMatchObject({ ok: true, to: 'PUBLISHED' });
    expect(applyAction('DRAFT', 'autoPublish', 'system', { hasDelegation: true, needReview: false })).toMatchObject({ ok: true });
    expect(applyAction('DRAFT', 'autoPublish', 'system', { hasDelegation: true })).toMatchObject({ ok: false, reason: 'reviewRequired' });
  });
});

describe('side effects and stamps', () => {
  it('requesting cancels older reviews, sets the review version and notifies admins', () => {
    expect(applyAction('DRAFT', 'request', 'dev')).toMatchObject({
      ok: true,
      stamp: 'pendingAt',
      effects: ['cancelOtherReviews', 'setReviewVersion', 'openDiscussion', 'notifyAdmins'],
      irreversible: false,
    });
  });
  it('approving sets the category and may auto-publish', () => {
    expect(applyAction('IN_REVIEW', 'approve', 'admin', {}, typed)).toMatchObject({ stamp: 'approvedAt', effects: ['setCategoryAndReviewType', 'notifyOwner', 'autoPublishIfDelegated'] });
  });
  it('marks reject and cancel irreversible with a confirmation', () => {
    expect(applyAction('IN_REVIEW', 'reject', 'admin', {}, typed)).toMatchObject({ ok: true, irreversible: true, stamp: 'rejectedAt' });
    expect(applyAction('IN_REVIEW', 'cancel', 'dev')).toMatchObject({ ok: true, irreversible: true, stamp: 'canceledAt' });
    expect(reviewConfirmKey('reject')).toBe('review.confirm.reject');
    expect(reviewConfirmKey('approve')).toBeUndefined();
  });
  // Rows 3, 5, 6, 9 and 10 of the reference table (b): the field stamped and who is told.
  it('starting stamps inReviewAt and notifies the owner; a reply only posts the comment', () => {
    expect(applyAction('PENDING_REVIEW', 'start', 'admin')).toMatchObject({ ok: true, to: 'IN_REVIEW', stamp: 'inReviewAt', effects: ['notifyOwner'] });
    expect(applyAction('IN_REVIEW', 'reply', 'admin', {}, typed)).toMatchObject({ ok: true, to: 'IN_REVIEW', stamp: undefined, effects: ['postComment'] });
  });
  it('rejecting notifies the owner, cancelling the admins', () => {
    expect(applyAction('IN_REVIEW', 'reject', 'admin', {}, typed)).toMatchObject({ effects: ['notifyOwner'] });
    expect(applyAction('APPROVED', 'cancel', 'dev')).toMatchObject({ effects: ['notifyAdmins'] });
  });
  it('publishing, by hand or automatically, makes the version current, clears the review pointers and notifies the owner and the store owner', () => {
    const published = { ok: true, to: 'PUBLISHED', stamp: 'publishedAt', effects: ['setCurrentVersion', 'clearReviewPointers', 'notifyOwner', 'notifyStoreOwner'] };
    expect(applyAction('APPROVED', 'publish', 'dev')).toMatchObject(published);
    expect(applyAction('APPROVED', 'autoPublish', 'system', { hasDelegation: true })).toMatchObject(published);
  });
  it('keeps the state for comments', () => {
    expect(applyAction('REJECTED', 'comment', 'dev', {}, typed)).toMatchObject({ ok: true, to: 'REJECTED', stamp: undefined, effects: ['postComment'] });
  });
});

describe('availableActions', () => {
  it.each<[ReviewState, ActorRole | ActorRole[], Parameters<typeof availableActions>[2], ReviewAction[]]>([
    ['DRAFT', 'dev', {}, ['request']],
    ['DRAFT', 'dev', { needReview: false }, ['publish']],
    ['DRAFT', 'admin', {}, []],
    ['PENDING_REVIEW', 'admin', {}, ['start', 'comment']],
    ['PENDING_REVIEW', 'dev', {}, ['comment', 'cancel']],
    ['IN_REVIEW', 'admin', {}, ['reply', 'approve', 'reject', 'comment']],
    ['IN_REVIEW', ['dev', 'admin'], {}, ['reply', 'approve', 'reject', 'comment', 'cancel']],
    ['APPROVED', 'dev', {}, ['comment', 'cancel', 'publish']],
    ['APPROVED', 'system', { hasDelegation: true }, ['autoPublish']],
    ['REJECTED', 'dev', {}, ['comment']],
    ['CANCELLED', 'admin', {}, ['comment']],
    ['PUBLISHED', 'dev', {}, ['comment']],
    ['IN_REVIEW', [], {}, []],
  ])('%s for %j %j → %j', (state, actor, context, actions) => {
    expect(availableActions(state, actor, context)).toEqual(actions);
  });

  it('only lists actions that apply once the text is typed', () => {
    const states = fc.constantFrom(...REVIEW_STATES);
    const actors = fc.subarray([...ACTORS]);
    const contexts = fc.record({ needReview: fc.boolean(), blocked: fc.boolean(), firstPassed: fc.boolean(), isReviewVersion: fc.boolean(), hasDelegation: fc.boolean() });
    fc.assert(
      fc.property(states, actors, contexts, (state, actor, context) => {
        for (const action of availableActions(state, actor, context)) expect(applyAction(state, action, actor, context, typed).ok).toBe(true);
      }),
    );
  });

  it('never moves a version out of REJECTED or CANCELLED', () => {
    fc.assert(
      fc.property(fc.constantFrom<ReviewState>('REJECTED', 'CANCELLED'), fc.constantFrom(...REVIEW_ACTIONS), fc.constantFrom(...ACTORS), (state, action, actor) => {
        const result = applyAction(state, action, actor, { hasDelegation: true, needReview: false }, typed);
        expect(!result.ok || result.to === state).toBe(true);
      }),
    );
  });

  it('only reject and cancel are irreversible', () => {
    expect(REVIEW_ACTIONS.filter(isIrreversible)).toEqual(['reject', 'cancel']);
  });
});
