import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';
import { checkMainState } from '../support/states';

// Billing tables (docs/tables.md) on the sandbox's heavy customer, Lena Ledger: paging and page size
// in the URL (same view after reload and Back), filters, the date range (popover / modal),
// admin columns for an admin only. Two journeys, to keep the suite's wall time small.

async function openAs(page: Page, identity: 'ledger' | 'admin', path: string) {
  await openApp(page);
  await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
  // The cookie banner sits over the pager at the bottom right: agree once.
  const agree = page.getByRole('button', { name: 'I Understand' });
  // It shows a moment after the page; agree once it is there (not shown again after that).
  await agree.click({ timeout: 5_000 }).catch(() => undefined);
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('customer invoices: 10 rows, paging and page size in the URL, reload and Back, status filter, mobile 5 rows, screenshots and axe', async ({ page }) => {
  // 120 s: a journey of ≈ 45 s that a loaded 2-core CI can stretch past 90 s.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'ledger', '/customer/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
  await checkMainState(page, 'tables-invoices');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  await expect(page).toHaveURL(/pageSize=20/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(20);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('uncollectible');
  await expect(page).toHaveURL(/status=uncollectible/);
  await expect(page.getByTestId('invoice-status').first()).toHaveAttribute('data-state', 'uncollectible');
  const states = await page.getByTestId('invoice-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
  expect(new Set(states)).toEqual(new Set(['uncollectible']));

  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await expect(rows(page)).toHaveCount(20);

  // The grouped list with "View more invoices".
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'View more invoices' })).toBeVisible();
  await expectNoAxeViolations(page, 'tables invoice list');

  // Mobile: 5 rows by default.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/customer/invoices');
  await expect(rows(page)).toHaveCount(5);
});

