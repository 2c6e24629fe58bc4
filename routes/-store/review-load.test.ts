// The review panel's load answers about one person: a switch of person while the answers are on
// their way makes it ask again, as the person now signed in (routes/-store/review-load.ts).
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@domain/model';
import { fullStoreApp } from '@test/fixtures/complete';
import { loadReviewAsOnePerson, type ReviewAnswers } from './review-load';

const owner: SessionUser = { did: 'z1alice', fullName: 'Alice Owner', role: 'member', passports: [] };
const admin: SessionUser = { did: 'z1dave', fullName: 'Dave Admin', role: 'admin', passports: [] };
const answers = (developer: boolean): ReviewAnswers => ({
  app: fullStoreApp({ ownerDid: owner.did }),
  prefs: { permissionMode: 'inviting', needReview: true },
  developer: { developer, blocked: false },
});

describe('loadReviewAsOnePerson', () => {
  it('the same person throughout: one load, the owner who is a developer has the dev role', async () => {
    const fetch = vi.fn(async () => answers(true));
    const loaded = await loadReviewAsOnePerson('1.0.0', () => owner, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loaded.roles).toEqual(['dev']);
    expect(loaded.rules.needReview).toBe(true);
  });

  it('the admin signs out and the owner in during the load: it asks again and the owner gets her role', async () => {
    let current = admin;
    // The first answers are about the admin (not a developer); the owner signs in before they arrive.
    const fetch = vi
      .fn<() => Promise<ReviewAnswers>>()
      .mockImplementationOnce(async () => {
        current = owner;
        return answers(false);
      })
      .mockImplementationOnce(async () => answers(true));
    const loaded = await loadReviewAsOnePerson('1.0.0', () => current, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(loaded.roles).toEqual(['dev']);
  });

  it('a person who keeps changing: it stops after three loads with the last answers', async () => {
    let turn = 0;
    const people = [admin, owner];
    const fetch = vi.fn(async () => {
      turn += 1;
      return answers(false);
    });
    const loaded = await loadReviewAsOnePerson('1.0.0', () => people[turn % 2]!, fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(loaded.roles).toEqual([]);
  });

  it('an admin has the admin role; the rules come from the answers', async () => {
    const loaded = await loadReviewAsOnePerson('2.0.0', () => admin, async () => answers(false));
    expect(loaded.roles).toEqual(['admin']);
    expect(loaded.rules).toEqual({ needReview: true, blocked: false, isReviewVersion: false, firstPassed: false });
  });
});
