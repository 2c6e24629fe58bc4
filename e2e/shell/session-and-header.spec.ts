import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';

const asIdentity = (page: Page, id: string) => page.evaluate((name) => window.__sandbox!.setIdentity(name as 'guest'), id);

test('a guest on a protected page goes through the login page and back with the query; logout goes to the root; a blocked user sees Forbidden', async ({ page }) => {
  test.setTimeout(60_000);
  await openApp(page, '/');
  await asIdentity(page, 'guest');
  await page.goto('/notifications?read=false&severity=all');
  // The redirect really passes through the sandbox login page, carrying the page and its query.
  await expect(page).toHaveURL(/\/sandbox\/login\?redirect=%2Fnotifications%3Fread%3Dfalse/);
  await expect(page.getByRole('heading', { name: /Log in to/ })).toBeVisible();
  await expectNoAxeViolations(page, 'sandbox login page');
  await page.getByRole('button', { name: /Continue as Alice Payer/ }).click();
  await expect(page).toHaveURL(/\/notifications\?read=false&severity=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  // The account menu loads on first use and logs out to the site root.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await asIdentity(page, 'blocked');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expectNoAxeViolations(page, 'forbidden');
  await saveScreenshot(page, 'shell-forbidden');
});

test('the navigation differs by role exactly as the domain rule says', async ({ page }) => {
  const expected: Record<string, string[]> = {
    guest: ['Home', 'Sandbox', 'Products', 'Resources'],
    customer: ['Home', 'Sandbox', 'Products', 'Billing', 'Resources'],
    developer: ['Home', 'Sandbox', 'Products', 'Billing', 'Developer', 'Resources'],
    admin: ['Home', 'Sandbox', 'Products', 'Billing', 'Console', 'Resources'],
    owner: ['Home', 'Sandbox', 'Products', 'Billing', 'Console', 'Resources'],
  };
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, '/');
  for (const [identity, items] of Object.entries(expected)) {
    await asIdentity(page, identity);
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li')).toHaveText(items);
    if (identity === 'guest' || identity === 'owner') await expectNoAxeViolations(page, `header ${identity}`);
    await saveScreenshot(page, `shell-header-${identity}`);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('link', { name: /Home$/ }).first()).toBeVisible();
  await expect(page.getByText('Sandbox', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('identity-menu')).toHaveAccessibleName(/Switch sandbox identity: Owner/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'Console' })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu');
  await saveScreenshot(page, 'shell-header-mobile-owner');
});
