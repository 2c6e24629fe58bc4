import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot, viewports } from './support/screens';

for (const { width, scheme } of viewports) {
  test(`home page at ${width}px in ${scheme}: offers, payment methods from the sandbox, no axe violations`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await openApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments for blocklets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    // Every offer opens a page that exists: the portal and the store are built, none says "coming".
    const offers = page.getByRole('article');
    await expect(offers).toHaveCount(6);
    for (const card of await offers.all()) await expect(card.getByRole('link', { name: /Open/ })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Customer portal' }).getByRole('link')).toHaveAttribute('href', '/customer');
    await expect(page.getByRole('article', { name: 'App store' }).getByRole('link')).toHaveAttribute('href', '/store');
    // Served by the msw service worker from the sandbox's state: three methods, one of them a card.
    const methods = page.getByTestId('payment-methods');
    await expect(methods.getByRole('listitem')).toHaveCount(3);
    await expect(methods).toContainText('USD');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page, `home ${width} ${scheme}`);
    await saveScreenshot(page, 'home');
  });
}

test('switches language to Chinese and keeps it after a reload', async ({ page }) => {
  await openApp(page);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocklet 支付' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Blocklet 支付' })).toBeVisible();
  await expectNoAxeViolations(page, 'home zh');
});

test('theme toggle switches between light and dark with the keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openApp(page);
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('sandbox identity switcher stands in for the login', async ({ page }) => {
  await openApp(page);
  const menu = page.getByTestId('identity-menu');
  await menu.click();
  for (const role of ['Guest (not signed in)', 'Customer', 'Developer', 'Admin', 'Owner']) {
    await expect(page.getByRole('menuitem', { name: new RegExp(`^${role.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: /^Admin/ }).click();
  await expect(menu).toHaveAccessibleName(/Admin/);
  await page.reload();
  await expect(page.getByTestId('identity-menu')).toHaveAccessibleName(/Admin/);
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await openApp(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page, '404');
  await saveScreenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Home' }).last().click();
  await expect(page).toHaveURL(/\/$/);
});
