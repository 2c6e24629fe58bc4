// The auto top-up dialog for path generation: inert actors and event payloads that reach every
// branch (valid and invalid forms, every authorisation outcome). Shared by its path test and the registry.
import { fromPromise, type EventObject } from 'xstate';
import { validateAutoTopUpForm, type AutoTopUpPayload } from '@domain/auto-top-up';
import type { AutoTopUpConfig } from '@domain/model';
import type { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import type { WalletOutcome, WalletRequest } from '@machines/ports';
import { defineGraph } from '@machines/test-kit/machine-graph';
import { recordInContext } from '@machines/test-kit/record-in-context';
import { makeAutoTopUp } from '@test/fixtures/billing';
import { autoTopUpMachine, type AutoTopUpContext } from './auto-top-up.machine';
import { autoTopUpOracle } from './auto-top-up.oracle';

export const autoTopUpConfigs = {
  // A plan with a quantity and daily limits of its own: a save and a switch-off must keep them.
  on: makeAutoTopUp({ recharge_currency_id: 'pc_usd', payer: 'z1Alice', quantity: 2, daily_limits: { max_amount: '10', max_attempts: 3 } }),
  off: makeAutoTopUp({ enabled: false, threshold: '50', recharge_currency_id: 'pc_usd', payer: null }),
  unauthorized: makeAutoTopUp({ recharge_currency_id: 'pc_tba', payer: null }),
} satisfies Record<string, AutoTopUpConfig>;

export const autoTopUpAnswers = {
  sufficient: { config: autoTopUpConfigs.on, balanceResult: { sufficient: true }, stripeContext: null },
  card: { config: autoTopUpConfigs.unauthorized, balanceResult: { sufficient: false }, stripeContext: { client_secret: 'seti_1_secret', intent_type: 'setup_intent', status: 'requires_payment_method' } },
  wallet: { config: autoTopUpConfigs.unauthorized, balanceResult: { sufficient: false }, stripeContext: null },
  off: { config: autoTopUpConfigs.off, balanceResult: { sufficient: true }, stripeContext: null },
  // The balance covers it: saved, even though the server also sent a card context.
  coveredWithCard: { config: autoTopUpConfigs.on, balanceResult: { sufficient: true }, stripeContext: { client_secret: 'seti_2_secret', intent_type: 'setup_intent', status: 'requires_payment_method' } },
} satisfies Record<string, AutoTopUpSubmitResult>;

const done = (id: string, outputs: readonly unknown[]) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failure = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('down') }];

const events: Record<string, readonly (EventObject & Record<string, unknown>)[]> = {
  'xstate.done.actor.loadConfig': done('loadConfig', [autoTopUpConfigs.on, autoTopUpConfigs.off]),
  'xstate.error.actor.loadConfig': failure('loadConfig'),
  'xstate.done.actor.submitConfig': done('submitConfig', [autoTopUpAnswers.sufficient, autoTopUpAnswers.card, autoTopUpAnswers.wallet, autoTopUpAnswers.coveredWithCard]),
  'xstate.error.actor.submitConfig': failure('submitConfig'),
  'xstate.done.actor.disableConfig': done('disableConfig', [autoTopUpAnswers.off]),
  'xstate.error.actor.disableConfig': failure('disableConfig'),
  'xstate.done.actor.authorizeWallet': done('authorizeWallet', [{ status: 'approved' }, { status: 'cancelled' }, { status: 'declined' }] satisfies WalletOutcome[]),
  'xstate.error.actor.authorizeWallet': failure('authorizeWallet'),
  'xstate.done.actor.retrieveConfig': done('retrieveConfig', [autoTopUpConfigs.on, autoTopUpConfigs.unauthorized]),
  'xstate.error.actor.retrieveConfig': failure('retrieveConfig'),
  'user.edit': [
    { type: 'user.edit', field: 'threshold', value: '0' },
    { type: 'user.edit', field: 'threshold', value: '75' },
    // A second field that can be refused: editing one clears only its own message.
    { type: 'user.edit', field: 'quantity', value: '0' },
  ],
  'user.toggle': [
    { type: 'user.toggle', enabled: false },
    { type: 'user.toggle', enabled: true },
  ],
  'card.failed': [{ type: 'card.failed', error: new Error('Your card was declined.') }],
};

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

export const autoTopUpGraph = defineGraph({
  machine: autoTopUpMachine.provide({
    actors: {
      loadConfig: never<AutoTopUpConfig, { did: string; currencyId: string }>(),
      submitConfig: never<AutoTopUpSubmitResult, AutoTopUpPayload>(),
      retrieveConfig: never<AutoTopUpConfig, { id: string }>(),
      connectWallet: never<WalletOutcome, WalletRequest>(),
    },
    // The toasts, in order, for the oracle.
    actions: { notify: recordInContext('notices') },
  }),
  options: {
    input: { did: 'z1Alice', currencyId: 'pc_credit', rules: { currencyId: 'pc_credit', thresholdPrecision: 2, amountPrecision: 2 } },
    events,
    simplePaths: false,
    // The guards read whether the form is valid, whether it is on, and whether the saved one is;
    // whether field errors are shown tells apart the form before and after a refused save, and
    // whether a failure's text is shown the form after a failed call (a save, refused or not, clears it).
    serializeContext: (context: AutoTopUpContext) => [context.config?.enabled, context.draft.enabled, validateAutoTopUpForm(context.draft, context.rules).ok, Object.values(context.errors).some(Boolean), context.error !== null],
  },
  oracle: autoTopUpOracle,
});
