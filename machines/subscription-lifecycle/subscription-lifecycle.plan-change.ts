// The plan change sub-flow of the subscription lifecycle: choose a plan, a quote for its time,
// confirm, pay the prorated invoice by the wallet; applied only once paid, dropped when the payment
// is declined or abandoned.
import { assign } from 'xstate';
import { quoteNoticeOf } from '@domain/subscription';
import { subscriptionIdOf as idOf, subscriptionLifecycleSetup } from './subscription-lifecycle.setup';
import { failedWith, fromRunning, toRefreshing } from './subscription-lifecycle.transitions';

export const planChangeState = subscriptionLifecycleSetup.createStateConfig({
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
        // Stryker disable next-line StringLiteral: unreachable fallback for the type (choosePlan set the price before this step)
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
          // Stryker disable next-line StringLiteral: unreachable fallback for the type (choosePlan set the price before this step)
          priceId: context.selectedPriceId ?? '',
          // Stryker disable next-line OptionalChaining: equivalent, confirming is entered only with a preview (the type allows none)
          prorationDate: context.preview?.proration_date ?? 0,
          // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, confirming is entered only with a preview (the type allows none)
          amountDue: context.preview?.amount_due ?? '0',
        }),
        onDone: [
          {
            guard: { type: 'needsPayment', params: ({ event }) => ({ result: event.output }) },
            target: 'paying',
            // The server keeps the old plan until the invoice is paid: the page shows that.
            actions: [
              assign({
                // Stryker disable next-line OptionalChaining: equivalent, needsPayment lets only an answer with an invoice through (the type allows none)
                planInvoiceId: ({ event }) => event.output.invoice?.id ?? null,
                subscription: ({ event }) => event.output.subscription,
                planNotice: null,
              }),
              'invoicesChanged',
            ],
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
        // Stryker disable next-line StringLiteral: unreachable fallback for the type (paying is entered only with the change's invoice)
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
    failed: { on: { 'user.close': toRefreshing } },
  },
});
