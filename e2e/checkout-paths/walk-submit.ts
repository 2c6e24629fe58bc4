// One walk of the submission machine through the real UI: a payer at a sandbox checkout doing
// what each event of a generated path says (actionOf), and the page showing, wherever the machine
// waits for them, the step and the oracle's facts, plus what must be seen after each event
// (expectationOf: toasts, the login kept or failed, the overdue dialog). Used by
// submit-paths.spec.ts and by the specs the QA command exports
// (`npm run qa -- paths checkout-submit --format playwright`).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { CardDialog, TEST_CARD } from '../models/CardDialog';
import { CheckoutPage } from '../models/CheckoutPage';
import { INJECTED_500, LOGIN_FAILED, Sandbox, WALLET_ERROR } from '../models/Sandbox';
import { writeWalkRecord } from '../support/observed-transitions';
import type { GraphPath } from './submit-graph';
import { factMismatches, graph, submitFacts } from './submit-graph-loader';
import {
  describeEvent,
  failure,
  is,
  loginNotSignedIn,
  NOT_WALKED,
  noEmail,
  outcome,
  routeOf,
  valuesOf,
  type Ev,
  type Route,
} from './submit-plan';

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

// ---- A walk: the path's steps, each with the payer's action and what they must see ----
export type Step = { event: Ev; state: string; act: Act | null; expect: Act | null };
export interface Walk {
  title: string;
  path: GraphPath;
  route: Route;
  steps: Step[];
}
/** A path as a walk, or why it is not walked: no scenario produces it, or an event has no action. */
export type Plan = { title: string; path: GraphPath } & ({ walk: Walk } | { notWalked: string } | { unmapped: string });

export function planWalk(path: GraphPath, title: string): Plan {
  const events = path.steps.map((step) => step.event);
  const skip = NOT_WALKED.find((rule) => rule.applies(events));
  if (skip) return { title, path, notWalked: skip.reason };
  const route = routeOf(path);
  const fromOf = (index: number) => (index === 0 ? 'idle' : path.steps[index - 1]!.state);
  const acts = path.steps.map((step, index) => actionOf(step.event, fromOf(index)));
  const unmapped = path.steps.filter((_, index) => acts[index] === 'unmapped').map((step) => describeEvent(step.event));
  if (!route || unmapped.length > 0) return { title, path, unmapped: route ? `no action for ${unmapped.join(', ')}` : 'no scenario' };
  const steps = path.steps.map((step, index) => ({
    event: step.event,
    state: step.state,
    act: acts[index] as Act | null,
    expect: expectationOf(step.event, fromOf(index), events.slice(0, index), events[index + 1]),
  }));
  return { title, path, walk: { title, path, route, steps } };
}

/** Walks a planned walk on a fresh page, and leaves the QA coverage record of what the page's actors did. */
export async function walkSubmit(page: Page, walk: Walk, info: TestInfo) {
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
  const input = graph.inputFor(walk.path.payer);
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
      const expected = screenFacts(submitFacts({ input, events: walk.steps.slice(0, index + 1).map((s) => s.event) }));
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
  await writeWalkRecord(page, info, { machine: 'checkout-submit', title: walk.title, input, events: walk.steps.map((step) => step.event) });
}

/**
 * A path exported by the QA command: planned, then walked. A path no scenario produces was written
 * as test.fixme; one with an event the walk has no action for (a child machine's own step, such as
 * card.confirm, walked by that machine's paths) is marked fixme here, with the event named.
 */
export async function walkSubmitPath(page: Page, exported: { payer: string; state: string; steps: Array<{ event: object; state: string }> }, title: string, info: TestInfo) {
  // The exported JSON reads as plain strings and objects: it is a GraphPath written out by the export.
  const plan = planWalk(exported as GraphPath, title);
  if (!('walk' in plan)) {
    test.fixme(true, 'notWalked' in plan ? plan.notWalked : plan.unmapped);
    return;
  }
  await walkSubmit(page, plan.walk, info);
}
