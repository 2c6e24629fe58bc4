// What a person does at /customer/subscription/{id} for each event of the subscription
// lifecycle, and what the page shows in each state the machine waits in (used by
// lifecycle-paths.spec.ts). Faults and one-shot wallet controls are armed just before the step
// that needs them (looking at the next event), so that the sandbox answers what the path says.
// Every payment is honest: the payer's wallet is funded to the amount of the request first.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { TEST_CARD } from '../models/CardDialog';
import type { Sandbox } from '../models/Sandbox';
import { INJECTED_500, WALLET_ERROR } from '../models/Sandbox';
import { walletApprove, type SubscriptionPortal } from '../models/SubscriptionPortal';
import type { Ev } from './lifecycle-graph';
import { lostCancel } from './lost-cancel';

export interface Walker {
  page: Page;
  context: BrowserContext;
  portal: SubscriptionPortal;
  sandbox: Sandbox;
  subscriptionId: string;
}
export type Act = (walker: Walker) => Promise<void>;

const output = (event: Ev | undefined) => (event?.['output'] ?? {}) as Record<string, unknown>;
const wallet = (event: Ev | undefined) =>
  output(event)['status'] as 'approved' | 'declined' | 'cancelled' | undefined;
const isError = (event: Ev | undefined, id: string) => event?.type === `xstate.error.actor.${id}`;
const errorOf = (event: Ev | undefined) => (event?.['error'] ?? {}) as Record<string, unknown>;
/** The phase a load or refresh answered (the scenario subscriptions of the graph). */
const phaseOfAnswer = (event: Ev | undefined) => {
  const o = output(event);
  if (!o['status']) return null;
  if (o['status'] === 'past_due') return 'pastDue';
  if (o['status'] === 'canceled' || o['status'] === 'trialing') return o['status'] as string;
  return o['cancel_at_period_end'] ? 'cancelScheduled' : 'active';
};
const fault = (endpoint: string) => (walker: Walker) =>
  walker.sandbox.setFault(endpoint, { kind: 'error500', times: 1 });
const button = (walker: Walker, name: string | RegExp) =>
  walker.page.getByRole('dialog').getByRole('button', { name }).first();

/**
 * Funds the payer's wallet to what the pending request asks (the sandbox wallet refuses a payment
 * above the balance: every payment of the walk is honest), then approves it.
 */
export async function fundAndApprove(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending() !== null)).toBe(true);
  await page.evaluate(() => {
    const sandbox = window.__sandbox!;
    const pending = sandbox.wallet.pending()!;
    const did = sandbox.currentIdentity().user?.did;
    if (!did || !pending.currencyId || !pending.amount) return;
    const has = BigInt(sandbox.data().wallets[did]?.balances[pending.currencyId] ?? '0');
    if (has < BigInt(pending.amount)) sandbox.wallet.setBalance(did, pending.currencyId, (BigInt(pending.amount) * 2n).toString());
  });
  await walletApprove(page);
}

async function answerWallet(walker: Walker, outcome: ReturnType<typeof wallet>) {
  if (outcome === 'approved') return fundAndApprove(walker.page);
  if (outcome === 'cancelled') {
    // Another request replaces the page's (which ends cancelled); the replacement is then declined.
    await walker.sandbox.replaceWalletRequest();
    await walker.page.evaluate(() => window.__sandbox!.wallet.decline());
    return;
  }
  await expect.poll(() => walker.page.evaluate(() => window.__sandbox!.wallet.pending() !== null)).toBe(true);
  await walker.page.getByTestId('sandbox-dock').getByRole('button', { name: 'Decline' }).click();
}

/** The payer's TBA/ABT balance for the plan change: nothing (the wallet must pay) or plenty (paid at once). */
async function setPlanBalance(walker: Walker, plenty: boolean) {
  await walker.page.evaluate(
    ([id, amount]) => {
      const sandbox = window.__sandbox!;
      const subscription = sandbox.data().subscriptions[id]!;
      sandbox.wallet.setBalance(sandbox.currentIdentity().user!.did, subscription.currency_id!, amount);
    },
    [walker.subscriptionId, plenty ? '1000000000000000000000' : '0'] as const,
  );
}

