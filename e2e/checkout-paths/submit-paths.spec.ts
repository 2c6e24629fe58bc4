// Model-driven paths of the submission machine (docs/architecture.md §4): xstate/graph
// generates the paths (submit-graph.ts) to the final state, every dialog, and every error and
// time-out exit, for a logged-in payer and for a guest whose submit logs in first. Each path's
// events become page-object actions on a sandbox scenario that can take that route (with sandbox
// faults and a fake clock where the route needs them), and after each step the page must show
// what the machine says: the step (data-step), the toast of an exit, the thanks once paid.
// A generated path is walked, walked as the start of a longer walk, or listed as not walked
// with the reason; a path with none of these fails the first test.
import { expect, test, type Page } from '@playwright/test';
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';
import { CardDialog, TEST_CARD } from '../models/CardDialog';
import { CheckoutPage, type SandboxIdentity } from '../models/CheckoutPage';
import { INJECTED_500, LOGIN_FAILED, Sandbox, WALLET_ERROR, type SandboxFault, type SandboxNext } from '../models/Sandbox';
import { writeWalkRecord } from '../support/observed-transitions';
import type { GraphEvent, GraphPath } from './submit-graph';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});
const { submitPaths: paths, DIALOGS, inputFor } = await jiti.import<{ submitPaths: GraphPath[]; DIALOGS: string[]; inputFor: (payer: GraphPath['payer']) => unknown }>(
  './submit-graph.ts',
);
// The submit machine's oracle: the facts the unit replay asserts in every state, here read off the screen.
const { submitFacts } = await jiti.import<{ submitFacts: (step: { input: unknown; events: readonly Ev[] }) => Record<string, unknown> }>(
  '../../machines/checkout-submit/checkout-submit.oracle.ts',
);
const { factMismatches } = await jiti.import<{ factMismatches: (expected: Record<string, unknown>, observed: Record<string, unknown>) => string[] }>(
  '../../machines/test-kit/oracle.ts',
);

/**
 * The oracle's facts the screen shows (CheckoutPage.facts): the step, Pay usable only on the form,
 * the invalid fields, the overdue dialog and the time-out message. Unit-only, because the walk's
 * answers come from the sandbox scenario and not from the path's fixture payloads: the fast-pay
 * dialog's payer and amounts, the card intent's secret, the paid session and the output; busy is
 * the step itself on screen (data-step), and the Pay button is covered by the step's dialogs.
 */
const screenFacts = (facts: Record<string, unknown>) => ({
  step: facts['step'],
  // The button of the form is only asserted where the form is the step: behind a dialog it is not the payer's to press.
  ...(facts['step'] === 'form' ? { canSubmit: facts['canSubmit'] } : {}),
  fieldErrors: facts['fieldErrors'],
  overdue: facts['overdue'] !== null,
  timedOut: facts['timedOut'] !== null,
});

/** Where a path may end: the final state, a dialog the machine waits in, the form after an exit, the time-out. */
const TARGETS = ['paid', 'idle', 'timedOut', ...DIALOGS];
const STEP_OF: Record<string, string> = {
  idle: 'form',
  fastPay: 'fastPay',
  creditInsufficient: 'creditInsufficient',
  walletConnect: 'walletConnect',
  cardStep: 'card',
  customerLimited: 'customerLimited',
  paying: 'paying',
  timedOut: 'timedOut',
};
/** What the sandbox says when the chain rejects a signed wallet payment (adapters/sandbox/engine/wallet-actions.ts). */
const SETTLEMENT_FAILED = 'The transaction failed on chain: insufficient balance at settlement. Nothing was charged.';

