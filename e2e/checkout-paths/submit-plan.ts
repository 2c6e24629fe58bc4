// The submission walk's plan, without a browser: how a generated path of the submission machine
// reads (its payment kind, answers and outcomes), which paths no sandbox scenario can produce and
// why, and the scenario, faults, clock and QA controls that make the sandbox take a path's route.
// Shared by the UI walk (submit-paths.spec.ts, walk-submit.ts) and the QA command's Playwright
// export (scripts/qa/playwright-export.ts), which decides from it what is written as test.fixme.
import type { SandboxIdentity } from '../models/CheckoutPage';
import type { SandboxFault, SandboxNext } from '../models/Sandbox';
import type { GraphEvent, GraphPath } from './submit-graph';

// ---- Reading a path's events ----
export type Ev = GraphEvent;
const output = (event: Ev) => (event['output'] ?? {}) as Record<string, unknown>;
export const outcome = (event: Ev) => (output(event)['outcome'] ?? output(event)['status']) as string | undefined;
export const failure = (event: Ev) => (event['error'] ?? {}) as { code?: string; status?: number };
export const is = (type: string, result?: string) => (event: Ev) => event.type === type && (result === undefined || outcome(event) === result);
/** How a submit pays: credits, a card (stripe) or a token through the wallet. */
const kindOfSubmit = (submit: Ev) => {
  if ((submit['currency'] as { type?: string }).type === 'credit') return 'credit';
  return (submit['method'] as { type: string }).type === 'stripe' ? 'card' : 'crypto';
};
const kindOf = (events: Ev[]) => {
  const submit = events.find(is('user.submit'));
  return submit ? kindOfSubmit(submit) : null;
};
const answerOf = (events: Ev[]) => {
  const answer = events.find(is('xstate.done.actor.submit'));
  return answer ? output(answer) : {};
};
const cardAlreadyPaid = (events: Ev[]) => (answerOf(events)['stripeContext'] as { status?: string } | undefined)?.status === 'succeeded';
type FormValues = { customer_name: string; customer_email: string; billing_address: { postal_code: string } };
export const valuesOf = (event: Ev) => event['values'] as FormValues;
export const noEmail = (event: Ev) => !valuesOf(event).customer_email;
/** The login ended without signing in: the payer closed it (done with null) or it failed. */
export const loginNotSignedIn = (event: Ev | undefined) =>
  event !== undefined && ((event.type === 'xstate.done.actor.login' && !event['output']) || event.type === 'xstate.error.actor.login');

export const describeEvent = (event: Ev) => {
  if (event.type === 'user.submit') return `submit ${String((event['currency'] as { symbol: string }).symbol)}${noEmail(event) ? ' (no email)' : ''}`;
  if (event.type === 'xstate.done.actor.login') return `done.login(${event['output'] ? 'signed in' : 'closed'})`;
  if (event.type === 'xstate.error.actor.submit') return `error.submit(${failure(event).code ?? `HTTP ${String(failure(event).status)}`})`;
  const out = output(event);
  const detail =
    outcome(event) ??
    failure(event).code ??
    Object.keys(out)
      .filter((k) => !['paymentIntent', 'customer', 'checkoutSession'].includes(k) && out[k] && (out[k] as { sufficient?: boolean }).sufficient !== false)
      .map((k) => (k === 'stripeContext' ? `stripeContext:${String((out[k] as { status?: string }).status)}` : k))
      .join('+');
  return `${event.type.replace('xstate.', '').replace(/\.actor/, '')}${detail ? `(${String(detail)})` : ''}`;
};
export const titleOf = (path: GraphPath) => `${path.payer === 'guest' ? 'guest ' : ''}→ ${path.state}: ${path.steps.map((step) => describeEvent(step.event)).join(' → ')}`;