/**
 * Someone pays this subscription elsewhere: a second tab of the same account pays every due
 * invoice on the past-due page (the subscription turns active), or the payer's wallet on another
 * device pays one due invoice, or — an active subscription has none: a plan change's invoice is
 * paid at once or voided — the payer on another device changes to a dearer plan and pays it. The open page hears
 * invoice.paid on the relay (sync.changed) and refreshes without a reload.
 */
async function payElsewhere(walker: Walker, all: boolean) {
  if (!all) {
    await walker.page.evaluate(async (id) => {
      const sandbox = window.__sandbox!;
      // A due invoice of its own (past due: one of several), paid on the other device.
      const due = Object.values(sandbox.data().invoices).find(
        (i) => i.subscription_id === id && (i.status === 'open' || i.status === 'uncollectible'),
      );
      if (due) {
        void sandbox.wallet.connect({ action: 'collect', extraParams: { invoiceId: due.id } });
        return;
      }
      sandbox.wallet.setBalance(sandbox.currentIdentity().user!.did, sandbox.data().subscriptions[id]!.currency_id!, '0');
      const api = `/payment-kit/api/subscriptions/${id}`;
      const options = (await (await fetch(`${api}/change-plan/options`)).json()) as { prices: { id: string }[] };
      const current = sandbox.data().subscriptions[id]!.items![0]!.price_id;
      for (const price of options.prices.filter((p) => p.id !== current)) {
        const preview = (await (await fetch(`${api}/change-plan/preview?price_id=${price.id}`)).json()) as { requires_payment: boolean; proration_date: number; amount_due: string };
        if (!preview.requires_payment) continue;
        const body = JSON.stringify({ price_id: price.id, proration_date: preview.proration_date, amount_due: preview.amount_due });
        const change = (await (await fetch(`${api}/change-plan`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body })).json()) as { invoice: { id: string } };
        void sandbox.wallet.connect({ action: 'collect', extraParams: { invoiceId: change.invoice.id } });
        return;
      }
      throw new Error(`no dearer plan for ${id}`);
    }, walker.subscriptionId);
    await fundAndApprove(walker.page);
    return;
  }
  const other = await walker.context.newPage();
  await other.goto(`/customer/invoice/past-due?referer=%2Fcustomer`);
  await other
    .getByRole('button', { name: /Pay Now/ })
    .first()
    .click();
  await fundAndApprove(other);
  await expect.poll(() => other.evaluate(() => window.__sandbox!.wallet.pending())).toBeNull();
  await other.close();
}

/** Moves the sandbox clock past a plan-change quote's limit (5 minutes). */
const ageQuote = (walker: Walker) => walker.page.evaluate(() => window.__sandbox!.advanceClock(6 * 60_000));

