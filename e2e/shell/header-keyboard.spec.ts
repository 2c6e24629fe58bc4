import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { barItems, expectBarFits, focused, saveHeaderScreenshot, tabThroughHeader } from './header-helpers';

// The header by keyboard (docs/shell.md: "keyboard reaches every header control in order"): on a
// desktop Tab reaches every control of the bar once, left to right, in the header's order
// (brand, navigation, language, theme, the sandbox's tools, bell, apps, account or Log in); each
// popup opens from the keyboard and Escape closes it with the focus back on its button. On a
// 375 px phone the menu button opens the menu, Tab walks it, Escape closes the apps popover
// inside it and then the menu. English and Chinese, axe on each state.

const setIdentity = (page: Page, id: string) => page.evaluate((name) => window.__sandbox!.setIdentity(name as 'guest'), id);

/** Waits, as a keyboard user does, for the focus to have moved into an opened popup (its trap moves it a frame later). */
const focusMovesInto = (page: Page, testId: string) =>
  expect
    .poll(() => page.getByTestId(testId).evaluate((popup) => popup.contains(document.activeElement)))
    .toBe(true);

/** Presses Escape and expects the focus back on the button that opened the popup. */
async function escapeReturnsTo(page: Page, name: RegExp | string) {
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await focused(page)).name).toMatch(name);
}

test('header by keyboard: every control in visual order on a desktop, popups close on Escape with the focus back, the phone menu by keyboard; en and zh', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openApp(page, '/');
  await setIdentity(page, 'owner');
  await page.reload();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();

  // Desktop: one stop per control, left to right, in the header's order.
  const expected = [
    /^Sandbox Shop — Home$/,
    /^Home$/,
    /^Sandbox$/,
    /^Products$/,
    /^Billing$/,
    /^Console$/,
    /^Resources$/,
    /^English$/,
    /^简体中文$/,
    /^Switch to dark theme$/,
    /^Machine inspector/,
    /^Switch sandbox identity: Owner$/,
    /^Notifications, \d+ unread$/,
    /^Apps of this site$/,
    /^Account menu of .+ \(Owner\)$/,
  ];
  const reached = await tabThroughHeader(page);
  expect(reached.map((stop) => stop.name)).toEqual(expected.map((pattern) => expect.stringMatching(pattern)));
  for (let i = 1; i < reached.length; i += 1) {
    expect(reached[i]!.left, `${reached[i]!.name} is right of ${reached[i - 1]!.name}`).toBeGreaterThan(reached[i - 1]!.left);
  }
  // Every visible control of the bar was reached (none left out of the Tab order).
  const controls = (await barItems(page)).filter((item) => item.kind === 'control').map((item) => item.name);
  expect(reached.map((stop) => stop.name)).toEqual(controls);

  // Navigation group: Enter opens it, Tab enters it, Escape closes it with the focus on its button.
  const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
  await products.focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect((await focused(page)).inHeader).toBe(true);
  await expectNoAxeViolations(page, 'products group open');
  await escapeReturnsTo(page, /^Products$/);
  await expect(products).toHaveAttribute('aria-expanded', 'false');

  // The sandbox identity menu.
  await page.getByTestId('identity-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /^Customer/ })).toBeVisible();
  await escapeReturnsTo(page, /^Switch sandbox identity: Owner$/);
  await expect(page.getByRole('menuitem', { name: /^Customer/ })).toBeHidden();

  // The apps popup and the account menu load on this first use and still give the focus back.
  await page.getByTestId('session-apps').focus();
  await page.keyboard.press('Enter');
  const apps = page.getByTestId('session-apps-popup');
  await expect(apps.getByRole('link', { name: 'Blocklets' })).toBeVisible();
  await expectNoAxeViolations(page, 'apps popup by keyboard');
  await focusMovesInto(page, 'session-apps-popup');
  await escapeReturnsTo(page, /^Apps of this site$/);
  await expect(apps).toBeHidden();
  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page, 'user menu by keyboard');
  await escapeReturnsTo(page, /^Account menu of .+ \(Owner\)$/);
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeHidden();
  // Opened again (now loaded), Escape once more returns the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await escapeReturnsTo(page, /^Account menu of/);

  // A guest: Log in is the last stop; in Chinese the same order.
  await setIdentity(page, 'guest');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const guestStops = (await tabThroughHeader(page)).map((stop) => stop.name);
  expect(guestStops).toEqual([
    expect.stringMatching(/ — 首页$/),
    '首页',
    '沙盒',
    '产品',
    '资源',
    'English',
    '简体中文',
    '切换到深色主题',
    expect.stringMatching(/^状态机检查器/),
    '切换沙盒身份: 访客（未登录）',
    '登录',
  ]);
  await expectNoAxeViolations(page, 'header zh guest');

  // The phone: the bar keeps brand, badge, a labelled identity and Log in; the menu by keyboard.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectBarFits(page, '375 zh guest', /访客/);
  const menuButton = page.getByRole('button', { name: '打开菜单' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: '首页' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: '沙盒' })).toBeFocused();
  await expectNoAxeViolations(page, 'mobile menu zh');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused();

  // Back to English as the owner (the language buttons are in the menu on a phone): the apps
  // button lives in the menu too; Escape closes its popover first (the menu stays), then the menu.
  await menuButton.click();
  await menu.getByRole('button', { name: 'English' }).click();
  await setIdentity(page, 'owner');
  await expect(bell).toBeVisible();
  await expectBarFits(page, '375 en owner', /Owner/);
  await expect(menu).toBeVisible();
  const appsInMenu = menu.getByTestId('session-apps');
  await appsInMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('session-apps-popup')).toBeVisible();
  // Before the focus is inside the popover, Escape belongs to the menu around it (under load the
  // trap's move came after the key, and the menu closed: a flaky run, not a wrong app).
  await focusMovesInto(page, 'session-apps-popup');
  await escapeReturnsTo(page, /^Apps of this site$/);
  await expect(menu).toBeVisible();
  await expect(appsInMenu).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Not live: the test-mode badge joins the sandbox badge, and the bar still fits.
  await page.evaluate(() => window.__sandbox!.shell.setLivemode(false));
  await expect(page.getByTestId('test-mode-badge')).toBeVisible();
  await expectBarFits(page, '375 test mode', /Owner/);
  await expectNoAxeViolations(page, 'header 375 test mode');
  await saveHeaderScreenshot(page, 'shell-header-testmode');
  await page.evaluate(() => window.__sandbox!.shell.setLivemode(true));
  await expect(page.getByTestId('test-mode-badge')).toBeHidden();
});