// ---- Reading a path's events ----
type Ev = GraphEvent;
const output = (event: Ev) => (event['output'] ?? {}) as Record<string, unknown>;
const outcome = (event: Ev) => (output(event)['outcome'] ?? output(event)['status']) as string | undefined;
const failure = (event: Ev) => (event['error'] ?? {}) as { code?: string; status?: number };
const is = (type: string, result?: string) => (event: Ev) => event.type === type && (result === undefined || outcome(event) === result);
const kindOf = (events: Ev[]) => {
  const submit = events.find(is('user.submit'));
  if (!submit) return null;
  if ((submit['currency'] as { type?: string }).type === 'credit') return 'credit';
  return (submit['method'] as { type: string }).type === 'stripe' ? 'card' : 'crypto';
};
const answerOf = (events: Ev[]) => {
  const answer = events.find(is('xstate.done.actor.submit'));
  return answer ? output(answer) : {};
};
const cardAlreadyPaid = (events: Ev[]) => (answerOf(events)['stripeContext'] as { status?: string } | undefined)?.status === 'succeeded';
type FormValues = { customer_name: string; customer_email: string; billing_address: { postal_code: string } };
const valuesOf = (event: Ev) => event['values'] as FormValues;
const noEmail = (event: Ev) => !valuesOf(event).customer_email;
/** The login ended without signing in: the payer closed it (done with null) or it failed. */
const loginNotSignedIn = (event: Ev | undefined) =>
  event !== undefined && ((event.type === 'xstate.done.actor.login' && !event['output']) || event.type === 'xstate.error.actor.login');

const describeEvent = (event: Ev) => {
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
const titleOf = (path: GraphPath) => `${path.payer === 'guest' ? 'guest ' : ''}→ ${path.state}: ${path.steps.map((step) => describeEvent(step.event)).join(' → ')}`;

// ---- Paths the UI does not walk, and why (each generated path either walks or matches one) ----
const NOT_WALKED: Array<{ reason: string; applies: (events: Ev[]) => boolean }> = [
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
interface Route {
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
function routeOf(path: GraphPath): Route | null {
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

// ---- What the payer does for an event, and what they see after it ----
interface Walker {
  checkout: CheckoutPage;
  page: Page;
  sandbox: Sandbox;
  route: Route;
}
type Act = (walker: Walker) => Promise<void>;

/** The payer's action for an event; null when it comes by itself (an answer, a delay, the sandbox login); 'unmapped' when none is known. */
function actionOf(event: Ev, from: string): Act | null | 'unmapped' {
  switch (event.type) {
    case 'user.submit':
      return async ({ checkout, route }) => {
        const values = valuesOf(event);
        // A guest's form is empty (a member's comes filled from their profile): type the event's values.
        if (route.identity === 'guest') {
          await checkout.fillContact({ name: values.customer_name, email: values.customer_email });
          const postalCode = checkout.field('Postal code');
          if (await postalCode.isVisible()) await postalCode.fill(values.billing_address.postal_code);
        } else await checkout.expectContactLoaded();
        if (noEmail(event)) await checkout.field('Email').fill('');
        await checkout.submit();
      };
    case 'xstate.done.actor.fastPay':
      // 'failed' is the confirm answering an error (a sandbox fault on fast-checkout-confirm).
      return async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: /^Confirm (Credit )?Payment$/ });
        await dialog.getByRole('button', { name: outcome(event) === 'cancelled' ? 'Cancel' : 'Confirm' }).click();
      };
    case 'xstate.done.actor.walletConnect':
      // The sandbox wallet refuses what its balance cannot pay (Alice and Erin hold less than 5 TBA):
      // a TBA approval takes test tokens from the wallet's faucet first.
      if (outcome(event) === 'approved')
        return async ({ checkout, route }) => {
          if (route.currency === 'TBA') await checkout.getTestTokens('TBA');
          await checkout.approveWallet();
        };
      if (outcome(event) === 'declined') return ({ checkout }) => checkout.declineWallet();
      if (outcome(event) === 'cancelled') return ({ sandbox }) => sandbox.replaceWalletRequest();
      return 'unmapped';
    case 'user.cancel':
      if (from === 'creditInsufficient') return ({ checkout }) => checkout.dialog('Insufficient Credit').getByRole('button', { name: /close|cancel/i }).first().click();
      if (from === 'walletConnect') return ({ checkout }) => checkout.dialog('Pay with your wallet').getByRole('button', { name: /close|cancel/i }).first().click();
      return ({ page }) => page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).first().click();
    case 'card.succeeded':
      return ({ page }) => new CardDialog(page).pay(TEST_CARD.success);
    case 'card.failed':
      return async ({ page }) => {
        const card = new CardDialog(page);
        await card.pay(TEST_CARD.declined);
        await expect(card.error).toBeVisible();
        await card.cancel();
      };
    case 'card.cancelled':
      return ({ page }) => new CardDialog(page).cancel();
    case 'overdue.paid':
      return async ({ checkout }) => {
        await checkout.overdueDialog.getByRole('button', { name: /Pay Now/ }).first().click();
        await checkout.approveWallet();
      };
    case 'user.dismissOverdue':
      return ({ checkout }) => checkout.dismissOverdue();
    case 'xstate.done.actor.completion':
      // The payer waits: 3 minutes of (fake) time while every read fails.
      if (outcome(event) === 'timedOut') return ({ page }) => page.clock.fastForward(181_000);
      return null;
    case 'user.checkAgain':
      // The network is back; checking again polls anew and never submits again.
      return async ({ checkout, sandbox }) => {
        await sandbox.clearFaults('checkout.retrieve');
        await sandbox.clearFaults('relay');
        await checkout.checkAgain();
      };
    case 'xstate.done.actor.login':
    case 'xstate.error.actor.login':
      // The sandbox login signs in as the customer by itself, or (armed by the route: nextLogin)
      // ends as if the payer closed its dialog, or fails.
      return null;
    case 'xstate.error.actor.walletConnect':
      // Armed by the route (wallet.nextRequest('error')): the wallet service fails the request.
      return null;
    case 'xstate.init':
    case 'xstate.done.actor.submit':
    case 'xstate.error.actor.submit':
      return null;
    default:
      // xstate.after.cardDelay… comes by itself.
      return event.type.startsWith('xstate.after.') ? null : 'unmapped';
  }
}

