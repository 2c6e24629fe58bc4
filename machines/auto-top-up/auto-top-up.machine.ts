import { assign } from 'xstate';
import { validateAutoTopUpForm } from '@domain/auto-top-up';
import { autoTopUpSetup, disablePayload, emptyDraft } from './auto-top-up.setup';

export * from './auto-top-up.setup';

const failedWith = { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const saved = { type: 'notify', params: { tone: 'success', key: 'portalSettings.autoTopUp.saved' } } as const;

/**
 * The auto top-up settings dialog (docs/spec/checkout-and-billing.md §3 auto top-up config, §4 enabled/disabled and "changing
 * the payment method redirects to set one up on save", §5 validation; docs/reference/payment-react.md §3.12):
 * load → edit → validate (domain/auto-top-up) → save → when the payer is not authorised yet,
 * a card set-up (card port) or the wallet's auto-recharge-auth, then poll the config every 2 s
 * for 3 minutes until a payer exists → saved. Switching an enabled config off saves at once.
 * Every failure returns to the form with its text; nothing ends silently.
 */
export const autoTopUpMachine = autoTopUpSetup.createMachine({
  id: 'autoTopUp',
  initial: 'loading',
  context: ({ input }) => ({
    did: input.did,
    currencyId: input.currencyId,
    rules: input.rules,
    config: null,
    draft: emptyDraft,
    errors: {},
    error: null,
    problem: null,
    payload: null,
    cardSetup: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        input: ({ context }) => ({ did: context.did, currencyId: context.currencyId }),
        onDone: { target: 'editing', actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) } },
        onError: { target: 'loadFailed', actions: failedWith },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading', actions: 'clearFailure' }, 'user.close': 'closed' } },

    editing: {
      on: {
        'user.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }), errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }) }) },
        'user.toggle': [
          { guard: { type: 'switchesOff', params: ({ event }) => ({ enabled: event.enabled }) }, target: 'disabling', actions: ['clearFailure', assign({ draft: ({ context }) => ({ ...context.draft, enabled: false }) })] },
          { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, enabled: event.enabled }), errors: {} }) },
        ],
        // Validation is the save's guard (domain/auto-top-up): a valid form is saved, an
        // invalid one stays with its errors at the fields.
        'user.save': [
          {
            guard: 'formValid',
            target: 'saving',
            actions: [
              'clearFailure',
              assign({
                errors: {},
                payload: ({ context }) => {
                  const checked = validateAutoTopUpForm(context.draft, context.rules);
                  return checked.ok ? checked.value : null;
                },
              }),
            ],
          },
          {
            actions: [
              'clearFailure',
              assign({
                errors: ({ context }) => {
                  const checked = validateAutoTopUpForm(context.draft, context.rules);
                  return checked.ok ? {} : checked.errors;
                },
              }),
            ],
          },
        ],
        'user.close': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'submitConfig',
        src: 'submitConfig',
        input: ({ context }) => context.payload!,
        onDone: [
          {
            guard: { type: 'needsCard', params: ({ event }) => ({ result: event.output }) },
            target: 'cardSetup',
            actions: assign({ config: ({ event }) => event.output.config, cardSetup: ({ event }) => event.output.stripeContext ?? null }),
          },
          { guard: { type: 'needsWallet', params: ({ event }) => ({ result: event.output }) }, target: 'walletAuth', actions: assign({ config: ({ event }) => event.output.config }) },
          { target: 'saved', actions: [{ type: 'storeConfig', params: ({ event }) => ({ config: event.output.config }) }, saved] },
        ],
        onError: { target: 'editing', actions: failedWith },
      },
    },
    // Switching off never asks anything: it saves the config as it was, disabled.
    disabling: {
      tags: ['busy'],
      invoke: {
        id: 'disableConfig',
        src: 'submitConfig',
        input: ({ context }) => disablePayload(context),
        onDone: {
          target: 'saved',
          actions: [{ type: 'storeConfig', params: ({ event }) => ({ config: event.output.config }) }, { type: 'notify', params: { tone: 'success', key: 'portalSettings.autoTopUp.disabled' } }],
        },
        onError: { target: 'editing', actions: [failedWith, assign({ draft: ({ context }) => ({ ...context.draft, enabled: true }) })] },
      },
    },
    // The card port's form (Stripe live, test numbers in the sandbox) confirms the set-up intent.
    cardSetup: {
      on: {
        'card.succeeded': { target: 'authorized', actions: assign({ cardSetup: null }) },
        'card.failed': { target: 'editing', actions: [failedWith, assign({ cardSetup: null })] },
        'user.close': { target: 'editing', actions: [{ type: 'storeProblem', params: { problem: 'portalSettings.autoTopUp.authCancelled' } }, assign({ cardSetup: null })] },
      },
    },
    walletAuth: {
      tags: ['busy'],
      invoke: {
        id: 'authorizeWallet',
        src: 'connectWallet',
        input: ({ context }) => ({
          action: 'auto-recharge-auth' as const,
          extraParams: {
            // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, the save's answer stored its config before this step (the type allows none)
            configId: context.config?.id ?? '',
            // Stryker disable next-line OptionalChaining: equivalent, the save's answer stored its config before this step (the type allows none)
            customerId: context.config?.customer_id ?? '',
            currencyId: context.currencyId,
          },
        }),
        onDone: [
          { guard: { type: 'walletApproved', params: ({ event }) => ({ outcome: event.output }) }, target: 'authorized' },
          { guard: { type: 'walletCancelled', params: ({ event }) => ({ outcome: event.output }) }, target: 'editing', actions: { type: 'storeProblem', params: { problem: 'portalSettings.autoTopUp.authCancelled' } } },
          { target: 'editing', actions: { type: 'storeProblem', params: { problem: 'portalSettings.autoTopUp.authDeclined' } } },
        ],
        onError: { target: 'editing', actions: failedWith },
      },
    },
    // The authorisation reaches the config asynchronously: poll until it names a payer.
    authorized: {
      initial: 'checking',
      tags: ['busy'],
      after: { pollTimeout: { target: 'editing', actions: { type: 'storeProblem', params: { problem: 'portalSettings.autoTopUp.authTimedOut' } } } },
      states: {
        checking: {
          invoke: {
            id: 'retrieveConfig',
            src: 'retrieveConfig',
            // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, the save's answer stored its config before this step (the type allows none)
            input: ({ context }) => ({ id: context.config?.id ?? '' }),
            onDone: [
              { guard: { type: 'hasPayer', params: ({ event }) => ({ config: event.output }) }, target: '#autoTopUp.saved', actions: [{ type: 'storeConfig', params: ({ event }) => ({ config: event.output }) }, saved] },
              { target: 'waiting' },
            ],
            // A lost poll is not a failure of the authorisation: try again on the next tick.
            onError: { target: 'waiting' },
          },
        },
        waiting: { after: { pollInterval: 'checking' } },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
