// The payment method change sub-flow of the subscription lifecycle: choose a currency, a wallet
// delegation or a card set-up, then the change.
import { assign } from 'xstate';
import { subscriptionIdOf as idOf, subscriptionLifecycleSetup } from './subscription-lifecycle.setup';
import { failedWith, fromAnyPaymentChange, idsFor, toRefreshing } from './subscription-lifecycle.transitions';

export const paymentChangeState = subscriptionLifecycleSetup.createStateConfig({
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'user.close': fromAnyPaymentChange,
        'user.choosePayment': [
          { guard: { type: 'paysByCard', params: ({ event }) => ({ card: event.card }) }, target: 'submitting', actions: assign({ paymentCurrencyId: ({ event }) => event.currencyId, error: null }) },
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
          // Stryker disable next-line StringLiteral: unreachable fallback for the type (the choice set the currency before this step)
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
        // Stryker disable next-line StringLiteral: unreachable fallback for the type (the choice set the currency before this step)
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
});
