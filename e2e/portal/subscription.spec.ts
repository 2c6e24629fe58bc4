import { expect, test, type Page } from '@playwright/test';
import { prorate } from '../../domain/proration';
import { TEST_CARD } from '../models/CardDialog';
import { INJECTED_500, Sandbox } from '../models/Sandbox';
import { SubscriptionPortal, walletApprove, walletDecline } from '../models/SubscriptionPortal';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';
import { checkMainState } from '../support/states';

/** 18-decimal smallest units as a token number (display precision is 6 decimals). */
const tokens = (units: string) => Number(BigInt(units) / 10n ** 12n) / 1e6;

/** What domain/proration says is due now for sub_sbx_plans switching monthly → weekly (TBA). */
async function dueAt(page: Page) {
  const input = await page.evaluate(() => {
    const data = window.__sandbox!.data();
    const sub = data.subscriptions.sub_sbx_plans!;
    const plan = (id: string) => ({ unitAmount: data.prices[id]!.currency_options!.find((o) => o.currency_id === 'pc_tba')!.unit_amount, quantity: 1, recurring: data.prices[id]!.recurring! });
    return { current: plan('price_pro_monthly'), next: plan('price_pro_weekly'), periodEnd: sub.current_period_end!, now: Math.floor(window.__sandbox!.now() / 1000) };
  });
  return prorate({ ...input, trialing: false }).amountDue;
}

