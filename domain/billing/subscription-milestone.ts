import type { Subscription } from '../model';

/**
 * The one date that tells a customer's subscriptions apart in a list: when it renews, when its
 * trial ends, when a scheduled cancellation takes effect, or when it ended. Past-due
 * subscriptions are told by their badge, so they carry no date here.
 */
export type SubscriptionMilestone =
  | { kind: 'renews' | 'trialEnds' | 'ends' | 'ended'; at: number }
  | { kind: 'none' };

export function subscriptionMilestone(s: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'cancel_at' | 'canceled_at' | 'current_period_end' | 'trial_end'>): SubscriptionMilestone {
  const at = (value: number | null | undefined, kind: 'renews' | 'trialEnds' | 'ends' | 'ended'): SubscriptionMilestone => (value ? { kind, at: value } : { kind: 'none' });
  switch (s.status) {
    case 'canceled':
    case 'incomplete_expired':
      return at(s.canceled_at ?? s.cancel_at ?? s.current_period_end, 'ended');
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
    case 'paused':
      return { kind: 'none' };
    case 'trialing':
      return s.cancel_at_period_end ? at(s.cancel_at ?? s.trial_end ?? s.current_period_end, 'ends') : at(s.trial_end ?? s.current_period_end, 'trialEnds');
    case 'active':
      return s.cancel_at_period_end ? at(s.cancel_at ?? s.current_period_end, 'ends') : at(s.current_period_end, 'renews');
  }
}
