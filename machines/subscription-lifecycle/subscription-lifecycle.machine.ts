import { assign } from 'xstate';
import { formatError } from '@domain/errors';
import { subscriptionIdOf as idOf, subscriptionLifecycleSetup } from './subscription-lifecycle.setup';
import { paymentChangeState } from './subscription-lifecycle.payment-change';
import { planChangeState } from './subscription-lifecycle.plan-change';
import { ALL_PHASES, endDateOf, failedWith, fromResume, fromRunning, idsFor, stored, toPhase, toRefreshing } from './subscription-lifecycle.transitions';

export * from './subscription-lifecycle.setup';


/** Actions offered in trialing and active: cancel, change plan, change payment method. */
const runningActions = {
  'user.cancel': 'cancel',
  'user.changePlan': 'planChange',
  'user.changePayment': 'paymentChange',
} as const;

/**
 * The life of one subscription on its detail page (docs/spec/checkout-and-billing.md §4 "Subscription"):
 * load → a phase (trialing, active, past due, cancel scheduled, cancelled) → the actions that
 * phase offers, each a sub-flow that ends by reading the subscription again, so the page always
 * shows what the server holds. Cancelled is final: nothing can be done with it any more.
 * While the page is open, an invoice.paid of this subscription (realtime) refreshes it.
 */
export const subscriptionLifecycleMachine = subscriptionLifecycleSetup.createMachine({
  id: 'subscriptionLifecycle',
  initial: 'loading',
  context: ({ input }) => ({
    subscriptionId: input.subscriptionId,
    subscription: null,
    error: null,
    cancel: null,
    // Stryker disable next-line ArrayDeclaration: equivalent, the dialog lists only recurring prices (otherPlans) and the list is replaced when the plans load
    plans: [],
    selectedPriceId: null,
    preview: null,
    planInvoiceId: null,
    planNotice: null,
    paymentCurrencyId: null,
    cardSetup: null,
  }),
  invoke: { src: 'watchSubscription', input: ({ context }) => idOf(context) },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        input: ({ context }) => idOf(context),
        onDone: toPhase(ALL_PHASES, [stored]),
        onError: { target: 'failed', actions: failedWith },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    trialing: { on: { ...runningActions, 'sync.changed': 'refreshing' } },
    active: { on: { ...runningActions, 'sync.changed': 'refreshing' } },
    // Past due blocks everything else until paid, through the overdue dialog that exists.
    pastDue: { on: { 'user.payDue': 'payingDue', 'sync.changed': 'refreshing' } },
    payingDue: { on: { 'overdue.closed': 'refreshing', 'sync.changed': 'refreshing' } },
    cancelScheduled: { on: { 'user.resume': 'resume', 'user.changePayment': 'paymentChange', 'sync.changed': 'refreshing' } },
    canceled: { type: 'final' },

    cancel: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.close': fromRunning,
            'user.submitCancel': {
              target: 'submitting',
              actions: assign({ cancel: ({ event }) => ({ feedback: event.feedback, comment: event.comment }), error: null }),
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'cancelSubscription',
            src: 'cancelSubscription',
            input: ({ context }) => ({ ...idOf(context), feedback: context.cancel!.feedback, comment: context.cancel!.comment }),
            // Cancelled at once: "has been cancelled"; scheduled: when it ends.
            onDone: [
              {
                guard: { type: 'isPhase', params: { phase: 'canceled' } },
                target: '#subscriptionLifecycle.canceled',
                actions: [
                  stored,
                  { type: 'notify', params: { tone: 'success', key: 'portal.cancel.done' } },
                  // Stryker disable next-line StringLiteral: equivalent, the cancel dialog is opened only from trialing or active (entered through toPhase, which cleared the step) and sets only cancel and error, which submitCancel cleared
                  'clearStep',
                ],
              },
              {
                target: '#subscriptionLifecycle.cancelScheduled',
                actions: [
                  stored,
                  { type: 'notify', params: ({ event }) => ({ tone: 'success' as const, key: 'portal.cancel.scheduled', params: { date: endDateOf(event.output) } }) },
                  // Stryker disable next-line StringLiteral: equivalent, as above
                  'clearStep',
                ],
              },
            ],
            onError: [
              // No answer: the server may have cancelled. Read the subscription again rather than show the old phase.
              {
                guard: { type: 'answerLost', params: ({ event }) => ({ error: event.error }) },
                target: toRefreshing,
                actions: [
                  { type: 'notify', params: { tone: 'warning', key: 'portal.cancel.unconfirmed' } },
                  // Stryker disable next-line StringLiteral: equivalent, as above (and refreshing returns through toPhase, which clears the step again)
                  'clearStep',
                ],
              },
              { target: 'editing', actions: failedWith },
            ],
          },
        },
      },
    },

    resume: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'loadRecoverInfo',
            src: 'loadRecoverInfo',
            input: ({ context }) => idOf(context),
            onDone: [
              { guard: { type: 'needsStake', params: ({ event }) => ({ info: event.output }) }, target: 'confirmingRestake' },
              { target: 'confirming' },
            ],
            onError: { target: 'confirming', actions: failedWith },
          },
        },
        confirming: { on: { 'user.confirm': 'recovering', 'user.close': fromResume } },
        // The stake was revoked: resuming needs a new stake through the wallet first.
        confirmingRestake: { on: { 'user.confirm': 'restaking', 'user.close': fromResume } },
        restaking: {
          tags: ['busy'],
          invoke: {
            id: 'restake',
            src: 'connectWallet',
            input: ({ context }) => ({ action: 're-stake' as const, extraParams: idsFor(context) }),
            onDone: [
              {
                guard: { type: 'walletApproved', params: ({ event }) => ({ outcome: event.output }) },
                target: toRefreshing,
                actions: { type: 'notify', params: { tone: 'success', key: 'portal.resume.done' } },
              },
              { guard: { type: 'walletCancelled', params: ({ event }) => ({ outcome: event.output }) }, target: 'confirmingRestake' },
              { target: 'confirmingRestake', actions: assign({ error: () => new Error('The wallet declined the stake') }) },
            ],
            onError: { target: 'confirmingRestake', actions: failedWith },
          },
        },
        recovering: {
          tags: ['busy'],
          invoke: {
            id: 'recoverSubscription',
            src: 'recoverSubscription',
            input: ({ context }) => idOf(context),
            onDone: toPhase(['trialing', 'active'], [stored, { type: 'notify', params: { tone: 'success', key: 'portal.resume.done' } } as const]),
            onError: { target: 'confirming', actions: failedWith },
          },
        },
      },
    },

    planChange: planChangeState,

    paymentChange: paymentChangeState,

    /** Reads the subscription again after an action, a payment or a realtime event. */
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshSubscription',
        src: 'loadSubscription',
        input: ({ context }) => idOf(context),
        onDone: toPhase(ALL_PHASES, [stored]),
        // A failed refresh keeps what was read before (never cancelled: that phase is final).
        onError: toPhase(['pastDue', 'cancelScheduled', 'trialing', 'active'], [{ type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ tone: 'error' as const, text: formatError(event.error) }) } as const]),
      },
    },
  },
});