/** The person's action for events[index]; null when it comes by itself; 'unmapped' when none is known. */
export function actionOf(events: Ev[], index: number, from: string): Act | null | 'unmapped' {
  const event = events[index]!;
  const next = events[index + 1];
  const afterNext = events[index + 2];
  switch (event.type) {
    case 'user.retry':
      return ({ page }) => page.getByRole('button', { name: 'Retry' }).click();
    case 'sync.changed':
      if (from === 'payingDue')
        return async ({ page }) => {
          await page
            .getByRole('dialog', { name: 'Pay Due Invoices' })
            .getByRole('button', { name: /Pay Now/ })
            .first()
            .click();
          await fundAndApprove(page);
        };
      return async (walker) => {
        if (isError(next, 'refreshSubscription')) await fault('subscriptions.get')(walker);
        const toActive = output(next)['status'] === 'active' && !output(next)['cancel_at_period_end'];
        await payElsewhere(walker, from === 'pastDue' && toActive);
      };
    case 'user.cancel':
      return ({ portal }) => portal.action('Cancel subscription').click();
    case 'user.submitCancel':
      return async (walker) => {
        if (lostCancel(next)) {
          // Lost on the way back (the server cancelled), or never arrived (the refresh answers the phase it had).
          const cancelled = ['canceled', 'cancelScheduled'].includes(phaseOfAnswer(afterNext) ?? '');
          await walker.sandbox.setFault('subscriptions.cancel', { kind: cancelled ? 'lost' : 'network', times: 1 });
        } else if (isError(next, 'cancelSubscription')) await fault('subscriptions.cancel')(walker);
        const dialog = walker.portal.dialog('Cancel your subscription');
        await dialog.getByRole('radio', { name: 'The service is too expensive' }).check();
        await dialog
          .getByRole('textbox', { name: 'Any additional feedback?' })
          .fill(String(event['comment']));
        await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
      };
    case 'user.close':
      if (from === 'cancel.editing') return (walker) => button(walker, 'Keep subscription').click();
      return (walker) => button(walker, 'Close').click();
    case 'overdue.closed':
      return ({ page }) =>
        page
          .getByRole('dialog', { name: 'Pay Due Invoices' })
          .getByRole('button', { name: 'Close' })
          .first()
          .click();
    case 'user.resume':
      return async (walker) => {
        if (isError(next, 'loadRecoverInfo')) await fault('subscriptions.recoverInfo')(walker);
        await walker.portal.action('Resume subscription').click();
      };
    case 'user.confirm':
      if (from === 'resume.confirming')
        return async (walker) => {
          if (isError(next, 'recoverSubscription')) await fault('subscriptions.recover')(walker);
          await button(walker, 'Resume').click();
        };
      if (from === 'resume.confirmingRestake')
        return async (walker) => {
          if (isError(next, 'restake')) await walker.sandbox.nextWalletRequest('error');
          await button(walker, 'Stake and resume').click();
        };
      return async (walker) => {
        // The quote grew older than its limit while the dialog stayed open: the server refuses it.
        if (isError(next, 'changePlan') && errorOf(next)['code'] === 'QUOTE_EXPIRED') await ageQuote(walker);
        else if (isError(next, 'changePlan')) await fault('subscriptions.changePlan')(walker);
        else await setPlanBalance(walker, output(next)['requires_payment'] === false);
        if (isError(afterNext, 'payPlanChange')) await walker.sandbox.nextWalletRequest('error');
        await button(walker, /change plan$/i).click();
        // A quote refused as too old is made again, with the notice, before anyone pays.
        if (isError(next, 'changePlan') && errorOf(next)['code'] === 'QUOTE_EXPIRED')
          await expect(walker.portal.planDialog.getByTestId('plan-quote-notice')).toContainText('more than 5 minutes old');
      };
    case 'xstate.done.actor.payPlanChange':
      return async (walker) => {
        // What the server answers after the wallet: the new plan, or (the payment came after the
        // quote's time, its invoice void) the old one; a failed read; a failed drop of the change.
        if (isError(next, 'verifyPlanChange')) await fault('subscriptions.get')(walker);
        if (isError(next, 'discardPlanChange')) await fault('subscriptions.cancelPendingUpdate')(walker);
        if (next?.type === 'xstate.done.actor.verifyPlanChange' && (output(next)['items'] as { price_id: string }[] | undefined)?.[0]?.price_id !== 'price_yearly')
          await ageQuote(walker);
        await answerWallet(walker, wallet(event));
      };
    case 'xstate.done.actor.restake':
    case 'xstate.done.actor.delegate':
      return (walker) => answerWallet(walker, wallet(event));
    case 'user.changePlan':
      return async (walker) => {
        if (isError(next, 'loadPlans')) await fault('subscriptions.changePlanOptions')(walker);
        await walker.portal.action('Change plan').click();
      };
    case 'user.choosePlan':
      return async (walker) => {
        if (isError(next, 'previewPlan')) await fault('subscriptions.changePlanPreview')(walker);
        // An upgrade (the weekly plan) when there is one, so that something is due today.
        const plans = walker.portal.planDialog.getByRole('listitem');
        await expect(plans.first()).toBeVisible();
        const weekly = plans.filter({ hasText: /per week/ });
        await ((await weekly.count()) > 0 ? weekly : plans).first().getByRole('button').click();
      };
    case 'user.changePayment':
      return ({ portal }) => portal.action('Change payment method').click();
    case 'user.choosePayment':
      return async (walker) => {
        if (isError(next, 'changePayment')) await fault('subscriptions.changePayment')(walker);
        if (isError(next, 'delegate')) await walker.sandbox.nextWalletRequest('error');
        const dialog = walker.portal.paymentDialog;
        const choice = event['card']
          ? dialog.getByRole('radio', { name: /Bank card \(USD\)/ })
          : dialog.getByRole('radio', { name: /wallet/i }).first();
        await choice.check();
        await dialog.getByRole('button', { name: 'Continue' }).click();
      };
    case 'card.succeeded':
    case 'card.failed':
      return async ({ portal }) => {
        const dialog = portal.paymentDialog;
        await dialog
          .getByRole('textbox', { name: 'Card number' })
          .fill(event.type === 'card.succeeded' ? TEST_CARD.success : TEST_CARD.declined);
        await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
        await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
        await dialog.getByRole('button', { name: 'Save card' }).click();
      };
    case 'user.payDue':
      return ({ portal }) => portal.action('Pay due invoices').click();
    default:
      // Answers of the sandbox (done/error of an invoked actor) come by themselves.
      return event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')
        ? null
        : 'unmapped';
  }
}