/**
 * A login that did not sign in: the sandbox used what the route armed, the payer is still a
 * guest on the form with what they typed, Pay works, and nothing reached the server.
 */
const loginNotSignedInSeen =
  (before: Ev[]): Act =>
  async ({ checkout, sandbox }) => {
    await sandbox.expectUsed('login');
    await checkout.expectSignedInAs('Guest');
    const typed = valuesOf(before.filter(is('user.submit')).at(-1)!);
    await expect(checkout.field('Name')).toHaveValue(typed.customer_name);
    await expect(checkout.field('Email')).toHaveValue(typed.customer_email);
    await checkout.expectFormUsable();
    const answered = before.filter((e) => is('xstate.done.actor.submit')(e) || is('xstate.error.actor.submit')(e)).length;
    expect(checkout.submitCount(), 'submits sent to the server').toBe(answered);
  };

/** What the payer must see right after an event (the path's events before it: before), beyond the machine's step. */
function expectationOf(event: Ev, from: string, before: Ev[], next: Ev | undefined): Act | null {
  const toast = (text: string | RegExp): Act => ({ checkout }) => checkout.expectToast(text);
  switch (event.type) {
    case 'user.submit':
      // A guest's form is validated after the login; a login that does not sign in leaves it unchecked.
      return noEmail(event) && !loginNotSignedIn(next) ? ({ checkout }) => checkout.expectFieldInvalid('Email') : null;
    case 'xstate.done.actor.login':
      return event['output'] ? ({ checkout }) => checkout.expectSignedInAs('Customer') : loginNotSignedInSeen(before);
    case 'xstate.error.actor.login': {
      const seen = loginNotSignedInSeen(before);
      return async (walker) => {
        await walker.checkout.expectToast(LOGIN_FAILED);
        await seen(walker);
      };
    }
    case 'xstate.error.actor.walletConnect':
      // The error, the request used up, and the form usable again (checked at the end of the walk).
      return async ({ checkout, sandbox }) => {
        await checkout.expectToast(WALLET_ERROR);
        await sandbox.expectUsed('walletRequest');
        await expect(checkout.walletDialog).toBeHidden();
      };
    case 'xstate.error.actor.submit': {
      const code = failure(event).code;
      if (code === 'CUSTOMER_LIMITED') return async ({ checkout }) => expect(checkout.overdueDialog).toBeVisible();
      return toast(code === 'REQUIRE_CROSS_SELL' ? /required item/i : INJECTED_500);
    }
    case 'xstate.done.actor.fastPay':
      if (outcome(event) === 'notPaid') return toast('Account changed, please pay manually.');
      return outcome(event) === 'failed' ? toast(INJECTED_500) : null;
    case 'xstate.done.actor.walletConnect':
      if (outcome(event) === 'declined') return toast(/declined/i);
      return outcome(event) === 'cancelled' ? toast('Payment cancelled. Nothing was charged.') : null;
    case 'user.cancel':
      return from === 'walletConnect' ? toast('Payment cancelled. Nothing was charged.') : null;
    case 'card.failed':
      return toast('Your card was declined.');
    case 'xstate.done.actor.completion':
      if (outcome(event) === 'failed') return toast(SETTLEMENT_FAILED);
      return outcome(event) === 'timedOut' ? ({ checkout }) => checkout.expectTimedOut() : null;
    default:
      return null;
  }
}