test('payments filters (search debounced, date range popover and modal), credit transactions, admin columns and links', async ({ page }) => {
  // 120 s: a journey of ≈ 45 s that a loaded 2-core CI can stretch past 90 s.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'ledger', '/customer/payments');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Top-up');
  await expect(page).toHaveURL(/q=Top-up/);
  await expect(rows(page).first()).toContainText('Top-up');

  // Date range: a popover on desktop.
  await page.getByRole('button', { name: /Date range/ }).click();
  const popover = page.getByRole('dialog', { name: 'Date range' });
  await expect(popover).toBeVisible();
  await expectNoAxeViolations(page, 'tables date range popover');
  const days = popover.getByRole('button', { name: /^\d{1,2} [A-Z][a-z]+ \d{4}$/ });
  await days.nth(0).click();
  await days.nth(4).click();
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&.*to=\d{4}-\d{2}-\d{2}|to=.*from=/);

  // Mobile: the same picker in a modal.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: /Date range/ }).click();
  await expect(page.locator('.mantine-Modal-content').getByRole('button', { name: 'Clear' })).toBeVisible();
  await page.locator('.mantine-Modal-content').getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/customer/credit-transactions');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: 'Meter event' })).toHaveCount(0);
  await checkMainState(page, 'tables-credit-transactions');

  // Admin: the customer's page with admin columns; the meter link leads to a page that exists.
  await page.evaluate(() => window.__sandbox!.setIdentity('admin'));
  // In the portal an admin sees their own records like a customer: admin columns are the dashboard's.
  await page.goto('/customer/credit-transactions');
  await expect(page.getByRole('table', { name: 'Credit transactions' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('columnheader', { name: 'Meter event' })).toHaveCount(0);
  await page.goto('/admin/customers/cus_sandboxledge?tab=transactions');
  await expect(page.getByRole('columnheader', { name: 'Meter event' })).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: 'ai.tokens.used' }).first().click();
  await expect(page).toHaveURL(/\/admin\/billing\/meter_ai_tokens/);
  await expect(page.getByRole('heading', { name: 'Meter meter_ai_tokens' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await page.goto('/admin/customers/cus_sandboxledge');
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  await checkMainState(page, 'tables-admin-customer');
});

test('realtime: an invoice paid in a second tab shows paid in the open table within 1–5 s; invoice search and date range in the URL; payment hashes link to the explorer', async ({ page, context }) => {
  // 120 s: a journey of ≈ 45 s that a loaded 2-core CI can stretch past 90 s.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The uncollectible ABT invoice SBX-LEDGER_013 (44 days old), found by search inside the last 70 days.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA');
  const [from, to] = [day(-70), day(0)];
  await openAs(page, 'ledger', `/customer/invoices?q=ledger_013&from=${from}&to=${to}`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('ledger_013');
  await expect(page.getByRole('button', { name: `Date range: ${from} – ${to}` })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  const status = rows(page).getByTestId('invoice-status');
  await expect(status).toHaveAttribute('data-state', 'uncollectible');
  // Typing a search (debounced) replaces q and keeps the range; Back returns to the first view.
  await page.getByRole('searchbox', { name: 'Search' }).fill('ledger_01');
  await expect(page).toHaveURL(/q=ledger_01(&|$)/);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(rows(page)).not.toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/q=ledger_013/);
  await expect(rows(page)).toHaveCount(1);

  // A second tab of the same origin pays it through the wallet; the sandbox's relay tells this tab.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto('/customer/invoice/in_sbx_ledger_013?action=pay');
  await other.getByRole('button', { name: 'Pay 12.5 ABT' }).click();
  await other.getByTestId('sandbox-dock').getByRole('button', { name: 'Approve' }).click();
  await expect(other.getByTestId('completed-invoice').getByTestId('invoice-status')).toHaveAttribute('data-state', 'paid');
  const paidAt = Date.now();
  // No reload here: invoice.paid → refresh debounced 1 s (max wait 5 s) → the row repaints.
  await expect(status).toHaveAttribute('data-state', 'paid', { timeout: 6_000 });
  console.log(`invoice paid in the other tab → shown paid here after ${Date.now() - paidAt} ms`);
  await other.close();
  await checkMainState(page, 'tables-invoices-realtime');

  // Payments: a chain payment's hash opens the chain explorer of its payment method (new tab).
  await page.goto('/customer/payments?status=succeeded');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'ABT (ArcBlock)' });
  await expect(page).toHaveURL(/currency=pc_abt/);
  const tx = page.getByRole('link', { name: /^View transaction 0xledgerpay\d+ on the explorer/ }).first();
  await expect(tx).toHaveAttribute('href', /^https:\/\/explorer\.abtnetwork\.io\/txs\/0xledgerpay\d+$/);
  await expect(tx).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'tables payments with explorer links');
  await saveScreenshot(page, 'tables-payments-explorer');
  // The same history as a list grouped by day, with the filters kept and "View more payments".
  await page.getByRole('group', { name: 'Show payments as' }).getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/currency=pc_abt/);
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('link', { name: /^View transaction 0xledgerpay\d+/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'View more payments' })).toBeVisible();
  await expectNoAxeViolations(page, 'tables payment list');

  // Refunds: the type filter in the URL, the same after reload.
  await page.goto('/customer/refunds');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('stake_return');
  await expect(page).toHaveURL(/type=stake_return/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('stake_return');
  await expect(rows(page)).toHaveCount(4);

  // Credit grants: search and date range kept in the URL too, the same after reload.
  await page.goto('/customer/credit-grants');
  await page.getByRole('searchbox', { name: 'Search' }).fill('credits 2');
  await expect(page).toHaveURL(/q=credits(\+|%20)2/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('credits 2');
  await expect(rows(page).first()).toContainText('Ledger credits 2');

  // The same view in Chinese (您 register): table name, filters and the pager.
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('table', { name: '信用额度' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: '搜索' })).toHaveValue('credits 2');
  await expectNoAxeViolations(page, 'tables credit grants zh');
  await saveScreenshot(page, 'tables-credit-grants-zh');
});
