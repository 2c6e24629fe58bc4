import { describe, expect, it } from 'vitest';
import { makeInvoice, makeSubscription } from '@test/fixtures/billing';
import { makePrice, makeRecurringPrice } from '@test/fixtures/checkout';
import { ACTIONS_BY_PHASE, answerLost, isOnPlan, otherPlans, phaseOf, planChangeNeedsPayment, quoteNoticeOf } from './index';

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

  it('reads no lost answer from an error that is not an object', () => {
    // A rejected promise can carry anything: a bare value is a refusal, not a lost answer.
    expect(answerLost(null)).toBe(false);
    expect(answerLost(undefined)).toBe(false);
    expect(answerLost('network')).toBe(false);
  });

  it('offers the other recurring plans, never the current one or a one-time price', () => {
    const monthly = makeRecurringPrice({ id: 'price_monthly' });
    const yearly = makeRecurringPrice({ id: 'price_yearly' });
    const oneTime = makePrice({ id: 'price_once' });
    expect(otherPlans(makeSubscription(), [monthly, yearly, oneTime]).map((plan) => plan.id)).toEqual(['price_yearly']);
    // A subscription whose items the server left out is on no plan: every recurring one is offered.
    expect(otherPlans(makeSubscription({ items: [] }), [monthly, yearly]).map((plan) => plan.id)).toEqual(['price_monthly', 'price_yearly']);
    expect(otherPlans(makeSubscription({ items: null }), [monthly]).map((plan) => plan.id)).toEqual(['price_monthly']);
  });

  it('is on a plan only when its first item has that price', () => {
    expect(isOnPlan(makeSubscription(), 'price_monthly')).toBe(true);
    expect(isOnPlan(makeSubscription(), 'price_yearly')).toBe(false);
    expect(isOnPlan(makeSubscription(), null)).toBe(false);
    expect(isOnPlan(makeSubscription({ items: [] }), 'price_monthly')).toBe(false);
    expect(isOnPlan(makeSubscription({ items: null }), 'price_monthly')).toBe(false);
  });

  it('asks for payment only when the server says so and sends the invoice to pay', () => {
    const changed = { subscription: makeSubscription(), invoice: makeInvoice(), requires_payment: true };
    expect(planChangeNeedsPayment(changed)).toBe(true);
    // Without an invoice there is nothing to collect; without requires_payment the plan changed already.
    expect(planChangeNeedsPayment({ ...changed, invoice: null })).toBe(false);
    expect(planChangeNeedsPayment({ ...changed, requires_payment: false })).toBe(false);
  });
});
