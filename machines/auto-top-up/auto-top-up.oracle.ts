// What must hold in each auto top-up state (docs/spec/checkout-and-billing.md §3 auto top-up
// config, §4, §5 "Threshold must be greater than 0", §8, §9 polling; docs/reference/payment-react.md
// §3.12): the form shows the saved config; an enabled form saves only when valid, otherwise the
// field says why; switching an enabled config off saves at once; a save the balance cannot cover
// asks for a card set-up (its secret shown) or the wallet's authorisation, then polls the config
// until it names a payer (3 minutes at most); every failure returns to the form with its text or
// the authorisation problem; retry and close are offered after a failed load.
// The expected dialog is folded from the input and the events the path sent, never read from the
// machine's context, so a machine that takes a step the rules forbid disagrees with it.
import BigNumber from 'bignumber.js';
import type { EventObject } from 'xstate';
import type { AutoTopUpConfig } from '@domain/model';
import type { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import type { WalletOutcome } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { autoTopUpView, type AutoTopUpView } from './auto-top-up.view';
import type { AuthProblem } from './auto-top-up.types';

type Snapshot = Parameters<typeof autoTopUpView>[0];

type At = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'disabling' | 'cardSetup' | 'walletAuth' | 'checking' | 'waiting' | 'saved' | 'closed';

interface Dialog {
  at: At;
  config: AutoTopUpConfig | null;
  enabled: boolean;
  threshold: string;
  errors: Record<string, string>;
  errorText: string | null;
  problem: AuthProblem | null;
  cardSecret: string | null;
}

type Sent = EventObject & { output?: unknown; error?: unknown; field?: string; value?: string; enabled?: boolean };

const THRESHOLD_RULE = 'Threshold must be greater than 0';

/** §5: a threshold is a number above 0 (the graphs' configs are valid in every other field). */
const thresholdValid = (threshold: string) => /^\d+(\.\d+)?$/.test(threshold.trim()) && new BigNumber(threshold).isGreaterThan(0);

const BUSY: readonly At[] = ['loading', 'saving', 'disabling', 'walletAuth', 'checking', 'waiting'];

const STEP: Record<At, AutoTopUpView['step']> = {
  loading: 'loading',
  loadFailed: 'loadFailed',
  editing: 'editing',
  saving: 'saving',
  disabling: 'saving',
  cardSetup: 'cardSetup',
  walletAuth: 'walletAuth',
  checking: 'authorizing',
  waiting: 'authorizing',
  saved: 'done',
  closed: 'done',
};

const show = (dialog: Dialog, config: AutoTopUpConfig) => Object.assign(dialog, { config, enabled: config.enabled, threshold: config.threshold, errorText: null });
const clearFailure = (dialog: Dialog) => Object.assign(dialog, { errorText: null, problem: null });
const failed = (dialog: Dialog, at: At, error: unknown) => Object.assign(dialog, { at, errorText: (error as Error).message });
const problem = (dialog: Dialog, next: AuthProblem) => Object.assign(dialog, { at: 'editing', problem: next });

/** One event's effect on the dialog, by the rules above. */
function step(dialog: Dialog, event: Sent): void {
  const { type } = event;
  const at = dialog.at;
  if (type.startsWith('xstate.error.actor.')) {
    if (at === 'loading') failed(dialog, 'loadFailed', event.error);
    if (at === 'saving' || at === 'walletAuth') failed(dialog, 'editing', event.error);
    // A failed switch-off leaves the config on.
    if (at === 'disabling') Object.assign(failed(dialog, 'editing', event.error), { enabled: true });
    // A lost poll is not a failure: the next tick tries again.
    if (at === 'checking') dialog.at = 'waiting';
    return;
  }
  if (at === 'loading' && type === 'xstate.done.actor.loadConfig') show(dialog, event.output as AutoTopUpConfig).at = 'editing';
  if (at === 'loadFailed' && type === 'user.retry') clearFailure(dialog).at = 'loading';
  if ((at === 'loadFailed' || at === 'editing') && type === 'user.close') dialog.at = 'closed';
  if (at === 'editing') editing(dialog, event);
  if ((at === 'saving' || at === 'disabling') && type.startsWith('xstate.done.actor.')) saved(dialog, event.output as AutoTopUpSubmitResult);
  if (at === 'cardSetup') {
    if (type === 'card.succeeded') Object.assign(dialog, { at: 'checking', cardSecret: null });
    if (type === 'card.failed') Object.assign(failed(dialog, 'editing', event.error), { cardSecret: null });
    if (type === 'user.close') Object.assign(problem(dialog, 'portalSettings.autoTopUp.authCancelled'), { cardSecret: null });
  }
  if (at === 'walletAuth' && type === 'xstate.done.actor.authorizeWallet') {
    const { status } = event.output as WalletOutcome;
    if (status === 'approved') dialog.at = 'checking';
    else problem(dialog, status === 'cancelled' ? 'portalSettings.autoTopUp.authCancelled' : 'portalSettings.autoTopUp.authDeclined');
  }
  if (at === 'checking' && type === 'xstate.done.actor.retrieveConfig') {
    const config = event.output as AutoTopUpConfig;
    if (config.payer) show(dialog, config).at = 'saved';
    else dialog.at = 'waiting';
  }
  if (at === 'waiting' && type.startsWith('xstate.after.pollInterval')) dialog.at = 'checking';
  if ((at === 'checking' || at === 'waiting') && type.startsWith('xstate.after.pollTimeout')) problem(dialog, 'portalSettings.autoTopUp.authTimedOut');
}

function editing(dialog: Dialog, event: Sent): void {
  if (event.type === 'user.edit' && event.field === 'threshold') {
    const { threshold: _cleared, ...errors } = dialog.errors;
    Object.assign(dialog, { threshold: event.value, errors });
  }
  if (event.type === 'user.toggle') {
    // §4: switching off a config that is on saves at once; any other switch only changes the form.
    if (!event.enabled && dialog.config?.enabled === true) Object.assign(clearFailure(dialog), { at: 'disabling', enabled: false });
    else Object.assign(dialog, { enabled: event.enabled, errors: {} });
  }
  if (event.type === 'user.save') {
    clearFailure(dialog);
    // §5: an enabled form is saved only when valid; a disabled one needs no threshold.
    if (!dialog.enabled || thresholdValid(dialog.threshold)) Object.assign(dialog, { at: 'saving', errors: {} });
    else dialog.errors = { threshold: THRESHOLD_RULE };
  }
}

/** The save's answer: saved when the balance covers it, otherwise the card or wallet authorisation. */
function saved(dialog: Dialog, result: AutoTopUpSubmitResult): void {
  if (!result.balanceResult.sufficient && result.stripeContext) Object.assign(dialog, { at: 'cardSetup', config: result.config, cardSecret: result.stripeContext.client_secret });
  else if (!result.balanceResult.sufficient) Object.assign(dialog, { at: 'walletAuth', config: result.config });
  else show(dialog, result.config).at = 'saved';
}

function dialogAfter({ events }: OracleStep<Snapshot>): Dialog {
  const dialog: Dialog = { at: 'loading', config: null, enabled: false, threshold: '', errors: {}, errorText: null, problem: null, cardSecret: null };
  for (const event of events) step(dialog, event as Sent);
  return dialog;
}

const facts = (step: OracleStep<Snapshot>) => {
  const { at, config, enabled, threshold, errors, errorText, problem: authProblem, cardSecret } = dialogAfter(step);
  return { step: STEP[at], busy: BUSY.includes(at), config, enabled, threshold, errors, errorText, problem: authProblem, cardSecret };
};

export const autoTopUpOracle = defineOracle({
  observe: (snapshot: Snapshot) => {
    const { draft, errors, ...view } = autoTopUpView(snapshot);
    const messages = Object.fromEntries(Object.entries(errors).flatMap(([field, failure]) => (failure ? [[field, failure.message]] : [])));
    return { ...view, enabled: draft.enabled, threshold: draft.threshold, errors: messages };
  },
  describe: {
    step: 'the dialog step shown',
    busy: 'the dialog is busy',
    enabled: 'the auto top-up switch',
    threshold: 'the threshold field',
    errors: 'the messages at the fields',
    errorText: 'the error message',
    problem: 'the authorisation problem shown',
    cardSecret: 'the card set-up form is shown',
  },
  states: {
    'autoTopUp.loading': facts,
    'autoTopUp.loadFailed': facts,
    'autoTopUp.editing': facts,
    'autoTopUp.saving': facts,
    'autoTopUp.disabling': facts,
    'autoTopUp.cardSetup': facts,
    'autoTopUp.walletAuth': facts,
    'autoTopUp.authorized': facts,
    'autoTopUp.saved': facts,
    'autoTopUp.closed': facts,
  },
});