// ---- The plan: every generated path that ends where the payer is left walks, or says why not ----
type Step = { event: Ev; state: string; act: Act | null; expect: Act | null };
interface Walk {
  title: string;
  path: GraphPath;
  route: Route;
  steps: Step[];
}
const planned = paths
  .filter((path) => TARGETS.includes(path.state))
  .map((path) => {
    const events = path.steps.map((step) => step.event);
    const title = titleOf(path);
    const skip = NOT_WALKED.find((rule) => rule.applies(events));
    if (skip) return { title, path, notWalked: skip.reason };
    const route = routeOf(path);
    const acts = path.steps.map((step, index) => actionOf(step.event, index === 0 ? 'idle' : path.steps[index - 1]!.state));
    const unmapped = path.steps.filter((_, index) => acts[index] === 'unmapped').map((step) => describeEvent(step.event));
    if (!route || unmapped.length > 0) return { title, path, unmapped: route ? `no action for ${unmapped.join(', ')}` : 'no scenario' };
    const steps = path.steps.map((step, index) => ({
      event: step.event,
      state: step.state,
      act: acts[index] as Act | null,
      expect: expectationOf(
        step.event,
        index === 0 ? 'idle' : path.steps[index - 1]!.state,
        events.slice(0, index),
        events[index + 1],
      ),
    }));
    return { title, path, walk: { title, path, route, steps } satisfies Walk };
  });

const candidates = planned.flatMap((plan) => ('walk' in plan && plan.walk ? [plan.walk] : []));
/**
 * The longer walk a path is walked within: same payer and scenario, the path's events first, and
 * the payer acting next (so that the walk asserts the path's last state).
 */
const coveringWalk = (path: GraphPath, route: Route) =>
  candidates.find(
    (walk) =>
      walk.path.payer === path.payer &&
      walk.route.path === route.path &&
      walk.steps.length > path.steps.length &&
      path.steps.every((step, index) => JSON.stringify(step.event) === JSON.stringify(walk.steps[index]!.event)) &&
      walk.steps[path.steps.length]!.act !== null,
  );
const walks = candidates.filter((walk, index, all) => !coveringWalk(walk.path, walk.route) && all.findIndex((other) => other.title === walk.title) === index);
const notWalked = planned.flatMap((plan) => ('notWalked' in plan && plan.notWalked ? [{ title: plan.title, reason: plan.notWalked }] : []));
const statusOf = (plan: (typeof planned)[number]) => {
  if ('notWalked' in plan) return 'not walked';
  if ('unmapped' in plan) return `unmapped: ${plan.unmapped}`;
  if (coveringWalk(plan.walk.path, plan.walk.route)) return 'walked within a longer walk';
  return walks.some((walk) => walk.title === plan.title) ? 'walked' : 'lost';
};

// `npm run qa -- walk checkout-submit [n]` (scripts/qa/walk.ts): QA_WALK_LIST prints the planned
// paths by number; QA_WALK_PATH=n runs only the walk that walks path n.
if (process.env.QA_WALK_LIST) planned.forEach((plan, index) => console.log(`#${index + 1} [${statusOf(plan)}] ${plan.title}`));
const qaWalks = (() => {
  if (!process.env.QA_WALK_PATH) return walks;
  const plan = planned[Number(process.env.QA_WALK_PATH) - 1];
  if (!plan) throw new Error(`QA_WALK_PATH: no path ${process.env.QA_WALK_PATH} (paths 1-${planned.length})`);
  if (!('walk' in plan)) throw new Error(`Path ${process.env.QA_WALK_PATH} is not walked: ${'notWalked' in plan ? plan.notWalked : plan.unmapped}`);
  return [coveringWalk(plan.walk.path, plan.walk.route) ?? plan.walk];
})();

