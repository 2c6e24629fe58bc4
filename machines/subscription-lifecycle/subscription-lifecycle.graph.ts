// The subscription lifecycle for path generation: inert actors and event payloads that reach
// every branch. Shared by its path test, the UI walk (e2e/portal-paths/) and the registry.
import { assign, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { CancellationReason, Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview, ChangePlanResult, RecoverInfo } from '@domain/model/subscription-actions';
import type { WalletOutcome, WalletRequest } from '@machines/ports';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { recordInContext } from '@machines/test-kit/record-in-context';
import { makeInvoice, makeSubscription } from '@test/fixtures/billing';
import { makeRecurringPrice, yearly } from '@test/fixtures/checkout';
import { subscriptionLifecycleMachine, type PlanChangeRequest, type SubscriptionLifecycleContext } from './subscription-lifecycle.machine';
import { subscriptionLifecycleOracle } from './subscription-lifecycle.oracle';

/** One subscription per phase: what a load or refresh answers. */
export const lifecycleSubscriptions = {
  active: makeSubscription(),
  trialing: makeSubscription({ status: 'trialing', trial_end: 1738368000 }),
  pastDue: makeSubscription({ status: 'past_due' }),
  cancelScheduled: makeSubscription({ cancel_at_period_end: true, cancel_at: 1738368000 }),
  canceled: makeSubscription({ status: 'canceled', canceled_at: 1736000000 }),
} satisfies Record<string, Subscription>;

const yearlyPlan = makeRecurringPrice({ id: 'price_yearly', recurring: yearly });
const preview: ChangePlanPreview = {
  price: yearlyPlan,
  currency_id: 'pc_abt',
  amount_due: '5',
  proration_credit: '1',
  next_billing_at: 1738368000,
  requires_payment: true,
  proration_date: 1736000000,
  quote_expires_at: 1736000300,
};

/** The active subscription once the plan change took effect (on the yearly plan chosen). */
export const onYearlyPlan = makeSubscription({ items: [{ id: 'si_1', price_id: 'price_yearly', price: yearlyPlan, quantity: 1 }] });
/** An error as the HTTP adapter raises it: the server's code, or a lost answer (kind network). */
const apiError = (id: string, fields: Record<string, unknown>) => [{ type: `xstate.error.actor.${id}`, error: Object.assign(new Error('down'), fields) }];

const done = (id: string, outputs: readonly unknown[]) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failure = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('down') }];
const wallet = (id: string) =>
  done(id, [{ status: 'approved' }, { status: 'cancelled' }, { status: 'declined' }] satisfies WalletOutcome[]);
const phases = Object.values(lifecycleSubscriptions);

const events: Record<string, readonly (EventObject & Record<string, unknown>)[]> = {
  'xstate.done.actor.loadSubscription': done('loadSubscription', phases),
  'xstate.error.actor.loadSubscription': failure('loadSubscription'),
  'xstate.done.actor.refreshSubscription': done('refreshSubscription', phases),
  'xstate.error.actor.refreshSubscription': failure('refreshSubscription'),
  'xstate.done.actor.cancelSubscription': done('cancelSubscription', [lifecycleSubscriptions.cancelScheduled, lifecycleSubscriptions.canceled]),
  'xstate.error.actor.cancelSubscription': [...failure('cancelSubscription'), ...apiError('cancelSubscription', { kind: 'network' })],
  'xstate.done.actor.loadRecoverInfo': done('loadRecoverInfo', [
    { subscription: lifecycleSubscriptions.cancelScheduled, needStake: false },
    { subscription: lifecycleSubscriptions.cancelScheduled, needStake: true },
  ] satisfies RecoverInfo[]),
  'xstate.error.actor.loadRecoverInfo': failure('loadRecoverInfo'),
  'xstate.done.actor.recoverSubscription': done('recoverSubscription', [lifecycleSubscriptions.active, lifecycleSubscriptions.trialing]),
  'xstate.error.actor.recoverSubscription': failure('recoverSubscription'),
  'xstate.done.actor.restake': wallet('restake'),
  'xstate.error.actor.restake': failure('restake'),
  'xstate.done.actor.loadPlans': done('loadPlans', [[yearlyPlan], [makeRecurringPrice()]] satisfies Price[][]),
  'xstate.error.actor.loadPlans': failure('loadPlans'),
  'xstate.done.actor.previewPlan': done('previewPlan', [preview]),
  'xstate.error.actor.previewPlan': failure('previewPlan'),
  'xstate.done.actor.changePlan': done('changePlan', [
    { subscription: lifecycleSubscriptions.active, invoice: makeInvoice({ id: 'in_plan', status: 'open' }), requires_payment: true },
    { subscription: lifecycleSubscriptions.active, invoice: null, requires_payment: false },
  ] satisfies ChangePlanResult[]),
  'xstate.error.actor.changePlan': [...failure('changePlan'), ...apiError('changePlan', { kind: 'http', code: 'QUOTE_EXPIRED' })],
  'xstate.done.actor.verifyPlanChange': done('verifyPlanChange', [onYearlyPlan, lifecycleSubscriptions.active]),
  'xstate.error.actor.verifyPlanChange': failure('verifyPlanChange'),
  'xstate.done.actor.discardPlanChange': done('discardPlanChange', [lifecycleSubscriptions.active]),
  'xstate.error.actor.discardPlanChange': failure('discardPlanChange'),
  'xstate.done.actor.payPlanChange': wallet('payPlanChange'),
  'xstate.error.actor.payPlanChange': failure('payPlanChange'),
  'xstate.done.actor.delegate': wallet('delegate'),
  'xstate.error.actor.delegate': failure('delegate'),
  'xstate.done.actor.changePayment': done('changePayment', [
    { subscription: lifecycleSubscriptions.active, stripeContext: { client_secret: 'seti_1_secret', intent_type: 'setup_intent', status: 'requires_payment_method' } },
    { subscription: lifecycleSubscriptions.active, stripeContext: null },
  ] satisfies ChangePaymentResult[]),
  'xstate.error.actor.changePayment': failure('changePayment'),
  'user.submitCancel': [{ type: 'user.submitCancel', feedback: 'too_expensive', comment: 'cheaper elsewhere' }],
  'user.choosePlan': [{ type: 'user.choosePlan', priceId: 'price_yearly' }],
  'user.choosePayment': [
    { type: 'user.choosePayment', currencyId: 'pc_usd', card: true },
    { type: 'user.choosePayment', currencyId: 'pc_tba', card: false },
  ],
  'card.failed': [{ type: 'card.failed', error: new Error('Your card was declined.') }],
};

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/**
 * How often the page was told to read the invoice list again, counted in the context for the
 * oracle (the app provides `invoicesChanged` with its port; this stand-in only counts the calls).
 */
