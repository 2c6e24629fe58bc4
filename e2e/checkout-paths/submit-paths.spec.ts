// Model-driven paths of the submission machine (DESIGN §4, issue 7 item 10): xstate/graph finds
// the shortest path to every final state and every terminal dialog; each path's events become
// page-object actions on a sandbox scenario that can take that route, and after each step the
// page must show the machine's step (data-step on the checkout, or the success view once paid).
import { expect, test, type Page } from '@playwright/test';
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';
import { CardDialog, TEST_CARD } from '../models/CardDialog';
import { CheckoutPage, type SandboxIdentity } from '../models/CheckoutPage';
import type { GraphEvent, GraphPath } from './submit-graph';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});
const { submitPaths: paths } = await jiti.import<{ submitPaths: GraphPath[] }>('./submit-graph.ts');

/** The final state and the states where the payer faces a dialog and the machine waits. */
const TARGETS = ['paid', 'idle', 'fastPay', 'creditInsufficient', 'walletConnect', 'cardStep', 'customerLimited'];
const STEP_OF: Record<string, string> = { idle: 'form', fastPay: 'fastPay', creditInsufficient: 'creditInsufficient', walletConnect: 'walletConnect', cardStep: 'card', customerLimited: 'customerLimited', paying: 'paying' };

// ---- Scenario and actions ----
interface Route {
  path: string;
  identity: SandboxIdentity;
  currency?: string;
}
type Ev = GraphEvent;
const output = (event: Ev) => (event['output'] ?? {}) as Record<string, unknown>;
const describeEvent = (event: Ev) => {
  if (event.type === 'user.submit') return `submit ${String((event['currency'] as { symbol: string }).symbol)}${(event['values'] as { customer_email: string }).customer_email ? '' : ' (no email)'}`;
  const out = output(event);
  const detail = out['outcome'] ?? out['status'] ?? (event['error'] as { code?: string } | undefined)?.code ?? Object.keys(out).filter((k) => !['paymentIntent', 'customer', 'checkoutSession'].includes(k) && out[k] && (out[k] as { sufficient?: boolean }).sufficient !== false).join('+');
  return `${event.type.replace('xstate.', '').replace(/\.actor/, '')}${detail ? `(${String(detail)})` : ''}`;
};

/** The scenario that takes this route, or null when the sandbox cannot (said in the title). */
function routeOf(events: Ev[]): Route | null {
  const sub = events.find((e) => e.type === 'user.submit');
  if (!sub) return null;
  const kind = (sub['currency'] as { type?: string; symbol: string }).type === 'credit' ? 'credit' : (sub['method'] as { type: string }).type === 'stripe' ? 'card' : 'crypto';
  const answer = events.find((e) => e.type === 'xstate.done.actor.submit');
  const error = events.find((e) => e.type === 'xstate.error.actor.submit');
  const code = (error?.['error'] as { code?: string } | undefined)?.code;
  // A refused submit looks the same whatever the currency: walked once, with a token.
  if (code && kind !== 'crypto') return null;
  if (code === 'CUSTOMER_LIMITED') return { path: '/checkout/pay/cs_sbx_customer_limited', identity: 'owner', currency: 'TBA' };
  if (code === 'REQUIRE_CROSS_SELL') return { path: '/checkout/pay/cs_sbx_cross_sell_required', identity: 'customer' };
  const out = answer ? output(answer) : {};
  if (out['stripeContext'] && (out['stripeContext'] as { status?: string }).status === 'succeeded') return null;
  // The sandbox's credit confirmation always pays: its not-paid fallback has no scenario.
  if (kind === 'credit' && events.some((e) => e.type === 'xstate.done.actor.fastPay' && output(e)['outcome'] === 'notPaid')) return null;
  if (kind === 'credit') return out['creditSufficient'] ? { path: '/checkout/pay/cs_sbx_credit_sufficient', identity: 'customer' } : { path: '/checkout/pay/cs_sbx_credit_insufficient', identity: 'developer' };
  if (kind === 'card') return { path: '/checkout/pay/cs_sbx_card', identity: 'customer' };
  if (out['fastPayInfo']) {
    const notPaid = events.some((e) => e.type === 'xstate.done.actor.fastPay' && output(e)['outcome'] !== 'paid' && output(e)['outcome'] !== 'cancelled');
    return { path: notPaid ? '/checkout/pay/cs_sbx_fast_pay_fallback' : '/checkout/pay/cs_sbx_fast_pay', identity: 'customer', currency: 'ABT' };
  }
  return { path: '/checkout/pay/cs_sbx_one_time', identity: 'customer', currency: 'TBA' };
}