test.describe('submission machine paths through the real UI', () => {
  test.describe.configure({ timeout: 45_000 });

  test('every generated path to the final state, a dialog or an exit is walked, or listed with the reason it is not', () => {
    const statuses = planned.map((plan) => ({ title: plan.title, status: statusOf(plan) }));
    const missing = statuses.filter(({ status }) => !['walked', 'walked within a longer walk', 'not walked'].includes(status));
    expect(missing.map(({ title, status }) => `${title}: ${status}`), 'generated paths that are neither walked nor listed').toEqual([]);
    const count = (status: string) => statuses.filter((entry) => entry.status === status).length;
    test.info().annotations.push({
      type: 'paths',
      description: `${planned.length} generated: ${count('walked')} walked, ${count('walked within a longer walk')} walked within a longer walk, ${count('not walked')} not walked`,
    });
    // The paths no sandbox scenario can produce, with the reason: printed with the run, and
    // checked by the rule above (each is listed, none is silently dropped).
    for (const { title, reason } of notWalked) {
      test.info().annotations.push({ type: 'not walked', description: `${title} — ${reason}` });
      console.log(`not walked: ${title} — ${reason}`);
    }
    const reached = new Set(walks.flatMap((walk) => walk.steps.map((step) => step.state)).filter((state) => TARGETS.includes(state)));
    expect([...reached].sort()).toEqual([...TARGETS].sort());
    expect(new Set(walks.map((walk) => walk.path.payer))).toEqual(new Set(['member', 'guest']));
  });

  for (const walk of qaWalks) {
    test(walk.title, async ({ page }) => {
      const { route } = walk;
      const checkout = new CheckoutPage(page);
      const sandbox = new Sandbox(page);
      const walker: Walker = { checkout, page, sandbox, route };
      if (route.clock) await page.clock.install();
      await checkout.openForm(route.path, route.identity);
      if (route.method) await checkout.chooseMethod(route.method);
      if (route.currency) await checkout.chooseCurrency(route.currency);
      for (const [endpoint, fault] of route.faults) await sandbox.setFault(endpoint, fault);
      if (route.next.login) await sandbox.nextLogin(route.next.login);
      if (route.next.walletRequest) await sandbox.nextWalletRequest(route.next.walletRequest);
      for (const [index, step] of walk.steps.entries()) {
        if (step.act) await step.act(walker);
        // Assert where the machine waits for the payer; states left by an answer or a delay pass by.
        const next = walk.steps[index + 1];
        const passing = next !== undefined && next.act === null;
        const after = `after ${describeEvent(step.event)}`;
        if (step.state === 'paid') await checkout.expectSuccess(/^Thanks for (your|subscribing)/, null);
        else if (!passing && STEP_OF[step.state]) {
          await checkout.expectStep(STEP_OF[step.state]!, after);
          // The same facts the unit replay judges in this state, on the screen.
          const expected = screenFacts(submitFacts({ input: inputFor(walk.path.payer), events: walk.steps.slice(0, index + 1).map((s) => s.event) }));
          await expect.poll(async () => factMismatches(expected, await checkout.facts()), { message: `the oracle's facts ${after}`, timeout: 10_000 }).toEqual([]);
        }
        if (step.expect) await step.expect(walker);
      }
      const last = walk.steps.at(-1)!;
      // A way out leaves the form as it was: Pay works again.
      if (last.state === 'idle') await checkout.expectFormUsable();
      // Whatever the route, the checkout was never submitted more often than the path submits, and paid once.
      const submits = walk.steps.filter((s) => s.event.type === 'user.submit' || s.event.type === 'overdue.paid').length;
      expect(checkout.submitCount()).toBeLessThanOrEqual(submits);
      if (last.state === 'paid') expect(await sandbox.completions(route.path.split('/').at(-1)!)).toBe(1);
      // The browser column of the machine coverage table (`npm run qa -- coverage`): what the page's actors did.
      const record = { machine: 'checkout-submit', title: walk.title, input: inputFor(walk.path.payer), events: walk.steps.map((step) => step.event) };
      await writeWalkRecord(page, test.info(), record);
    });
  }

});