// ---- Paths the UI does not walk, and why (each generated path either walks or matches one) ----
export const NOT_WALKED: Array<{ reason: string; applies: (events: Ev[]) => boolean }> = [
  {
    reason:
      'the payer changes how they pay between two submits: the walk opens the scenario of one payment kind (each kind, and each way out before it, is walked on its own path)',
    applies: (events) => new Set(events.filter(is('user.submit')).map(kindOfSubmit)).size > 1,
  },
  {
    reason: 'no scenario offers a required cross-sell that can be paid with credits (the add-on has no credit price)',
    applies: (events) => kindOf(events) === 'credit' && events.some((e) => is('xstate.error.actor.submit')(e) && failure(e).code === 'REQUIRE_CROSS_SELL'),
  },
  {
    reason:
      'after paying the overdue invoices this path pays by a card already charged, or with credits: no scenario has a past-due payer with such a card intent or with credits (the token path walks the overdue payment)',
    applies: (events) => kindOf(events) !== 'crypto' && events.some(is('overdue.paid')),
  },
  {
    reason:
      "the sandbox login signs a guest in as the customer, whose credits cover the price: a guest never meets the insufficient-credit dialog (the member's walk does)",
    applies: (events) =>
      kindOf(events) === 'credit' &&
      events.some((e) => e.type === 'xstate.done.actor.login' && e['output']) &&
      events.some(is('xstate.done.actor.submit')) &&
      !answerOf(events)['creditSufficient'],
  },
  {
    reason: "the sandbox login signs a guest in as the customer, who owes nothing: the past-due payer of the overdue scenario is the owner (the member's walk meets the overdue dialog)",
    applies: (events) =>
      events.some((e) => e.type === 'xstate.done.actor.login' && e['output']) &&
      events.some((e) => is('xstate.error.actor.submit')(e) && failure(e).code === 'CUSTOMER_LIMITED'),
  },
  {
    reason:
      'after the server asks for a required item, a second submit goes through only once the payer adds it: a step of the checkout session machine, not of this one (the walk ends at the refusal)',
    applies: (events) => {
      const refusal = events.findIndex((e) => is('xstate.error.actor.submit')(e) && failure(e).code === 'REQUIRE_CROSS_SELL');
      return refusal >= 0 && events.slice(refusal).some(is('user.submit'));
    },
  },
  {
    reason: 'a card intent that has already succeeded cannot fail afterwards',
    applies: (events) => cardAlreadyPaid(events) && events.some(is('xstate.done.actor.completion', 'failed')),
  },
  {
    reason: 'the credits are spent inside fast-checkout-confirm: once it answers fastPaid, no later charge can fail',
    applies: (events) => kindOf(events) === 'credit' && events.some(is('xstate.done.actor.completion', 'failed')),
  },
  {
    reason: "the wallet dialog's ways out do not depend on how it opened: walked after a TBA submit (the credit fallback walks its approval)",
    applies: (events) =>
      kindOf(events) === 'credit' &&
      events.some(is('xstate.done.actor.fastPay', 'notPaid')) &&
      events.some((e) => is('user.cancel')(e) || is('xstate.done.actor.walletConnect', 'declined')(e) || is('xstate.done.actor.walletConnect', 'cancelled')(e)),
  },
];

// ---- Scenario, faults and clock of a route ----
export interface Route {
  path: string;
  identity: SandboxIdentity;
  /** The payment method card to choose first ('Card'), when the session opens on another. */
  method?: string;
  currency?: string;
  /** Set once the form is ready: what makes the sandbox take this route. */
  faults: Array<[endpoint: string, fault: SandboxFault]>;
  /** A fake clock (installed before the page loads), for the 3-minute completion time-out. */
  clock: boolean;
  /** Set once the form is ready: how the sandbox ends the next login or wallet request (QA controls). */
  next: SandboxNext;
}

