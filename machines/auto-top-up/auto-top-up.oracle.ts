// What must hold in each auto top-up state (docs/spec/checkout-and-billing.md §3 auto top-up
// config, §4, §5 "Threshold must be greater than 0", §8, §9 polling; docs/reference/payment-react.md
// §3.12): the form shows the saved config; an enabled form saves only when valid, otherwise the
// field says why; switching an enabled config off saves at once; a save the balance cannot cover
// asks for a card set-up (its secret shown) or the wallet's authorisation, then polls the config
// until it names a payer (3 minutes at most); every failure returns to the form with its text or
// the authorisation problem; retry and close are offered after a failed load. Each call on its
// way says who and what it is for: the load this customer's config in this currency, the save the
// form as typed (threshold) over the plan the config holds, the switch-off the saved config as it
// was but disabled, the wallet and the poll the config the save answered with; the toasts in order.
// The expected dialog is folded from the input and the events the path sent, never read from the
// machine's context, so a machine that takes a step the rules forbid disagrees with it.
import BigNumber from 'bignumber.js';
import type { EventObject } from 'xstate';
import type { AutoTopUpConfig } from '@domain/model';
import type { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import type { WalletOutcome } from '@machines/ports';
import { defineOracle, type OracleStep } from '@machines/test-kit/oracle';
import { autoTopUpView, type AutoTopUpView } from './auto-top-up.view';
import type { AuthProblem, AutoTopUpInput } from './auto-top-up.types';

type Snapshot = Parameters<typeof autoTopUpView>[0];

type At = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'disabling' | 'cardSetup' | 'walletAuth' | 'checking' | 'waiting' | 'saved' | 'closed';

interface Dialog {
  at: At;
  config: AutoTopUpConfig | null;
  /** The saved config the form was filled from (a save's answer does not refill it). */
  form: AutoTopUpConfig | null;
  enabled: boolean;
  threshold: string;
  quantity: string;
  errors: Record<string, string>;
  errorText: string | null;
  problem: AuthProblem | null;
  cardSecret: string | null;
  notices: { tone: 'success'; key: string }[];
}

type Sent = EventObject & { output?: unknown; error?: unknown; field?: string; value?: string; enabled?: boolean };

const THRESHOLD_RULE = 'Threshold must be greater than 0';
const QUANTITY_RULE = 'Enter a whole number between 1 and 9999';

/** §5: a threshold is a number above 0, a package quantity a whole number from 1 to 9999 (the graphs' configs are valid in every other field). */
const thresholdValid = (threshold: string) => /^\d+(\.\d+)?$/.test(threshold.trim()) && new BigNumber(threshold).isGreaterThan(0);
const quantityValid = (quantity: string) => /^\d+$/.test(quantity.trim()) && Number(quantity) >= 1 && Number(quantity) <= 9999;

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

const show = (dialog: Dialog, config: AutoTopUpConfig) => Object.assign(dialog, { config, form: config, enabled: config.enabled, threshold: config.threshold, quantity: String(config.quantity), errorText: null });
const notice = (dialog: Dialog, key: string) => dialog.notices.push({ tone: 'success', key });
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
  if (at === 'disabling' && dialog.at === 'saved') notice(dialog, 'portalSettings.autoTopUp.disabled');
  else if (at === 'saving' && dialog.at === 'saved') notice(dialog, 'portalSettings.autoTopUp.saved');
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
    if (config.payer) {
      show(dialog, config).at = 'saved';
      notice(dialog, 'portalSettings.autoTopUp.saved');
    } else dialog.at = 'waiting';
  }
  if (at === 'waiting' && type.startsWith('xstate.after.pollInterval')) dialog.at = 'checking';
  if ((at === 'checking' || at === 'waiting') && type.startsWith('xstate.after.pollTimeout')) problem(dialog, 'portalSettings.autoTopUp.authTimedOut');
}

function editing(dialog: Dialog, event: Sent): void {
  // Editing a field clears its own message only.
  if (event.type === 'user.edit' && (event.field === 'threshold' || event.field === 'quantity')) {
    const errors = Object.fromEntries(Object.entries(dialog.errors).filter(([field]) => field !== event.field));
    Object.assign(dialog, { [event.field]: event.value, errors });
  }
  if (event.type === 'user.toggle') {
    // §4: switching off a config that is on saves at once; any other switch only changes the form.
    if (!event.enabled && dialog.config?.enabled === true) Object.assign(clearFailure(dialog), { at: 'disabling', enabled: false });
    else Object.assign(dialog, { enabled: event.enabled, errors: {} });
  }
  if (event.type === 'user.save') {
    clearFailure(dialog);
    // §5: an enabled form is saved only when valid; a disabled one needs no threshold.
    if (!dialog.enabled || (thresholdValid(dialog.threshold) && quantityValid(dialog.quantity))) Object.assign(dialog, { at: 'saving', errors: {} });
    else dialog.errors = { ...(thresholdValid(dialog.threshold) ? {} : { threshold: THRESHOLD_RULE }), ...(quantityValid(dialog.quantity) ? {} : { quantity: QUANTITY_RULE }) };
  }
}

