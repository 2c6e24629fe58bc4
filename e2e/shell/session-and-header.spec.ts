import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';
import { expectBarFits, saveHeaderScreenshot } from './header-helpers';

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

test('the navigation differs by role exactly as the domain rule says; the header of each role at 375 and 1280 px, light and dark, fits a phone and a desktop, with the menu below 1200 px', async ({ page }) => {
  const expected: Record<string, string[]> = {
    guest: ['Home', 'Sandbox', 'Products', 'Resources'],
    customer: ['Home', 'Sandbox', 'Products', 'Billing', 'Resources'],
    developer: ['Home', 'Sandbox', 'Products', 'Billing', 'Developer', 'Resources'],
    admin: ['Home', 'Sandbox', 'Products', 'Billing', 'Console', 'Resources'],
    owner: ['Home', 'Sandbox', 'Products', 'Billing', 'Console', 'Resources'],
  };
  const identityLabel: Record<string, RegExp> = { guest: /Guest/, customer: /Customer/, developer: /Developer/, admin: /Admin/, owner: /Owner/ };
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, '/');
  let scheme: 'light' | 'dark' = 'light';
  for (const [identity, items] of Object.entries(expected)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await asIdentity(page, identity);
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > ul > li')).toHaveText(items);
    // The session's controls have arrived (Log in, or the account button).
    await expect(identity === 'guest' ? page.getByRole('button', { name: 'Log in' }) : page.getByTestId('user-menu')).toBeVisible();
    // On a desktop the links end before the header's controls begin (six entries once overlapped
    // the language switch); narrower than the theme's lg breakpoint they move into the menu.
    const links = await nav.boundingBox();
    const controls = await page.getByRole('group', { name: 'Language' }).first().boundingBox();
    expect(links!.x + links!.width, `${identity}: the links end before the controls`).toBeLessThan(controls!.x - 8);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 375) await expectBarFits(page, `${identity} 375`, identityLabel[identity]!);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        await saveHeaderScreenshot(page, `shell-header-${identity}`);
      }
    }
    // Axe on each role's header, alternating the scheme (the other is covered by the next role).
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page, `header ${identity} 375 ${scheme}`);
    scheme = scheme === 'light' ? 'dark' : 'light';
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.getByTestId('identity-menu')).toHaveAccessibleName(/Switch sandbox identity: Owner/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('link', { name: 'Console' })).toBeVisible();
  // What leaves the bar on a phone is in the menu: language, theme, the apps and the inspector.
  await expect(menu.getByRole('button', { name: '简体中文' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(menu.getByTestId('session-apps')).toBeVisible();
  await expect(menu.getByRole('button', { name: /^Machine inspector/ })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu');
  await saveScreenshot(page, 'shell-header-mobile-owner');
});