/** What the page shows when the machine waits in `state` (after `event`). */
export async function expectShown(walker: Walker, state: string, event: Ev) {
  const { page, portal } = walker;
  const [top, step] = state.split('.') as [string, string | undefined];
  if (top === 'failed') {
    await expect(page.getByRole('alert').filter({ hasText: INJECTED_500 })).toBeVisible();
    return;
  }
  if (!step && top !== 'payingDue') {
    await portal.expectPhase(top as 'active');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    if (event.type === 'xstate.error.actor.refreshSubscription')
      await expect(page.getByText(INJECTED_500).first()).toBeVisible();
    return;
  }
  const dialog = {
    cancel: 'Cancel your subscription',
    resume: 'Resume Your Subscription',
    planChange: 'Change plan',
    paymentChange: 'Change payment method',
    payingDue: 'Pay Due Invoices',
  }[top]!;
  const shown = page.getByRole('dialog', { name: dialog });
  await expect(shown).toBeVisible();
  const text: Record<string, string | RegExp> = {
    'resume.confirmingRestake': /Your previous stake has been revoked/,
    'planChange.unavailable': 'Plan updates are not available',
    'planChange.succeeded': 'Your plan has been changed',
    'planChange.failed': 'Failed to upgrade your subscription',
    'paymentChange.succeeded': 'Payment method updated',
  };
  if (text[state]) await expect(shown.getByText(text[state]!).first()).toBeVisible();
  if (state === 'planChange.confirming') await expect(shown.getByTestId('plan-preview')).toBeVisible();

  if (state === 'paymentChange.cardSetup')
    await expect(shown.getByRole('button', { name: 'Save card' })).toBeVisible();
  if (state === 'resume.confirming')
    await expect(shown.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  // An error answer shows its text in the dialog.
  if (event.type.startsWith('xstate.error.actor.'))
    await expect(
      page
        .getByText(
          event.type.endsWith('restake') ||
            event.type.endsWith('delegate') ||
            event.type.endsWith('payPlanChange')
            ? WALLET_ERROR
            : INJECTED_500,
        )
        .first(),
    ).toBeVisible();
}
