import { assign } from 'xstate';
import { formatError } from '@domain/errors';
import type { Subscription } from '@domain/model';
import { formatDate } from '@domain/display/format-date';
import { quoteNoticeOf } from '@domain/subscription';
import { subscriptionIdOf as idOf, subscriptionLifecycleSetup } from './subscription-lifecycle.setup';

export * from './subscription-lifecycle.setup';

/** Keeps the subscription a done event carried (load, refresh, cancel, recover). */
const stored = { type: 'storeSubscription', params: ({ event }: { event: { output: Subscription } }) => ({ subscription: event.output }) } as const;
/** Keeps an error event's error for the step on screen. */
const failedWith = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const ALL_PHASES = ['canceled', 'pastDue', 'cancelScheduled', 'trialing', 'active'] as const;
type Phase = (typeof ALL_PHASES)[number];

/**
 * Back to the phase of the subscription just read, as guarded transitions in the order
 * `phases` lists them; the last one is the fallback. Only the phases a step can really lead to
 * are listed (a cancel ends scheduled or cancelled; closing a dialog returns where it opened), so
 * no branch exists that no path can take. `actions` run first; every return clears the step.
 */
function toPhase(phases: readonly Phase[], actions: readonly object[] = []): never {
  const last = phases[phases.length - 1]!;
  // One list serves done, error and user events alike; XState cannot type a transition list
  // shared across events, so it is typed by the machine config where it is used (never).
  return [
    ...phases.slice(0, -1).map((phase) => ({
      guard: { type: 'isPhase' as const, params: { phase } },
      target: `#subscriptionLifecycle.${phase}`,
      actions: [...actions, 'clearStep' as const],
    })),
    { target: `#subscriptionLifecycle.${last}`, actions: [...actions, 'clearStep' as const] },
  ] as never;
}
/** The phases that offer a dialog: where closing it returns. */
const fromRunning = toPhase(['trialing', 'active']);
const fromAnyPaymentChange = toPhase(['cancelScheduled', 'trialing', 'active']);
const fromResume = toPhase(['cancelScheduled']);
const toRefreshing = '#subscriptionLifecycle.refreshing';

/** Actions offered in trialing and active: cancel, change plan, change payment method. */
const runningActions = {
  'user.cancel': 'cancel',
  'user.changePlan': 'planChange',
  'user.changePayment': 'paymentChange',
} as const;

