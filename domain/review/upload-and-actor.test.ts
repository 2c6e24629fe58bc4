import { describe, expect, it } from 'vitest';
import { canUpload, reviewActionKey, reviewActorRoles, reviewStateKey, statusAfterOtherRequest } from '@domain/review';
import { makeUser } from '@test/fixtures/shell';

const developer = makeUser({ did: 'z1owner', role: 'member', passports: [{ id: 'p', role: 'developer' }] });

describe('reviewActorRoles', () => {
  it.each<[string, Parameters<typeof reviewActorRoles>[0], string[]]>([
    ['owner with a developer passport', developer, ['dev']],
    ['owner without a developer passport', makeUser({ did: 'z1owner' }), []],
    ['another developer', { ...developer, did: 'z1other' }, []],
    ['store admin', makeUser({ did: 'z1admin', role: 'admin' }), ['admin']],
    ['owner role who also owns the app as developer', { ...developer, role: 'owner' }, ['dev', 'admin']],
    ['visitor', null, []],
  ])('%s → %j', (_name, user, roles) => {
    expect(reviewActorRoles(user, 'z1owner')).toEqual(roles);
  });
});

describe('canUpload (row 1)', () => {
  const base = { isDev: true, blocked: false, needReview: true, reviewVersionStatus: undefined, isHigherVersion: true } as const;
  it.each<[string, Partial<Parameters<typeof canUpload>[0]>, unknown]>([
    ['first upload', {}, { ok: true, to: 'DRAFT' }],
    ['not a developer', { isDev: false }, { ok: false, reason: 'forbidden' }],
    ['blocked app', { blocked: true }, { ok: false, reason: 'blocked' }],
    ['while pending review', { reviewVersionStatus: 'PENDING_REVIEW' }, { ok: false, reason: 'inReview' }],
    ['while in review', { reviewVersionStatus: 'IN_REVIEW' }, { ok: false, reason: 'inReview' }],
    ['while approved and not published', { reviewVersionStatus: 'APPROVED' }, { ok: false, reason: 'inReview' }],
    ['after a rejection', { reviewVersionStatus: 'REJECTED' }, { ok: true, to: 'DRAFT' }],
    ['in review but the store needs no review', { reviewVersionStatus: 'IN_REVIEW', needReview: false }, { ok: true, to: 'DRAFT' }],
    ['same or lower version', { isHigherVersion: false }, { ok: false, reason: 'versionNotHigher' }],
  ])('%s', (_name, overrides, expected) => {
    expect(canUpload({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('statusAfterOtherRequest (row 7)', () => {
  it.each([
    ['PENDING_REVIEW', 'CANCELLED'],
    ['IN_REVIEW', 'CANCELLED'],
    ['APPROVED', 'APPROVED'],
    ['DRAFT', 'DRAFT'],
    ['PUBLISHED', 'PUBLISHED'],
  ] as const)('%s → %s', (state, next) => {
    expect(statusAfterOtherRequest(state)).toBe(next);
  });
});

describe('labels', () => {
  it('gives i18n keys', () => {
    expect(reviewStateKey('IN_REVIEW')).toBe('review.status.IN_REVIEW');
    expect(reviewActionKey('request')).toBe('review.action.request');
  });
});

describe('every review key exists in both catalogues', () => {
  it('has state, action, confirmation and refusal texts', async () => {
    const { REVIEW_STATES, REVIEW_ACTIONS, reviewConfirmKey } = await import('@domain/review');
    const { domain: en } = await import('../../ui/i18n/messages/en/boot/domain');
    const { domain: zh } = await import('../../ui/i18n/messages/zh/boot/domain');
    const refusals = ['unknownAction', 'forbidden', 'terminal', 'invalidState', 'reviewDisabled', 'notReviewVersion', 'alreadyInReview', 'blocked', 'reviewRequired', 'noDelegation', 'categoryRequired', 'contentRequired'];
    const keys = [
      ...REVIEW_STATES.map(reviewStateKey),
      ...REVIEW_ACTIONS.map(reviewActionKey),
      ...REVIEW_ACTIONS.map(reviewConfirmKey).filter((k): k is string => k !== undefined),
      ...refusals.map((reason) => `review.refused.${reason}`),
    ];
    for (const k of keys) {
      expect(en).toHaveProperty([k]);
      expect(zh).toHaveProperty([k]);
    }
  });
});
