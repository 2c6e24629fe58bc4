// The subscription lifecycle (docs/spec/checkout-and-billing.md §4 "Subscription"): which phase a
// subscription is in and which actions that phase offers. The lifecycle machine routes by them;
// the portal's list, badge and first paint show them.
import type { Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanResult } from '@domain/model/subscription-actions';

export type LifecyclePhase = 'trialing' | 'active' | 'pastDue' | 'cancelScheduled' | 'canceled';

/** Cancelled (or ended) wins; past due blocks everything else until paid; then a scheduled cancel. */
export function phaseOf(subscription: Subscription): LifecyclePhase {
  const status = subscription.status;
  switch (status) {
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'past_due':
    case 'unpaid':
      return 'pastDue';
    case 'trialing':
    case 'active':
    case 'incomplete':
    case 'paused':
      if (subscription.cancel_at_period_end) return 'cancelScheduled';
      return status === 'trialing' ? 'trialing' : 'active';
    default: {
      const _never: never = status;
      return _never;
    }
  }
}

export type LifecycleAction = 'cancel' | 'resume' | 'changePlan' | 'changePayment' | 'payDue';

/** Every action is offered only in the phases where it is valid. */
export const ACTIONS_BY_PHASE: Readonly<Record<LifecyclePhase, readonly LifecycleAction[]>> = {
  trialing: ['cancel', 'changePlan', 'changePayment'],
  active: ['cancel', 'changePlan', 'changePayment'],
  pastDue: ['payDue'],
  cancelScheduled: ['resume', 'changePayment'],
  canceled: [],
};

/** The plans a subscription can switch to: other recurring prices, never the current one. */
export const otherPlans = (subscription: Subscription, plans: readonly Price[]) => {
  const current = subscription.items?.[0]?.price_id;
  return plans.filter((plan) => plan.id !== current && plan.type === 'recurring');
};

export const planChangeNeedsPayment = (result: ChangePlanResult) => result.requires_payment && !!result.invoice;

export const paymentChangeNeedsCard = (result: ChangePaymentResult) => !!result.stripeContext?.client_secret;