/**
 * The life of one subscription on its detail page (spec §4 "Subscription", issue #14 item 1):
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
    plans: [],
    selectedPriceId: null,
    preview: null,
    planInvoiceId: null,
    planNotice: null,
    paymentCurrencyId: null,
    cardSetup: null,
  }),
  invoke: { id: 'watchSubscription', src: 'watchSubscription', input: ({ context }) => idOf(context) },
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
    failed: { tags: ['error'], on: { 'user.retry': 'loading' } },
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
              { guard: { type: 'isPhase', params: { phase: 'canceled' } }, target: '#subscriptionLifecycle.canceled', actions: [stored, { type: 'notify', params: { tone: 'success', key: 'portal.cancel.done' } }, 'clearStep'] },
              {
                target: '#subscriptionLifecycle.cancelScheduled',
                actions: [stored, { type: 'notify', params: ({ event }) => ({ tone: 'success' as const, key: 'portal.cancel.scheduled', params: { date: endDateOf(event.output) } }) }, 'clearStep'],
              },
            ],
            onError: [
              // No answer: the server may have cancelled. Read the subscription again rather than show the old phase.
              {
                guard: { type: 'answerLost', params: ({ event }) => ({ error: event.error }) },
                target: toRefreshing,
                actions: [{ type: 'notify', params: { tone: 'warning', key: 'portal.cancel.unconfirmed' } }, 'clearStep'],
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

    planChange: {
      initial: 'loadingPlans',
      states: {
        loadingPlans: {
          tags: ['busy'],
          invoke: {
            id: 'loadPlans',
            src: 'loadPlans',
            input: ({ context }) => idOf(context),
            onDone: [
              {
                guard: { type: 'noPlans', params: ({ context, event }) => ({ plans: event.output, subscription: context.subscription }) },
                target: 'unavailable',
              },
              { target: 'choosing', actions: assign({ plans: ({ event }) => event.output }) },
            ],
            onError: { target: 'unavailable', actions: failedWith },
          },
        },
        // 'Plan updates are not available'
        unavailable: { on: { 'user.close': fromRunning } },
        choosing: {
          on: {
            'user.close': fromRunning,
            'user.choosePlan': { target: 'previewing', actions: assign({ selectedPriceId: ({ event }) => event.priceId, error: null }) },
          },
        },
        previewing: {
          tags: ['busy'],
          invoke: {
            id: 'previewPlan',
            src: 'previewPlan',
            input: ({ context }) => ({ ...idOf(context), priceId: context.selectedPriceId ?? '' }),
            onDone: { target: 'confirming', actions: assign({ preview: ({ event }) => event.output }) },
            onError: { target: 'choosing', actions: failedWith },
          },
        },
        confirming: {
          on: {
            'user.close': fromRunning,
            'user.choosePlan': { target: 'previewing', actions: assign({ selectedPriceId: ({ event }) => event.priceId, preview: null, planNotice: null }) },
            'user.confirm': 'applying',
          },
        },
        // The change at the preview's quote (its time and amount): exactly what the button says is charged.
        applying: {
          tags: ['busy'],
          invoke: {
            id: 'changePlan',
            src: 'changePlan',
            input: ({ context }) => ({
              ...idOf(context),
              priceId: context.selectedPriceId ?? '',
              prorationDate: context.preview?.proration_date ?? 0,
              amountDue: context.preview?.amount_due ?? '0',
            }),
            onDone: [
              {
                guard: { type: 'needsPayment', params: ({ event }) => ({ result: event.output }) },
                target: 'paying',
                // The server keeps the old plan until the invoice is paid: the page shows that.
                actions: [assign({ planInvoiceId: ({ event }) => event.output.invoice?.id ?? null, subscription: ({ event }) => event.output.subscription, planNotice: null }), 'invoicesChanged'],
              },
              { target: 'succeeded', actions: [assign({ subscription: ({ event }) => event.output.subscription, planNotice: null }), 'invoicesChanged'] },
            ],
            onError: [
              // The quote is too old (or its amount moved): a new preview, with a notice, before anyone pays.
              {
                guard: { type: 'quoteOutdated', params: ({ event }) => ({ error: event.error }) },
                target: 'previewing',
                actions: assign({ planNotice: ({ event }) => quoteNoticeOf(event.error), preview: null, error: null }),
              },
              // 'Failed to upgrade your subscription': the old plan stays.
              { target: 'failed', actions: failedWith },
            ],
          },
        },
        // What is due today is paid with the wallet (collect of the plan change's invoice).
        paying: {
          tags: ['busy'],
          invoke: {
            id: 'payPlanChange',
            src: 'connectWallet',
            input: ({ context }) => ({ action: 'collect' as const, extraParams: { invoiceId: context.planInvoiceId ?? '' } }),
            onDone: [
              { guard: { type: 'walletApproved', params: ({ event }) => ({ outcome: event.output }) }, target: 'verifying' },
              { guard: { type: 'walletCancelled', params: ({ event }) => ({ outcome: event.output }) }, target: 'discarding', actions: assign({ planNotice: 'cancelled' as const }) },
              { target: 'discarding', actions: assign({ planNotice: 'declined' as const }) },
            ],
            onError: { target: 'discarding', actions: failedWith },
          },
        },
        // The wallet paid: the page says so only once the server shows the new plan.
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyPlanChange',
            src: 'loadSubscription',
            input: ({ context }) => idOf(context),
            onDone: [
              {
                guard: { type: 'onChosenPlan', params: ({ event }) => ({ subscription: event.output }) },
                target: 'succeeded',
                actions: [assign({ subscription: ({ event }) => event.output }), 'invoicesChanged'],
              },
              { target: 'failed', actions: [assign({ subscription: ({ event }) => event.output, planNotice: 'notConfirmed' as const }), 'invoicesChanged'] },
            ],
            onError: { target: 'failed', actions: [failedWith, 'invoicesChanged'] },
          },
        },
        // Declined, cancelled or failed in the wallet: the change is dropped and its invoice voided (the server's rule).
        discarding: {
          tags: ['busy'],
          invoke: {
            id: 'discardPlanChange',
            src: 'cancelPendingUpdate',
            input: ({ context }) => idOf(context),
            onDone: { target: 'failed', actions: [assign({ subscription: ({ event }) => event.output }), 'invoicesChanged'] },
            onError: { target: 'failed', actions: [failedWith, 'invoicesChanged'] },
          },
        },
        succeeded: {
          entry: { type: 'notify', params: { tone: 'success', key: 'portal.plan.done' } },
          on: { 'user.close': toRefreshing },
        },
        failed: { tags: ['error'], on: { 'user.close': toRefreshing } },
      },
    },

    paymentChange: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'user.close': fromAnyPaymentChange,
            'user.choosePayment': [
              { guard: ({ event }) => event.card, target: 'submitting', actions: assign({ paymentCurrencyId: ({ event }) => event.currencyId, error: null }) },
              { target: 'delegating', actions: assign({ paymentCurrencyId: ({ event }) => event.currencyId, error: null }) },
            ],
          },
        },
        // A wallet pays future invoices by a delegation the payer signs first.
        delegating: {
          tags: ['busy'],
          invoke: {
            id: 'delegate',
            src: 'connectWallet',
            input: ({ context }) => ({
              action: 'change-payment' as const,
              extraParams: { ...idsFor(context), currencyId: context.paymentCurrencyId ?? '' },
            }),
            onDone: [
              { guard: { type: 'walletApproved', params: ({ event }) => ({ outcome: event.output }) }, target: 'submitting' },
              { guard: { type: 'walletCancelled', params: ({ event }) => ({ outcome: event.output }) }, target: 'choosing' },
              { target: 'choosing', actions: assign({ error: () => new Error('The wallet declined the delegation') }) },
            ],
            onError: { target: 'choosing', actions: failedWith },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'changePayment',
            src: 'changePayment',
            input: ({ context }) => ({ ...idOf(context), currencyId: context.paymentCurrencyId ?? '' }),
            onDone: [
              {
                guard: { type: 'needsCard', params: ({ event }) => ({ result: event.output }) },
                target: 'cardSetup',
                // Not the answer's subscription: the method is not changed until the card is set up
                // (the page reads the subscription again after the card step).
                actions: assign({ cardSetup: ({ event }) => event.output.stripeContext }),
              },
              { target: 'succeeded', actions: assign({ subscription: ({ event }) => event.output.subscription }) },
            ],
            onError: { target: 'choosing', actions: failedWith },
          },
        },
        // The card port's form confirms the set-up intent (4242… in the sandbox).
        cardSetup: {
          on: {
            'card.succeeded': 'succeeded',
            'card.failed': { target: 'choosing', actions: assign({ error: ({ event }) => event.error, cardSetup: null }) },
            'user.close': toRefreshing,
          },
        },
        succeeded: {
          entry: { type: 'notify', params: { tone: 'success', key: 'portal.payment.done' } },
          on: { 'user.close': toRefreshing },
        },
      },
    },

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

/** The day a scheduled cancellation takes effect (YYYY-MM-DD, the page's date format in every language). */
function endDateOf(subscription: Subscription): string {
  return formatDate(subscription.cancel_at ?? subscription.current_period_end, 'YYYY-MM-DD', 'en');
}

function idsFor(context: { subscriptionId: string }) {
  return { subscriptionId: context.subscriptionId };
}
