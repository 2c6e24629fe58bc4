import { describe, expect, it } from 'vitest';
import { subscriptionMilestone } from './subscription-milestone';

const base = { status: 'active', cancel_at_period_end: false, cancel_at: null, canceled_at: null, current_period_end: 2000, trial_end: null } as const;

describe('subscriptionMilestone: the date that tells subscriptions apart', () => {
  it.each([
    ['an active one renews at its period end', base, { kind: 'renews', at: 2000 }],
    ['a scheduled cancellation ends at cancel_at', { ...base, cancel_at_period_end: true, cancel_at: 1500 }, { kind: 'ends', at: 1500 }],
    ['a scheduled cancellation without cancel_at ends at the period end', { ...base, cancel_at_period_end: true }, { kind: 'ends', at: 2000 }],
    ['a trial tells when it ends', { ...base, status: 'trialing', trial_end: 900 }, { kind: 'trialEnds', at: 900 }],
    ['a cancelled trial ends', { ...base, status: 'trialing', trial_end: 900, cancel_at_period_end: true }, { kind: 'ends', at: 900 }],
    ['a cancelled one tells when it ended', { ...base, status: 'canceled', canceled_at: 1200 }, { kind: 'ended', at: 1200 }],
    ['a past-due one carries no date (its badge says it)', { ...base, status: 'past_due' }, { kind: 'none' }],
    ['no date known: none', { ...base, current_period_end: null }, { kind: 'none' }],
  ] as const)('%s', (_name, s, expected) => {
    expect(subscriptionMilestone(s)).toEqual(expected);
  });
});
