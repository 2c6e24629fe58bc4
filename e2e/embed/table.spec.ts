import { expect, test, type Locator, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { hostStyles, openAs } from './host-page';
import { HOST_URL } from './host-url';

// The example pricing page (examples/host/pricing.html): a plain-HTML SaaS page embedding two
// <payment-kit-table> elements on the sandbox (docs/embed/elements.md) — one leads to the chosen
// plan's checkout inline, the other (select mode) only tells the page which price was chosen.

const PRICING_URL = `${HOST_URL}pricing.html`;

/** The host's own elements whose computed styles a leaking stylesheet would change. */
const HOST_ELEMENTS = { body: 'body', h1: 'h1', h2: 'h2', p: '.lede', section: '.change-plan', output: 'output', link: 'nav a' };

const plan = (table: Locator, name: string) => table.getByRole('article', { name });

/** The pricing page as the sandbox's customer, once its plans show. */
async function openPricing(page: Page, search = '') {
  const table = page.locator('payment-kit-table[mode="embedded"]');
  await openAs(page, PRICING_URL + search, 'customer', () => expect(plan(table, 'Pro')).toBeVisible({ timeout: 20_000 }));
  return table;
}

test('pricing page: cycle switch, a plan back to the plans, a plan chosen by keyboard and paid, select mode, host styles intact, axe clean, Chinese and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The table's code is a chunk of its own: the blog, with checkouts only, never asks for it; this page does.
  const tableChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/lib\/element\/.*CheckoutTable-[\w-]+\.js$/.test(request.url())) tableChunks.push(request.url());
  });
  await page.goto(HOST_URL);
  await expect(page.locator('payment-kit-checkout[mode="inline"]').getByTestId('submit-button').and(page.getByRole('button'))).toBeEnabled({
    timeout: 20_000,
  });
  expect(tableChunks).toEqual([]);

  // The host's styles with no widget at all (the library's requests refused), then with both tables used.
  await page.route('**/lib/**', (route) => route.abort());
  await page.goto(PRICING_URL);
  const before = await hostStyles(page, HOST_ELEMENTS);
  await page.unroute('**/lib/**');

  const table = await openPricing(page);
  expect(tableChunks.length).toBeGreaterThan(0);
  const log = page.locator('#event-log');
  await expect(plan(table, 'Pro').getByTestId('pricing-plan-badge')).toHaveText('Popular');
  await expect(plan(table, 'Pro').getByTestId('pricing-plan-amount')).toHaveText('10 ABT');
  await expectNoAxeViolations(page, 'pricing page with two tables');

  // The billing cycle by keyboard, then back by pointer.
  const cycles = table.getByRole('group', { name: 'Billing cycle' });
  await cycles.getByRole('button', { name: 'Yearly' }).focus();
  await page.keyboard.press('Enter');
  await expect(cycles.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(plan(table, 'Business').getByTestId('pricing-plan-amount')).toHaveText('300 ABT');
  await cycles.getByRole('button', { name: 'Monthly' }).click();
  await expect(plan(table, 'Pro').getByTestId('pricing-plan-amount')).toHaveText('10 ABT');

  // A plan's checkout opens in place of the table; "Back to the plans" closes it.
  await plan(table, 'Business').getByRole('button', { name: 'Subscribe: Business' }).click();
  const checkout = new CheckoutPage(page);
  await checkout.expectReady();
  await expect(checkout.summary).toContainText('Business');
  await expect(plan(table, 'Pro')).toBeHidden();
  await table.getByRole('button', { name: 'Back to the plans' }).click();
  await expect(plan(table, 'Pro')).toBeVisible();
  await expect(checkout.submitButton).toBeHidden();

  // The popular plan chosen by keyboard, its trial subscribed from Alice's wallet: the page hears 'paid'.
  await plan(table, 'Pro').getByRole('button', { name: 'Try for free: Pro' }).focus();
  await page.keyboard.press('Enter');
  await checkout.expectReady();
  await expect(checkout.summary).toContainText('Try Pro');
  await expect(checkout.summary).toContainText('14 days free');
  await expectNoAxeViolations(page, 'the chosen plan checkout inline');
  await checkout.submit();
  await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('heading', { name: 'Thanks for subscribing' })).toBeVisible({ timeout: 15_000 });
  await expect(log).toContainText(/prctbl_sbx_plans: paid \(cs_/);

  // Select mode: the current plan says "Selected"; choosing another hands the page its price.
  const select = page.locator('payment-kit-table[mode="select"]');
  await expect(select.getByRole('button', { name: 'Selected: Basic' })).toBeDisabled();
  await select.getByRole('button', { name: 'Select: Team' }).click();
  await expect(log).toContainText('prctbl_sbx_cycles: select (price_tbl_team_month)');
  await expect(page.locator('#selected-price')).toHaveText('price_tbl_team_month');
  await expect(select.getByRole('button', { name: 'Selected: Team' })).toBeDisabled();
  await expect(select.getByRole('button', { name: 'Select: Basic' })).toBeEnabled();

  expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(before);
  await page.screenshot({ path: 'test-results/table-pricing-en.png', fullPage: true });

  // In Chinese: the page's texts and the tables' own.
  const zh = await openPricing(page, '?lang=zh');
  await expect(page.getByRole('heading', { level: 1, name: '适合每位作者的方案' })).toBeVisible();
  await expect(plan(zh, 'Starter').getByRole('button', { name: '订阅：Starter' })).toBeVisible();
  await expect(select.getByRole('button', { name: '已选择：Basic' })).toBeDisabled();
  // The select table dark inside the light page: its own variables, readable (axe checks the contrast).
  await select.evaluate((element) => element.setAttribute('theme', 'dark'));
  await expect(select.locator('.pk-root')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page, 'pricing page in Chinese, one table dark');
  await page.screenshot({ path: 'test-results/table-pricing-zh.png', fullPage: true });
});
