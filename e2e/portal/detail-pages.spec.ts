import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { checkMainState } from '../support/states';
import { TEST_CARD } from '../models/CardDialog';
import { SubscriptionPortal } from '../models/SubscriptionPortal';

// The portal's detail pages (docs/portal.md): a credit grant, another account's records (HTTP 403) and
// switching to the owner, the full invoice with its refunds and printed form, the credit balance.

async function signInAs(page: Page, identity: 'customer' | 'ledger') {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('customer portal: detail pages', () => {
  // Long on a loaded 2-core CI: each checkMainState takes 4 screenshots and 2 axe runs.
  test.describe.configure({ timeout: 120_000 });

  test("another account's grant, invoice and subscription say so; switching account shows the grant with its transactions", async ({ page }) => {
    await signInAs(page, 'customer');
    for (const [path, title] of [
      ['/customer/invoice/in_sbx_ledger_004', 'This invoice belongs to another account'],
      ['/customer/subscription/sub_ledger_api', 'This subscription belongs to another account'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible({ timeout: 20_000 });
      // A 403 is not an error a retry fixes: no Oops, no Retry.
      await expect(page.getByRole('button', { name: /retry/i })).toHaveCount(0);
      await expect(page.getByText('Oops')).toHaveCount(0);
    }

    await page.goto('/customer/credit-grant/cg_sbx_ledger_01');
    await expect(heading(page, 'This credit grant belongs to another account')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('signed-in-account')).toHaveText('Alice Payer');
    await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/customer');
    await checkMainState(page, 'portal-not-your-account');

    // Switch account: the platform login (the sandbox's login page) and back to the same grant.
    await page.getByRole('button', { name: 'Switch account' }).click();
    await expect(page).toHaveURL(/\/sandbox\/login\?redirect=%2Fcustomer%2Fcredit-grant%2Fcg_sbx_ledger_01/);
    await page.getByRole('button', { name: /Continue as Lena Ledger/ }).click();
    await expect(heading(page, 'Ledger credits 1')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/customer\/credit-grant\/cg_sbx_ledger_01$/);

    const status = page.getByTestId('grant-status');
    await expect(status.locator('[data-state]')).toHaveAttribute('data-state', 'granted');
    await expect(page.getByTestId('grant-remaining')).toHaveText('50 CR');
    await expect(page.getByTestId('grant-amount')).toHaveText('50 CR of 100 CR left');
    await expect(page.getByRole('progressbar', { name: '50% used' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Subscription sub_ledger_/ })).toBeVisible();
    // Its transactions only: every row names this grant.
    const transactions = page.getByRole('table', { name: 'Credit transactions of this grant' });
    await expect(transactions.getByRole('row')).toHaveCount(11, { timeout: 15_000 });
    await expect(transactions.getByRole('link', { name: 'Ledger credits 1', exact: true })).toHaveCount(10);
    await checkMainState(page, 'portal-credit-grant');

    // A pending grant explains itself; an unknown one is a 404 with the way back.
    await page.goto('/customer/credit-grant/cg_sbx_ledger_02');
    await expect(page.getByTestId('grant-note')).toContainText('These credits become usable on');
    await page.goto('/customer/credit-grant/cg_missing');
    await expect(heading(page, 'Credit grant not found')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'grant not found');
    await page.getByRole('link', { name: 'All credit grants' }).click();
    await expect(page).toHaveURL(/\/customer\/credit-grants$/);
  });

  test('a paid invoice: lines, payment with the explorer link, printed without the shell; Chinese 403 view', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/customer/invoice/in_sbx_paid');
    const invoice = page.getByTestId('completed-invoice');
    await expect(invoice).toBeVisible({ timeout: 20_000 });
    await expect(invoice.getByRole('table', { name: 'Items' }).getByRole('row', { name: /Payment Patterns \(e-book\)\s+1\s+5 ABT/ })).toBeVisible();
    await expect(page.getByTestId('invoice-amount-paid')).toHaveText('5 ABT');
    // The transaction hash opens the chain's explorer from the payment method's settings.
    const tx = page.getByRole('link', { name: 'View transaction 0xsandboxpaid on the explorer (new tab)' });
    await expect(tx).toHaveAttribute('href', 'https://explorer.abtnetwork.io/txs/0xsandboxpaid');
    await expect(tx).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, 'paid invoice');

    // Printed: only the invoice — no header, footer or dock — on one A4 page, light even in dark.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(invoice).toBeVisible();
    await expect(tx).toHaveAttribute('data-print-full', '0xsandboxpaid');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

    // Chinese: the 403 view.
    await page.getByRole('button', { name: '简体中文' }).click();
    // The switch is kept for the next page once the page has it (a busy machine was slower than the goto).
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/customer/credit-grant/cg_sbx_ledger_01');
    await expect(heading(page, '该额度授予属于其他账户')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: '切换账户' })).toBeVisible();
    await expectNoAxeViolations(page, 'not your account zh');
  });

  test('a subscription invoice with its refund and subscription link; the credit balance on the portal home', async ({ page }) => {
    // The owner of the ledger: a paid subscription invoice with a refund of its type, and the subscription link
    // (the seed refunds only paid invoices and returns only paid stakes).
    await signInAs(page, 'ledger');
    await page.goto('/customer/invoice/in_sbx_ledger_092');
    await expect(page.getByTestId('completed-invoice')).toBeVisible({ timeout: 20_000 });
    const refunds = page.getByRole('table', { name: 'Refunds of this invoice' });
    await expect(refunds.getByRole('row')).toHaveCount(2);
    await expect(refunds.getByRole('row').nth(1)).toContainText('Refund');
    // A stake return is listed with its own type.
    await page.goto('/customer/invoice/in_sbx_ledger_010');
    await expect(page.getByRole('table', { name: 'Refunds of this invoice' }).getByRole('row').nth(1)).toContainText('Stake Return', { timeout: 20_000 });
    await page.goto('/customer/invoice/in_sbx_ledger_092');
    await expect(page.getByTestId('completed-invoice')).toContainText('Paid', { timeout: 20_000 });
    await expect(refunds.getByRole('row')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Pro Plan' })).toHaveAttribute('href', /\/customer\/subscription\/sub_ledger_/);
    await checkMainState(page, 'portal-invoice-refunds');

    // Portal home: the credit balance per currency, linking to the grants.
    await page.goto('/customer');
    const balance = page.getByTestId('credit-balance-card');
    await expect(balance).toHaveCount(1, { timeout: 20_000 });
    await expect(balance.getByTestId('credit-balance-available')).toHaveText('500 CR');
    await expect(balance.getByTestId('credit-balance-pending')).toHaveText('+ 525 CR pending');
    await expect(page.getByRole('link', { name: 'View credit grants' })).toHaveAttribute('href', '/customer/credit-grants');
    await checkMainState(page, 'portal-home-credit-balance');
  });
  // Every amount in its own currency (docs/portal.md). After a switch to a card the 10 ABT stake
  // must not read "100,000,000,000,000,000 USD" (the subscription's new currency), and credit transactions
  // show raw units ("6000" where the grant says 60 CR).
  test('amounts in their own currency: the stake after a switch to a card, credit transactions; en and zh', async ({ page }) => {
    const portal = new SubscriptionPortal(page);
    await portal.open('sub_sbx_active');
    const stake = page.getByTestId('subscription-stake');
    await expect(stake).toHaveText('10 ABT staked');
    await portal.action('Change payment method').click();
    await portal.choosePayment(/Bank card \(USD\)/);
    const card = portal.paymentDialog;
    await card.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARD.success);
    await card.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
    await card.getByRole('textbox', { name: 'CVC' }).fill('123');
    await card.getByRole('button', { name: 'Save card' }).click();
    await expect(card.getByText('Payment method updated')).toBeVisible();
    await portal.closeDialog(card);
    await expect(page.getByTestId('subscription-payment-method')).toContainText('USD');
    // The plan is priced in USD now; the stake stays what was locked: 10 ABT.
    await expect(stake).toHaveText('10 ABT staked');
    await page.screenshot({ path: 'test-results/screenshots/portal-stake-after-card-en.png', fullPage: true });

    await page.goto('/customer/credit-transactions');
    const transactions = page.getByRole('table', { name: 'Credit transactions' });
    const usage = transactions.getByRole('row').filter({ hasText: 'Expired credits' });
    await expect(usage.getByRole('cell').first()).toHaveText('60 CR', { timeout: 20_000 });
    await expect(transactions.getByRole('cell', { name: '6000', exact: true })).toHaveCount(0);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
    const transactionsZh = page.getByRole('table', { name: '信用额度交易' });
    await expect(transactionsZh.getByRole('row').filter({ hasText: 'Expired credits' }).getByRole('cell').first()).toHaveText('60 CR');
    await page.goto('/customer/subscription/sub_sbx_active');
    await expect(stake).toHaveText('已质押 10 ABT', { timeout: 20_000 });
    await page.screenshot({ path: 'test-results/screenshots/portal-stake-after-card-zh.png', fullPage: true });
  });
});
