// The hosted pricing table in Chromium on the sandbox (docs/pricing-table.md): found on the Sandbox
// page, cycle and currency change the prices, the popular trial plan leads to its checkout and is
// paid in the sandbox wallet; the empty table; the three-cycle table on a phone; axe; Chinese.
import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { openApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';

const plan = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });
const amount = (page: Page, name: string) => plan(page, name).getByTestId('pricing-plan-amount');

test('from the Sandbox page: switch cycle and currency, try the popular plan for free, pay from the wallet', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openApp(page, '/sandbox');
  const card = page.getByTestId('scenario-pricing-table');
  await card.getByRole('button', { name: /^Open as/ }).click();
  await expect(page).toHaveURL(/\/checkout\/pricing-table\/prctbl_sbx_plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox plans' })).toBeVisible();

  await expect(amount(page, 'Pro')).toHaveText('10 ABT');
  await expect(plan(page, 'Pro').getByTestId('pricing-plan-badge')).toHaveText('Popular');
  await expect(plan(page, 'Pro')).toContainText('Free for 14 days');
  await expectNoAxeViolations(page, 'pricing table');

  // Keyboard: the cycle buttons are reached with Tab and pressed with Enter.
  const cycles = page.getByRole('group', { name: 'Billing cycle' });
  await cycles.getByRole('button', { name: 'Yearly' }).focus();
  await page.keyboard.press('Enter');
  await expect(cycles.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(amount(page, 'Pro')).toHaveText('100 ABT');
  await expect(amount(page, 'Business')).toHaveText('300 ABT');

  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'USD' });
  await expect(amount(page, 'Pro')).toHaveText('99.9 USD');
  await expect(amount(page, 'Starter')).toHaveText('49.9 USD');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'ABT' });
  await expect(amount(page, 'Pro')).toHaveText('100 ABT');
  await cycles.getByRole('button', { name: 'Monthly' }).click();
  await expect(amount(page, 'Pro')).toHaveText('10 ABT');

  await plan(page, 'Pro').getByRole('button', { name: 'Try for free: Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/cs_[^?]+\?currencyId=pc_abt$/);
  const checkout = new CheckoutPage(page);
  await checkout.expectReady();
  await expect(checkout.summary).toContainText('Try Pro');
  await expect(checkout.summary).toContainText('14 days free');
  await expect(checkout.summary).toContainText('Then 10 ABT per month');
  await checkout.submit();
  // Alice's wallet holds enough ABT for the stake: it pays from her balance once she confirms.
  await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess('Thanks for subscribing', null);
});

test('a table without plans: "No items to purchase"', async ({ page }) => {
  await openApp(page, '/checkout/pricing-table/prctbl_sbx_empty');
  await expect(page.getByRole('heading', { level: 1, name: 'No items to purchase' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty pricing table');
});

test('three cycles on a phone are a select; the page in Chinese and dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('locale', 'zh'));
  await openApp(page, '/checkout/pricing-table/prctbl_sbx_cycles');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage plans' })).toBeVisible();
  const cycle = page.getByRole('combobox', { name: '计费周期' });
  await expect(cycle.locator('option:checked')).toHaveText('按周');
  await expect(amount(page, 'Basic')).toHaveText('1 ABT');
  await cycle.selectOption({ label: '按年' });
  await expect(amount(page, 'Team')).toHaveText('120 ABT');
  await expect(plan(page, 'Team').getByTestId('pricing-plan-badge')).toHaveText('Best value');
  await expect(plan(page, 'Team').getByRole('button', { name: '订阅：Team' })).toBeVisible();
  // The weekly plan's trial is offered in TBA only.
  await cycle.selectOption({ label: '按周' });
  await expect(plan(page, 'Basic').getByRole('button', { name: '订阅：Basic' })).toBeVisible();
  await page.getByRole('combobox', { name: '币种' }).selectOption({ label: 'TBA' });
  await expect(plan(page, 'Basic').getByTestId('pricing-plan-trial')).toHaveText('免费 7 天');
  await expect(plan(page, 'Basic').getByRole('button', { name: '免费试用：Basic' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'pricing table, phone, Chinese, dark');
});