/** What the payer does for an event; null when the event comes by itself (an answer, a delay). */
function actionOf(event: Ev, from: string): ((checkout: CheckoutPage, page: Page) => Promise<void>) | null | 'unsupported' {
  const out = output(event);
  switch (event.type) {
    case 'user.submit':
      return async (checkout) => {
        if (!(event['values'] as { customer_email: string }).customer_email) await checkout.field('Email').fill('');
        await checkout.submit();
      };
    case 'xstate.done.actor.fastPay':
      if (out['outcome'] === 'failed') return 'unsupported';
      return async (checkout, page) => {
        const dialog = page.getByRole('dialog', { name: /^Confirm (Credit )?Payment$/ });
        await dialog.getByRole('button', { name: out['outcome'] === 'cancelled' ? 'Cancel' : 'Confirm' }).click();
      };
    case 'xstate.done.actor.walletConnect':
      if (out['status'] === 'approved') return (checkout) => checkout.approveWallet();
      if (out['status'] === 'declined') return (checkout) => checkout.declineWallet();
      return 'unsupported';
    case 'user.cancel':
      if (from === 'creditInsufficient') return async (checkout) => checkout.dialog('Insufficient Credit').getByRole('button', { name: /close|cancel/i }).first().click();
      if (from === 'walletConnect') return async (checkout) => checkout.dialog('Pay with your wallet').getByRole('button', { name: /close|cancel/i }).first().click();
      return async (_, page) => page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).first().click();
    case 'card.succeeded':
      return (_, page) => new CardDialog(page).pay(TEST_CARD.success);
    case 'card.failed':
      return async (_, page) => {
        const card = new CardDialog(page);
        await card.pay(TEST_CARD.declined);
        await expect(card.error).toBeVisible();
        await card.cancel();
      };
    case 'card.cancelled':
      return (_, page) => new CardDialog(page).cancel();
    case 'overdue.paid':
      return async (checkout, page) => {
        await page.getByRole('dialog').getByRole('button', { name: /Pay Now/ }).first().click();
        await checkout.approveWallet();
      };
    case 'xstate.init':
    case 'xstate.done.actor.submit':
    case 'xstate.error.actor.submit':
    case 'xstate.done.actor.completion':
      return event.type === 'xstate.done.actor.completion' && out['outcome'] !== 'paid' ? 'unsupported' : null;
    default:
      // xstate.after.cardDelay… comes by itself; login, confirm-through-child and others are not walked here.
      return event.type.startsWith('xstate.after.') ? null : 'unsupported';
  }
}

const walks = paths
  .filter((path) => TARGETS.includes(path.state))
  .map((path) => {
    const evs = path.steps.map((step) => step.event);
    const route = routeOf(evs);
    const steps = path.steps.map((step, index) => ({
      event: step.event,
      state: step.state,
      act: actionOf(step.event, index === 0 ? 'idle' : path.steps[index - 1]!.state),
    }));
    return { target: path.state, route, steps, title: evs.map(describeEvent).join(' → ') };
  })
  .filter((walk) => walk.route !== null && walk.steps.every((step) => step.act !== 'unsupported'))
  .filter((walk, index, all) => all.findIndex((other) => other.title === walk.title) === index);

test.describe('submission machine paths through the real UI', () => {
  test.describe.configure({ timeout: 45_000 });

  test('the generated paths reach the final state and every terminal dialog', () => {
    const reached = new Set(walks.map((walk) => walk.target));
    expect([...reached].sort()).toEqual([...TARGETS].sort());
  });

  for (const walk of walks) {
    test(`→ ${walk.target}: ${walk.title}`, async ({ page }) => {
      const route = walk.route!;
      const checkout = new CheckoutPage(page);
      await checkout.openForm(route.path, route.identity);
      if (route.currency) await checkout.chooseCurrency(route.currency);
      const step = page.getByTestId('checkout-for-payer');
      for (const [index, { event, state, act }] of walk.steps.entries()) {
        if (typeof act === 'function') await act(checkout, page);
        // Assert where the machine waits for the payer; states left by an answer or a delay pass by.
        const next = walk.steps[index + 1];
        const passing = next && actionOf(next.event, state) === null;
        if (state === 'paid') await expect(page.getByRole('heading', { level: 1, name: /^Thanks for (your|subscribing)/ })).toBeVisible({ timeout: 15_000 });
        else if (!passing && STEP_OF[state]) await expect(step, `after ${describeEvent(event)}`).toHaveAttribute('data-step', STEP_OF[state]!);
      }
      // Whatever the route, the checkout was never submitted more often than the path submits.
      expect(checkout.submitCount()).toBeLessThanOrEqual(walk.steps.filter((s) => s.event.type === 'user.submit' || s.event.type === 'overdue.paid').length);
    });
  }
});
