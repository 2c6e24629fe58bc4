import { assign, fromPromise, setup } from 'xstate';
import { dailyLimitsDraft, validateAutoTopUpForm, type AutoTopUpDraft, type AutoTopUpPayload } from '@domain/auto-top-up';
import type { AutoTopUpConfig } from '@domain/model';
import type { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import type { Notice, WalletOutcome, WalletRequest } from '@machines/ports';
import type { AutoTopUpInput, AuthProblem, AutoTopUpContext, AutoTopUpEvent } from './auto-top-up.types';

export type { AutoTopUpInput, AuthProblem, AutoTopUpContext, AutoTopUpEvent } from './auto-top-up.types';

// The draft before the load: the form shows only from editing, which the load's answer enters
// with the saved config's draft (storeConfig), so these values are never shown or sent.
// Stryker disable next-line StringLiteral: equivalent, replaced by the loaded config's draft before the form shows
export const emptyDraft: AutoTopUpDraft = { enabled: false, threshold: '', priceId: '', quantity: '1', rechargeCurrencyId: '', dailyLimits: 'unlimited', dailyMaxAmount: '', dailyMaxAttempts: '' };

/** The dialog's fields from a saved config (token units as the API holds them). */
export function draftOf(config: AutoTopUpConfig): AutoTopUpDraft {
  return {
    enabled: config.enabled,
    threshold: config.threshold,
    priceId: config.price_id,
    quantity: String(config.quantity),
    rechargeCurrencyId: config.recharge_currency_id ?? '',
    // 0 = unlimited on the wire; the form shows it as the explicit "No daily limit" choice.
    ...dailyLimitsDraft(config.daily_limits),
  };
}

/** The submit body that switches auto top-up off and keeps everything else as saved. */
export function disablePayload(context: AutoTopUpContext): AutoTopUpPayload {
  const saved = context.config ? draftOf(context.config) : context.draft;
  return {
    currency_id: context.currencyId,
    enabled: false,
    threshold: saved.threshold,
    price_id: saved.priceId,
    quantity: Number(saved.quantity) || 1,
    recharge_currency_id: saved.rechargeCurrencyId,
    daily_limits: { max_amount: saved.dailyMaxAmount || '0', max_attempts: Number(saved.dailyMaxAttempts) || 0 },
  };
}

/**
 * Types, actors, guards and delays of the auto top-up settings dialog; the states are in
 * auto-top-up.machine.ts. Actors come from the composition root (the auto-recharge-configs
 * endpoints and the wallet port); the card set-up is confirmed by the page's card port and
 * reported back as card.succeeded / card.failed.
 */
export const autoTopUpSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: {
    input: {} as AutoTopUpInput,
    context: {} as AutoTopUpContext,
    events: {} as AutoTopUpEvent,
  },
  // Stryker disable ObjectLiteral,BlockStatement,StringLiteral: placeholders the composition root and every test replace (autoTopUpImplementations)
  actors: {
    loadConfig: fromPromise<AutoTopUpConfig, { did: string; currencyId: string }>(async () => {
      throw new Error('loadConfig is not provided');
    }),
    submitConfig: fromPromise<AutoTopUpSubmitResult, AutoTopUpPayload>(async () => {
      throw new Error('submitConfig is not provided');
    }),
    retrieveConfig: fromPromise<AutoTopUpConfig, { id: string }>(async () => {
      throw new Error('retrieveConfig is not provided');
    }),
    connectWallet: fromPromise<WalletOutcome, WalletRequest>(async () => {
      throw new Error('connectWallet is not provided');
    }),
  },
  // Stryker restore ObjectLiteral,BlockStatement,StringLiteral
  guards: {
    formValid: ({ context }) => validateAutoTopUpForm(context.draft, context.rules).ok,
    /** Switching off a config that is on saves at once (docs/reference/payment-react.md §3.12: "Disabling the switch saves immediately"). */
    switchesOff: ({ context }, params: { enabled: boolean }) =>
      !params.enabled &&
      // Stryker disable next-line OptionalChaining: equivalent, editing is entered only with the loaded config stored (the type allows none)
      context.config?.enabled === true,
    needsCard: (_, params: { result: AutoTopUpSubmitResult }) => !params.result.balanceResult.sufficient && Boolean(params.result.stripeContext),
    needsWallet: (_, params: { result: AutoTopUpSubmitResult }) => !params.result.balanceResult.sufficient && !params.result.stripeContext,
    walletApproved: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'approved',
    walletCancelled: (_, params: { outcome: WalletOutcome }) => params.outcome.status === 'cancelled',
    hasPayer: (_, params: { config: AutoTopUpConfig }) => Boolean(params.config.payer),
  },
  actions: {
    /** A toast; provided at the composition root with the Notifier port. */
    notify: (_, _notice: Notice) => {},
    storeConfig: assign((_, params: { config: AutoTopUpConfig }) => ({ config: params.config, draft: draftOf(params.config), error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeProblem: assign((_, params: { problem: AuthProblem }) => ({ problem: params.problem })),
    clearFailure: assign({ error: null, problem: null }),
  },
  delays: {
    /** docs/reference/payment-react.md §3.12: poll the config every 2 s … */
    pollInterval: 2000,
    /** … for up to 3 minutes until a payer exists (docs/spec/checkout-and-billing.md §9 polling). */
    pollTimeout: 180_000,
  },
});