/** The scenario that takes this route, or null when none does. */
export function routeOf(path: GraphPath): Route | null {
  const events = path.steps.map((step) => step.event);
  const kind = kindOf(events);
  // Before any submit: the form of any scenario.
  if (!kind) return { path: '/checkout/pay/cs_sbx_one_time', identity: path.payer === 'guest' ? 'guest' : 'customer', faults: [], clock: false, next: {} };
  const as = (identity: SandboxIdentity): SandboxIdentity => (path.payer === 'guest' ? 'guest' : identity);
  const faults: Route['faults'] = [];
  const error = events.find(is('xstate.error.actor.submit'));
  if (error && !failure(error).code) faults.push(['checkout.submit', { kind: 'error500', times: 1 }]);
  if (events.some(is('xstate.done.actor.fastPay', 'failed'))) faults.push(['checkout.fastCheckoutConfirm', { kind: 'error500', times: 1 }]);
  // Confirming never hears of the payment: every read fails and the relay stays closed.
  const timesOut = events.some(is('xstate.done.actor.completion', 'timedOut'));
  if (timesOut) faults.push(['checkout.retrieve', { kind: 'error500' }], ['relay', { kind: 'network' }]);
  // The payer closes the login dialog, or the login fails; the wallet service fails the request.
  const next: SandboxNext = {};
  if (events.some((e) => e.type === 'xstate.done.actor.login' && !e['output'])) next.login = 'closed';
  if (events.some(is('xstate.error.actor.login'))) next.login = 'failed';
  if (events.some(is('xstate.error.actor.walletConnect'))) next.walletRequest = 'error';
  const at = (scenario: string, identity: SandboxIdentity, currency?: string, method?: string): Route => ({
    path: `/checkout/pay/${scenario}`,
    identity: as(identity),
    ...(method ? { method } : {}),
    ...(currency ? { currency } : {}),
    faults,
    clock: timesOut,
    next,
  });

  const code = error ? failure(error).code : undefined;
  // A refused submit: the token scenario paid by card (its USD price), or a credit scenario.
  const refused = (scenario: string, identity: SandboxIdentity, token?: string) =>
    kind === 'card' ? at(scenario, identity, 'USD', 'Card') : at(scenario, identity, token);
  if (code === 'CUSTOMER_LIMITED') return kind === 'credit' ? at('cs_sbx_credit_sufficient', 'owner', 'CR') : refused('cs_sbx_customer_limited', 'owner', 'TBA');
  if (code === 'REQUIRE_CROSS_SELL') return refused('cs_sbx_cross_sell_required', 'customer');
  if (error) return kind === 'credit' ? at('cs_sbx_credit_sufficient', 'customer', 'CR') : refused('cs_sbx_one_time', 'customer', 'TBA');
  const answer = answerOf(events);
  if (kind === 'card') return at(cardAlreadyPaid(events) ? 'cs_sbx_card_paid' : 'cs_sbx_card', 'customer');
  if (kind === 'credit') {
    // Not submitted (the login ended first): any credit scenario; its credits are never used.
    if (!events.some(is('xstate.done.actor.submit'))) return at('cs_sbx_credit_sufficient', 'customer', 'CR');
    if (!answer['creditSufficient']) return at('cs_sbx_credit_insufficient', 'developer');
    return at(events.some(is('xstate.done.actor.fastPay', 'notPaid')) ? 'cs_sbx_credit_fallback' : 'cs_sbx_credit_sufficient', 'customer', 'CR');
  }
  if (answer['fastPayInfo']) return at(events.some(is('xstate.done.actor.fastPay', 'notPaid')) ? 'cs_sbx_fast_pay_fallback' : 'cs_sbx_fast_pay', 'customer', 'ABT');
  if (events.some(is('xstate.done.actor.completion', 'failed'))) return at('cs_sbx_wallet_fails', 'customer', 'TBA');
  return at('cs_sbx_one_time', 'customer', 'TBA');
}

/** The dialogs backed by a child machine: the payer's events there are forwarded to it. */
const CHILD_DIALOGS: Record<string, string> = { fastPay: 'fast-pay', cardStep: 'card-payment' };

/**
 * Why a path cannot be walked as it reads, when one of its steps is an event the submission
 * forwards to a dialog's own machine (it stays in that state: the QA command's graph holds the
 * child still, while the real dialog answers): that machine's paths walk the event.
 */
export function forwardedStep(path: GraphPath): string | undefined {
  const step = path.steps.find((s, index) => index > 0 && CHILD_DIALOGS[s.state] && path.steps[index - 1]!.state === s.state);
  return step && `${step.event.type} is forwarded to the ${CHILD_DIALOGS[step.state]} machine of the ${step.state} dialog, whose own paths walk it`;
}
