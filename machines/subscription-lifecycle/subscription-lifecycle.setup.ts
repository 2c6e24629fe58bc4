import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Price, Subscription } from '@domain/model';
import type { ChangePaymentResult, ChangePlanPreview, ChangePlanResult, RecoverInfo } from '@domain/model/subscription-actions';
import type { Notice, WalletOutcome, WalletRequest } from '@machines/ports';
import {
  answerLost,
  isOnPlan,
  otherPlans,
  paymentChangeNeedsCard,
  phaseOf,
  planChangeNeedsPayment,
  quoteNoticeOf,
  type LifecyclePhase,
} from '@domain/subscription';
import type { CancelRequest, PlanChangeRequest, SubscriptionLifecycleContext, SubscriptionLifecycleEvent, SubscriptionLifecycleInput } from './subscription-lifecycle.types';

export type { CancelRequest, PlanChangeRequest, PlanNotice, SubscriptionLifecycleContext, SubscriptionLifecycleEvent, SubscriptionLifecycleInput } from './subscription-lifecycle.types';

/**
 * Actors, guards and actions of the subscription lifecycle; its types are in
 * subscription-lifecycle.types.ts, its states in subscription-lifecycle.machine.ts and the two
 * sub-flows' files (plan-change, payment-change). Actors are provided at the composition root (the
 * subscriptions API, the wallet port, the realtime port); tests provide fakes.
 */
/** The subscription a load, refresh, cancel or recover answered, if this event carries one. */
// Every done event routed by phase (load, refresh, cancel, recover) carries a subscription; the
// user and error events that are routed by phase carry no output.
function subscriptionOf(event: EventObject): Subscription | null {
  return (event as EventObject & { output?: Subscription }).output ?? null;
}

const id = (context: SubscriptionLifecycleContext) => ({ id: context.subscriptionId });

export const subscriptionLifecycleSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as SubscriptionLifecycleInput,
    context: {} as SubscriptionLifecycleContext,
    events: {} as SubscriptionLifecycleEvent,
  },
  // Stryker disable ObjectLiteral,BlockStatement,StringLiteral: placeholders the composition root and every test replace (subscriptionLifecycleImplementations)
  actors: {
    loadSubscription: fromPromise<Subscription, { id: string }>(async () => {
      throw new Error('loadSubscription is not provided');
    }),
    cancelSubscription: fromPromise<Subscription, { id: string } & CancelRequest>(async () => {
      throw new Error('cancelSubscription is not provided');
    }),
    loadRecoverInfo: fromPromise<RecoverInfo, { id: string }>(async () => {
      throw new Error('loadRecoverInfo is not provided');
    }),
    recoverSubscription: fromPromise<Subscription, { id: string }>(async () => {
      throw new Error('recoverSubscription is not provided');
    }),
    loadPlans: fromPromise<readonly Price[], { id: string }>(async () => {
      throw new Error('loadPlans is not provided');
    }),
    previewPlan: fromPromise<ChangePlanPreview, { id: string; priceId: string }>(async () => {
      throw new Error('previewPlan is not provided');
    }),
    changePlan: fromPromise<ChangePlanResult, PlanChangeRequest>(async () => {
      throw new Error('changePlan is not provided');
    }),
    /** Drops a plan change whose payment was declined or abandoned (its invoice is voided). */
    cancelPendingUpdate: fromPromise<Subscription, { id: string }>(async () => {
      throw new Error('cancelPendingUpdate is not provided');
    }),
    changePayment: fromPromise<ChangePaymentResult, { id: string; currencyId: string }>(async () => {
      throw new Error('changePayment is not provided');
    }),
    connectWallet: fromPromise<WalletOutcome, WalletRequest>(async () => {
      throw new Error('connectWallet is not provided');
    }),
    /** Sends sync.changed on an invoice.paid event of this subscription (or a poll that saw one). */
    watchSubscription: fromCallback<EventObject, { id: string }>(() => {}),
  },
  // Stryker restore ObjectLiteral,BlockStatement,StringLiteral
  guards: {
    // Guards run before the transition's actions, so a done event's subscription is read from the
    // event itself; other events (close, a failed refresh) route by the one already held.
    isPhase: ({ context, event }, params: { phase: LifecyclePhase }) => {
      const subscription = subscriptionOf(event) ?? context.subscription;
      return subscription !== null && phaseOf(subscription) === params.phase;
    },
    noPlans: (_, params: { plans: readonly Price[]; subscription: Subscription | null }) =>
      params.subscription === null || otherPlans(params.subscription, params.plans).length === 0,
    needsStake: (_, params: { info: RecoverInfo }) => params.info.needStake,
    needsPayment: (_, params: { result: ChangePlanResult }) => planChangeNeedsPayment(params.result),
    /** The server refused the quote (too old, or its amount moved): preview again. */
    quoteOutdated: (_, params: { error: unknown }) => quoteNoticeOf(params.error) !== null,
    /** The subscription the server holds is on the plan chosen: the change took effect. */
    onChosenPlan: ({ context }, params: { subscription: Subscription }) => isOnPlan(params.subscription, context.selectedPriceId),
    /** The request may have reached the server though its answer was lost: read again. */
    answerLost: (_, params: { error: unknown }) => answerLost(params.error),
    /** A card as the new method: it is set up after the change is submitted, no wallet delegation. */
    paysByCard: (_, params: { card: boolean }) => params.card,
    needsCard: (_, params: { result: ChangePaymentResult }) => paymentChangeNeedsCard(params.result),
    walletApproved: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'approved',
    walletCancelled: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'cancelled',
  },
  actions: {
    /** Shows a toast; provided at the composition root with the Notifier port. */
    notify: (_, _notice: Notice) => {},
    /** The subscription's invoices changed (a plan change's invoice made, paid or voided): the page's list reads them again. */
    invoicesChanged: () => {},
    storeSubscription: assign((_, params: { subscription: Subscription }) => ({ subscription: params.subscription, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearStep: assign({ error: null, preview: null, selectedPriceId: null, planInvoiceId: null, planNotice: null, paymentCurrencyId: null, cardSetup: null }),
  },
});

export { id as subscriptionIdOf };