const countInvoicesChanged = assign(({ context }: { context: { invoicesChanged?: number } }) => ({ invoicesChanged: (context.invoicesChanged ?? 0) + 1 })) as never;

export const subscriptionLifecycleGraph = defineGraph({
  machine: subscriptionLifecycleMachine.provide({
    actors: {
      loadSubscription: never<Subscription, { id: string }>(),
      cancelSubscription: never<Subscription, { id: string; feedback: CancellationReason; comment: string }>(),
      loadRecoverInfo: never<RecoverInfo, { id: string }>(),
      recoverSubscription: never<Subscription, { id: string }>(),
      loadPlans: never<readonly Price[], { id: string }>(),
      previewPlan: never<ChangePlanPreview, { id: string; priceId: string }>(),
      changePlan: never<ChangePlanResult, PlanChangeRequest>(),
      cancelPendingUpdate: never<Subscription, { id: string }>(),
      changePayment: never<ChangePaymentResult, { id: string; currencyId: string }>(),
      connectWallet: never<WalletOutcome, WalletRequest>(),
      watchSubscription: fromCallback<EventObject, { id: string }>(() => {}),
    },
    // The toasts, in order, and the invoice-list reads, for the oracle.
    actions: { notify: recordInContext('notices'), invoicesChanged: countInvoicesChanged },
  }),
  options: {
    input: { subscriptionId: 'sub_1' },
    events,
    simplePaths: false,
    // 126 states × ~60 event variants: more tries than the default bound.
    limit: 20_000,
    // The phase routing reads the subscription; the plan guard reads the plans.
    serializeContext: (context: SubscriptionLifecycleContext) => [context.subscription?.status, context.subscription?.cancel_at_period_end],
  },
  oracle: subscriptionLifecycleOracle,
});

/**
 * The path test's options: the graph's, plus what only the oracle needs, kept out of the graph so
 * that the UI walk (e2e/portal-paths/, generated from graph.options) walks no more paths. A plan
 * list where the server also names the current plan (the dialog must leave it out), a cancel
 * scheduled before the period ends, and an error on screen tells two snapshots apart (leaving a
 * step must clear it).
 */
export const subscriptionLifecycleOracleOptions = {
  ...subscriptionLifecycleGraph.options,
  events: {
    ...events,
    'xstate.done.actor.loadPlans': done('loadPlans', [[yearlyPlan], [makeRecurringPrice()], [makeRecurringPrice(), yearlyPlan]] satisfies Price[][]),
    // A cancel scheduled for another day than the period's end: the toast names cancel_at.
    'xstate.done.actor.cancelSubscription': done('cancelSubscription', [
      lifecycleSubscriptions.cancelScheduled,
      lifecycleSubscriptions.canceled,
      { ...lifecycleSubscriptions.cancelScheduled, cancel_at: 1740787200 },
    ]),
  },
  serializeContext: (context: SubscriptionLifecycleContext) => [context.subscription?.status, context.subscription?.cancel_at_period_end, context.error !== null],
};
