import { describe, expect, it } from 'vitest';
import { makeSubscription } from '@test/fixtures/billing';
import { ACTIONS_BY_PHASE, answerLost, phaseOf, quoteNoticeOf } from './index';

describe('lifecycle phase', () => {
  it.each([
    ['canceled', false, 'canceled'],
    ['incomplete_expired', false, 'canceled'],
    ['past_due', true, 'pastDue'],
    ['unpaid', false, 'pastDue'],
    ['trialing', false, 'trialing'],
    ['trialing', true, 'cancelScheduled'],
    ['active', false, 'active'],
    ['active', true, 'cancelScheduled'],
    ['paused', false, 'active'],
    ['incomplete', false, 'active'],
  ] as const)('%s (cancel at period end: %s) is %s', (status, cancelAtPeriodEnd, phase) => {
    expect(phaseOf(makeSubscription({ status, cancel_at_period_end: cancelAtPeriodEnd }))).toBe(phase);
  });

  it('offers only paying while past due, and nothing once cancelled', () => {
    expect(ACTIONS_BY_PHASE.pastDue).toEqual(['payDue']);
    expect(ACTIONS_BY_PHASE.canceled).toEqual([]);
  });
});

describe('plan change', () => {
  it('names a refused quote and a lost answer', () => {
    expect(quoteNoticeOf({ code: 'QUOTE_EXPIRED' })).toBe('quoteExpired');
    expect(quoteNoticeOf({ code: 'QUOTE_CHANGED' })).toBe('quoteChanged');
    expect(quoteNoticeOf(new Error('other'))).toBeNull();
    expect(answerLost({ kind: 'network' })).toBe(true);
    expect(answerLost({ kind: 'timeout' })).toBe(true);
    expect(answerLost({ kind: 'http' })).toBe(false);
  });
});