/** The save's answer: saved when the balance covers it, otherwise the card or wallet authorisation. */
function saved(dialog: Dialog, result: AutoTopUpSubmitResult): void {
  if (!result.balanceResult.sufficient && result.stripeContext) Object.assign(dialog, { at: 'cardSetup', config: result.config, cardSecret: result.stripeContext.client_secret });
  else if (!result.balanceResult.sufficient) Object.assign(dialog, { at: 'walletAuth', config: result.config });
  else show(dialog, result.config).at = 'saved';
}

function dialogAfter({ events }: OracleStep<Snapshot>): Dialog {
  const dialog: Dialog = { at: 'loading', config: null, form: null, enabled: false, threshold: '', quantity: '1', errors: {}, errorText: null, problem: null, cardSecret: null, notices: [] };
  for (const event of events) step(dialog, event as Sent);
  return dialog;
}

/** The wire's daily limits as a save sends them: 0 = unlimited (the config's own when it has any). */
const limitsOf = (config: AutoTopUpConfig) => ({ max_amount: config.daily_limits?.max_amount ?? '0', max_attempts: config.daily_limits?.max_attempts ?? 0 });

/** The plan a save keeps from a saved config: package, quantity, recharge currency, daily limits. */
const planOf = (config: AutoTopUpConfig) => ({
  price_id: config.price_id,
  quantity: config.quantity,
  recharge_currency_id: config.recharge_currency_id ?? '',
  daily_limits: limitsOf(config),
});

/** Who and what each call on its way is for (null: no such call now). */
function callsOf(dialog: Dialog, input: AutoTopUpInput) {
  const { at, config, form } = dialog;
  return {
    load: at === 'loading' ? { did: input.did, currencyId: input.currencyId } : null,
    // §3: the form as typed (its threshold, quantity and switch) over the plan of the config it shows.
    save: at === 'saving' && form ? { currency_id: input.rules.currencyId, enabled: dialog.enabled, threshold: dialog.threshold.trim(), ...planOf(form), quantity: Number(dialog.quantity) } : null,
    // §4: switching off sends the saved config as it was, disabled, whatever the form holds.
    disable: at === 'disabling' && config ? { currency_id: input.currencyId, enabled: false, threshold: config.threshold, ...planOf(config) } : null,
    wallet: at === 'walletAuth' && config ? { action: 'auto-recharge-auth', extraParams: { configId: config.id, customerId: config.customer_id ?? '', currencyId: input.currencyId } } : null,
    poll: at === 'checking' && config ? { id: config.id } : null,
  };
}

const facts = (step: OracleStep<Snapshot>) => {
  const dialog = dialogAfter(step);
  const { at, config, enabled, threshold, quantity, errors, errorText, problem: authProblem, cardSecret, notices } = dialog;
  return { step: STEP[at], busy: BUSY.includes(at), config, enabled, threshold, quantity, errors, errorText, problem: authProblem, cardSecret, notices, calls: callsOf(dialog, step.input as AutoTopUpInput) };
};

type Child = { getSnapshot: () => { input?: unknown } } | undefined;

export const autoTopUpOracle = defineOracle({
  observe: (snapshot: Snapshot) => {
    const { draft, errors, ...view } = autoTopUpView(snapshot);
    const messages = Object.fromEntries(Object.entries(errors).flatMap(([field, failure]) => (failure ? [[field, failure.message]] : [])));
    // The graph's calls never answer: each one's input is in its snapshot; its toasts are in the context (auto-top-up.graph.ts).
    const child = (id: string) => (snapshot.children as Record<string, Child>)[id]?.getSnapshot().input ?? null;
    return {
      ...view,
      enabled: draft.enabled,
      threshold: draft.threshold,
      quantity: draft.quantity,
      errors: messages,
      notices: (snapshot.context as { notices?: unknown[] }).notices ?? [],
      calls: { load: child('loadConfig'), save: child('submitConfig'), disable: child('disableConfig'), wallet: child('authorizeWallet'), poll: child('retrieveConfig') },
    };
  },
  describe: {
    step: 'the dialog step shown',
    busy: 'the dialog is busy',
    enabled: 'the auto top-up switch',
    threshold: 'the threshold field',
    quantity: 'the package quantity field',
    errors: 'the messages at the fields',
    errorText: 'the error message',
    problem: 'the authorisation problem shown',
    cardSecret: 'the card set-up form is shown',
    notices: 'the toasts shown so far, in order',
    calls: 'what the load, the save, the switch-off, the wallet authorisation and the poll are for (customer, currency, config, the values saved)',
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
