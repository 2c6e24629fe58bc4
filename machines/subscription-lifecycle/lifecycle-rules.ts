// Pure rules of the subscription lifecycle (spec §4 "Subscription"): which phase a subscription
// is in and which actions that phase offers. The machine routes by them; the view shows them.
import type { Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanResult } from '@domain/model/subscription-actions';

export type LifecyclePhase = 'trialing' | 'active' | 'pastDue' | 'cancelScheduled' | 'canceled';

/** Cancelled (or ended) wins; past due blocks everything else until paid; then a scheduled cancel. */
export function phaseOf(subscription: Subscription): LifecyclePhase {
  switch (subscription.status) {
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'past_due':
    case 'unpaid':
      return 'pastDue';
    default:
      if (subscription.cancel_at_period_end) return 'cancelScheduled';
      return subscription.status === 'trialing' ? 'trialing' : 'active';
  }
}

export type LifecycleAction = 'cancel' | 'resume' | 'changePlan' | 'changePayment' | 'payDue';

/** Every action is offered only where it is valid (issue #14 item 1). */
export const ACTIONS_BY_PHASE: Readonly<Record<LifecyclePhase, readonly LifecycleAction[]>> = {
  trialing: ['cancel', 'changePlan', 'changePayment'],
  active: ['cancel', 'changePlan', 'changePayment'],
  pastDue: ['payDue'],
  cancelScheduled: ['resume', 'changePayment'],
  canceled: [],
};

/** A trial ends at once when cancelled; anything else runs to the end of its period. */
export const cancelsImmediately = (subscription: Subscription) => subscription.status === 'trialing';

/** The plans a subscription can switch to: other recurring prices, never the current one. */
export const otherPlans = (subscription: Subscription, plans: readonly Price[]) => {
  const current = subscription.items?.[0]?.price_id;
  return plans.filter((plan) => plan.id !== current && plan.type === 'recurring');
};

export const planChangeNeedsPayment = (result: ChangePlanResult) => result.requires_payment && !!result.invoice;

export const paymentChangeNeedsCard = (result: ChangePaymentResult) => !!result.stripeContext?.client_secret;