// The subscription lifecycle through the real UI (docs/portal.md): a few long journeys.
test.describe('customer portal: subscription lifecycle', () => {
  test.describe.configure({ timeout: 120_000 });

  test('change plan: preview equals the domain figure; a 500 keeps the old plan; pay in the wallet; then a wallet payment method', async ({ page }) => {
    const portal = new SubscriptionPortal(page);
    const sandbox = new Sandbox(page);
    await portal.open('sub_sbx_plans');
    await portal.expectPhase('active');
    await expect(page.getByTestId('subscription-plan')).toHaveText('10 TBA per month');
    await checkMainState(page, 'portal-subscription-active');

    // The plans side by side: each price once, never cut (at 375 px too).
    await portal.action('Change plan').click();
    const cards = portal.planDialog.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.getByText(/ TBA (per|every) /)).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(portal.planDialog.getByTestId('plan-price').filter({ hasText: '25 TBA every 3 months' })).toBeVisible();
    for (const price of await portal.planDialog.getByTestId('plan-price').all()) {
      expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await saveScreenshot(page, 'portal-change-plan-choices');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The preview shows what domain/proration computes from the same subscription at the moment
    // the sandbox answered: between the figures before the request and after the answer (the
    // amount due of an upgrade only shrinks as the period runs out).
    const before = await dueAt(page);
    await portal.choosePlan(/5 TBA per week/);
    const after = await dueAt(page);
    const dueText = (await portal.planDialog.getByTestId('plan-amount-due').textContent()) ?? '';
    const shown = Number(dueText.replace(' TBA', ''));
    expect(shown).toBeGreaterThanOrEqual(tokens(after) - 1e-6);
    expect(shown).toBeLessThanOrEqual(tokens(before) + 1e-6);
    expect(shown).toBeGreaterThan(7);
    // What the new plan costs from the period end, and how long the amount holds.
    await expect(portal.planDialog.getByTestId('plan-starting')).toHaveText(/^From \d{4}-\d{2}-\d{2} you pay 5 TBA per week$/);
    await expect(portal.planDialog.getByTestId('plan-quote-validity')).toContainText('holds for 5 minutes');
    await checkMainState(page, 'portal-change-plan-preview');

    // The same change under a sandbox 500: the message, and the old plan stays.
    await sandbox.setFault('subscriptions.changePlan', { kind: 'error500', times: 1 });
    await portal.payButton.click();
    await expect(portal.planDialog.getByRole('alert')).toContainText('Failed to upgrade your subscription');
    await expect(portal.planDialog.getByRole('alert')).toContainText(INJECTED_500);
    await portal.closeDialog(portal.planDialog);
    await expect(page.getByTestId('subscription-plan')).toHaveText('10 TBA per month');

    // Declined in the wallet: the plan stays, the dialog never called the new plan current, the
    // invoice of the change is void in the list (no reload).
    await portal.action('Change plan').click();
    await portal.choosePlan(/5 TBA per week/);
    await portal.payButton.click();
    await expect(page.getByTestId('sandbox-wallet-amount')).toBeVisible();
    await expect(portal.planDialog.getByTestId('plan-current')).toHaveText('Current plan: 10 TBA per month');
    await expect(portal.planDialog.getByRole('button', { name: /5 TBA per week/ })).toBeVisible();
    await expect(portal.invoiceRows.filter({ hasText: 'Open' })).toHaveCount(1);
    await walletDecline(page);
    await expect(portal.planDialog.getByRole('alert')).toContainText('The payment was declined. Your plan has not changed and nothing was charged.');
    await portal.closeDialog(portal.planDialog);
    await expect(page.getByTestId('subscription-plan')).toHaveText('10 TBA per month');
    await expect(portal.invoiceRows.filter({ hasText: 'Open' })).toHaveCount(0);
    await expect(portal.invoiceRows.filter({ hasText: 'Void' })).toHaveCount(1);
    expect(await page.evaluate(() => window.__sandbox!.data().subscriptions.sub_sbx_plans!.items![0]!.price_id)).toBe('price_pro_monthly');

    // A quote older than 5 minutes (the sandbox clock moves on) is made again, with the notice,
    // before the wallet is asked for anything.
    await portal.action('Change plan').click();
    await portal.choosePlan(/5 TBA per week/);
    const firstQuote = await portal.planDialog.getByTestId('plan-amount-due').textContent();
    await page.evaluate(() => window.__sandbox!.advanceClock(6 * 60_000));
    await portal.payButton.click();
    await expect(portal.planDialog.getByTestId('plan-quote-notice')).toContainText('more than 5 minutes old');
    expect(await page.evaluate(() => window.__sandbox!.wallet.pending())).toBeNull();
    const newQuote = (await portal.planDialog.getByTestId('plan-amount-due').textContent()) ?? '';
    expect(Number(newQuote.replace(' TBA', ''))).toBeLessThan(Number((firstQuote ?? '').replace(' TBA', '')));
    await expect(portal.payButton).toHaveText(`Pay ${newQuote} and change plan`);
    await checkMainState(page, 'portal-change-plan-requoted');

    // Approved: the wallet is asked for exactly the amount on the button, and charged exactly that.
    await portal.payButton.click();
    await expect(page.getByTestId('sandbox-wallet-amount')).toHaveText(newQuote.replace(/,/g, ''));
    const asked = await page.evaluate(() => {
      const sandbox = window.__sandbox!;
      const pending = sandbox.wallet.pending()!;
      const invoice = sandbox.data().invoices[pending.extraParams.invoiceId!]!;
      // The wallet holds exactly what it is asked for.
      sandbox.wallet.setBalance(sandbox.currentIdentity().user!.did, 'pc_tba', pending.amount!);
      return { amount: pending.amount, total: invoice.total };
    });
    expect(asked.amount).toBe(asked.total);
    await walletApprove(page);
    await expect(portal.planDialog.getByText('Your plan has been changed')).toBeVisible();
    expect(await sandbox.balance('pc_tba')).toBe('0');
    await portal.closeDialog(portal.planDialog);
    await expect(page.getByTestId('subscription-plan')).toHaveText('5 TBA per week');
    await expect(portal.invoiceRows.filter({ hasText: 'Paid' })).not.toHaveCount(0);

    // Wallet payment method: delegated in the wallet, then saved.
    await portal.action('Change payment method').click();
    await portal.choosePayment(/wallet \(ABT\)/);
    await walletApprove(page);
    await expect(portal.paymentDialog.getByText('Payment method updated')).toBeVisible();
    await portal.closeDialog(portal.paymentDialog);
    await expect(page.getByTestId('subscription-payment-method')).toContainText('ABT');
  });

  test('cancel with feedback on a first visit (the cookie banner steps aside) → cancels on date → resume; card payment method 4242; zh', async ({ page, context }) => {
    const portal = new SubscriptionPortal(page);
    // A first visit: no cookie decision yet (the suite's default storage state has one). The
    // banner (z-index 999, above Mantine's modals) must never take a click meant for a dialog.
    await context.clearCookies();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => window.__sandbox!.setIdentity('customer'));
    await page.goto('/customer/subscription/sub_sbx_active');
    await expect(portal.status).toBeVisible({ timeout: 20_000 });
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await portal.action('Cancel subscription').click();
    await expect(portal.dialog('Cancel your subscription').getByTestId('cancel-when')).toContainText('stays active until');
    await expect(banner).toHaveCount(0);
    await expect(portal.dialog('Cancel your subscription').getByRole('radio')).toHaveCount(8);
    await checkMainState(page, 'portal-cancel-dialog');
    await portal.dialog('Cancel your subscription').getByRole('button', { name: 'Keep subscription' }).click();
    await expect(banner).toBeVisible();
    // Unsubscribe, the dialog's final action, is clicked while the banner is undecided (Playwright's
    // click fails if another element would receive it); the banner returns once the dialog closes.
    await portal.cancel('I no longer use the service', 'Moving to a team plan');
    await portal.expectPhase('cancelScheduled');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'I Understand' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('subscription-cancels')).toContainText(/Cancels on \d{4}-\d{2}-\d{2}/);
    await page.mouse.move(0, 0);
    await checkMainState(page, 'portal-cancel-scheduled');
    // The resume dialog: what happens, and when.
    await portal.action('Resume subscription').click();
    await expect(portal.dialog('Resume Your Subscription').getByRole('button', { name: 'Resume', exact: true })).toBeEnabled();
    await checkMainState(page, 'portal-resume-dialog');
    await portal.closeDialog(portal.dialog('Resume Your Subscription'));
    await portal.resume({ restake: false });
    await portal.expectPhase('active');
    await expect(page.getByText('Subscription resumed successfully')).toBeVisible();

    await portal.action('Change payment method').click();
    await expect(portal.paymentDialog.getByRole('radio', { name: /Bank card \(USD\)/ })).toBeVisible();
    await checkMainState(page, 'portal-change-payment-dialog');
    await portal.choosePayment(/Bank card \(USD\)/);
    const card = portal.paymentDialog;
    await card.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARD.success);
    await card.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
    await card.getByRole('textbox', { name: 'CVC' }).fill('123');
    await expectNoAxeViolations(page, 'portal card setup');
    await card.getByRole('button', { name: 'Save card' }).click();
    await expect(card.getByText('Payment method updated')).toBeVisible();
    await portal.closeDialog(card);
    await expect(page.getByTestId('subscription-payment-method')).toContainText('USD');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
    await expect(page.getByRole('button', { name: '取消订阅' })).toBeVisible();
    await expectNoAxeViolations(page, 'portal subscription zh');
    await page.screenshot({ path: 'test-results/screenshots/portal-subscription-zh-1280-light.png', fullPage: true });
  });

  test('final and special phases: a trial cancels at once; a cancelled one offers nothing; resume with a revoked stake re-stakes; no plans', async ({ page }) => {
    const portal = new SubscriptionPortal(page);
    await portal.open('sub_sbx_trialing');
    await portal.expectPhase('trialing');
    await portal.action('Cancel subscription').click();
    await expect(portal.dialog('Cancel your subscription').getByTestId('cancel-when')).toHaveText('Your trial ends immediately and you will not be charged.');
    await portal.dialog('Cancel your subscription').getByRole('button', { name: 'Unsubscribe' }).click();
    await portal.expectPhase('canceled');
    await expect(portal.actions).toHaveCount(0);

    await portal.open('sub_sbx_canceled');
    await portal.expectPhase('canceled');
    await expect(portal.actions).toHaveCount(0);
    await checkMainState(page, 'portal-subscription-canceled');

    await portal.open('sub_sbx_stake_revoked');
    await portal.expectPhase('cancelScheduled');
    await portal.resume({ restake: true });
    await portal.expectPhase('active');

    await portal.open('sub_sbx_no_plans');
    await portal.action('Change plan').click();
    await expect(portal.planDialog.getByText('Plan updates are not available')).toBeVisible();
    await portal.closeDialog(portal.planDialog);
  });

  test('past due blocks everything but paying: the overdue dialog pays in the wallet, the page turns active', async ({ page }) => {
    const portal = new SubscriptionPortal(page);
    // The portal home: the past-due alert and the subscriptions, each linking to its page.
    await portal.open('sub_sbx_past_due', 'owner');
    await page.goto('/customer');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay due invoices' })).toHaveAttribute('href', /\/customer\/invoice\/past-due\?referer=%2Fcustomer/);
    await expect(page.getByRole('table', { name: 'Invoice history' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
    await page.mouse.move(0, 0);
    await checkMainState(page, 'portal-home');
    await page.getByRole('listitem').filter({ has: page.getByText('Past due') }).getByRole('link').first().click();
    await portal.expectPhase('pastDue');
    await expect(page.getByText('You have unpaid invoices')).toBeVisible();
    await expect(portal.action('Cancel subscription')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, 'portal subscription past due');
    await saveScreenshot(page, 'portal-subscription-past-due');
    await portal.action('Pay due invoices').click();
    await page.getByRole('dialog').getByRole('button', { name: /Pay Now/ }).first().click();
    await walletApprove(page);
    // invoice.paid of this subscription (realtime) refreshes the page: active, the dialog gone.
    await portal.expectPhase('active');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(portal.action('Cancel subscription')).toBeVisible();
  });
});
