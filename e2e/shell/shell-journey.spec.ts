import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';

// One journey through the shell's live parts (docs/shell.md): the cookie banner (accepted once,
// gone after a reload; a declined value keeps it away too; absent in an iframe), embed mode (no
// header, no footer), toasts for new notifications (info goes after 5 s, error stays) and the bell, the notifications page (filters, pages, mark one /
// all read) and its effect on a second tab, the route progress bar on a slow navigation, the
// session-apps popup, the temporary-domain warning (admin and customer, the 30-day snooze on the
// sandbox clock), and logout in one tab followed by the other. Axe on every state; screenshots
// at 375 and 1280 px, light and dark.

// A first visit: no cookie decision yet (the suite's default storage state has one).
test.use({ storageState: { cookies: [], origins: [] } });

const DAY = 24 * 60 * 60 * 1000;
const setIdentity = (page: Page, id: string) =>
  page.evaluate((name) => window.__sandbox!.setIdentity(name as 'guest'), id);
const notify = (page: Page, input: { title: string; severity: string; description?: string }) =>
  page.evaluate((n) => void window.__sandbox!.shell.notify(n as never), input);
const temporaryHost = (page: Page, on: boolean) =>
  page.evaluate((value) => window.__sandbox!.shell.setTemporaryHost(value), on);
const advanceClock = (page: Page, ms: number) =>
  page.evaluate((value) => window.__sandbox!.advanceClock(value), ms);
const bell = (page: Page) => page.getByTestId('notification-bell');
const view = async (page: Page, width: number, scheme: 'light' | 'dark') => {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: scheme });
};

test('shell journey: cookie banner (not in an iframe), embed mode, toasts and bell, notifications page across two tabs, progress bar, apps popup, domain warning, logout followed by the other tab', async ({
  page,
  context,
}) => {
  // About 70 s on an idle 2-core machine; the margin is for a loaded one (2.3 min seen).
  test.setTimeout(200_000);
  await view(page, 1280, 'light');
  // The banner comes with the app's first render, with the header, not a moment later with the
  // lazy extras (docs/speed.md: on a phone it is the largest paint of the first screen).
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    Object.defineProperty(window, '__shellSeen', { value: seen });
    new MutationObserver(() => {
      // One time per batch of mutations: both in the same batch read as the same moment (two
      // performance.now() calls a few microseconds apart differed on a loaded machine).
      const now = performance.now();
      for (const [name, selector] of [['header', 'header'], ['banner', '[data-testid="cookie-banner"]']] as const)
        if (seen[name] === undefined && document.querySelector(selector)) seen[name] = now;
    }).observe(document, { subtree: true, childList: true });
  });
  await openApp(page, '/');

  // Cookie banner: undecided shows it; I Understand stores CookieConsent=true for 365 days.
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __shellSeen: Record<string, number> }).__shellSeen);
  expect(seen.banner, `banner at ${seen.banner} ms, header at ${seen.header} ms`).toBe(seen.header);
  await expectNoAxeViolations(page, 'cookie banner');
  await saveScreenshot(page, 'shell-cookie-banner');
  await view(page, 375, 'dark');
  await expect(banner).toBeVisible();
  await saveScreenshot(page, 'shell-cookie-banner');
  await view(page, 1280, 'light');
  // In Chinese the banner is named Cookie 提示 (its button reads 我知道了).
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('region', { name: 'Cookie 提示' })).toBeVisible();
  await expectNoAxeViolations(page, 'cookie banner zh');
  await saveScreenshot(page, 'shell-cookie-banner-zh');
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(banner).toBeVisible();
  // Not inside an iframe: the same app framed (same origin) has its header and footer, no banner.
  await page.evaluate(() => {
    const frame = Object.assign(document.createElement('iframe'), { src: '/', title: 'Framed app', width: '900', height: '500' });
    document.body.append(frame);
  });
  const framed = page.frameLocator('iframe[title="Framed app"]');
  await expect(framed.getByRole('banner')).toBeVisible();
  await expect(framed.getByRole('contentinfo')).toBeAttached();
  await expect(framed.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  await page.evaluate(() => document.querySelector('iframe[title="Framed app"]')?.remove());
  // Embed mode (local storage flag '1'): no header and no footer; the page and the banner remain.
  await page.evaluate(() => localStorage.setItem('blocklet-ui-react-embed-mode', '1'));
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments for blocklets' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('blocklet-ui-react-embed-mode'));
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await banner.getByRole('button', { name: 'I Understand' }).click();
  await expect(banner).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === 'CookieConsent');
  expect(consent?.value).toBe('true');
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(364 * DAY);
  expect(consent?.sameSite).toBe('Lax');
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toBeHidden();
  // A declined value is a decision too: no banner.
  await context.addCookies([{ name: 'CookieConsent', value: 'false', domain: '127.0.0.1', path: '/' }]);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toBeHidden();

  // Toasts: a customer's new notifications pop up and raise the bell's count.
  await setIdentity(page, 'customer');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await notify(page, { title: 'Build finished', severity: 'info', description: 'Your release 1.2 is live.' });
  await notify(page, { title: 'Payment failed', severity: 'error', description: 'The card was declined.' });
  const info = page.getByRole('alert').filter({ hasText: 'Build finished' });
  const error = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(info).toBeVisible();
  await expect(error).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
  await page.mouse.move(640, 700);
  await expectNoAxeViolations(page, 'toasts');
  await saveScreenshot(page, 'shell-toasts');
  // Info goes after 5 s; error stays until closed.
  await expect(info).toBeHidden({ timeout: 8_000 });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toBeHidden();

  // The notifications page in a second tab: filters, pages, mark one read → the first tab's bell follows.
  for (let n = 1; n <= 8; n += 1) await notify(page, { title: `Digest ${n}`, severity: 'normal' });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 12 unread');
  // Two digits fit inside the badge's pill (they were cut to '1…').
  const unreadBadge = page.getByTestId('unread-badge');
  await expect(unreadBadge).toHaveText('12');
  expect(
    await unreadBadge.evaluate((element) => {
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      return label.scrollWidth <= element.getBoundingClientRect().width;
    }),
  ).toBe(true);
  const second = await context.newPage();
  await second.setViewportSize({ width: 1280, height: 900 });
  await openApp(second, '/notifications?read=false');
  const list = second.getByRole('list', { name: /notifications$/ });
  await expect(list.getByRole('article')).toHaveCount(10);
  await expect(second.getByTestId('notifications-unread')).toHaveText('12 unread');
  await expectNoAxeViolations(second, 'notifications page');
  await second
    .getByRole('navigation', { name: 'Pages of notifications' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(second).toHaveURL(/page=2/);
  await expect(list.getByRole('article')).toHaveCount(2);
  await second.getByLabel('Severity').selectOption('error');
  await expect(second).toHaveURL(/severity=error/);
  await expect(second).not.toHaveURL(/page=/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await second.getByRole('button', { name: 'Mark as read: Payment failed' }).click();
  await expect(second.getByTestId('notifications-empty')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 11 unread');
  await second.getByLabel('Severity').selectOption('');
  await second.getByLabel('Status').selectOption('');
  await expect(list.getByRole('article').first()).toBeVisible();
  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
    [375, 'dark'],
  ] as const) {
    await view(second, width, scheme);
    if (width === 375 && scheme === 'dark') await expectNoAxeViolations(second, 'notifications 375 dark');
    await saveScreenshot(second, 'shell-notifications');
  }
  // The page in Chinese (then back: the language is stored for both tabs).
  await view(second, 1280, 'light');
  await second.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(second.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
  await expectNoAxeViolations(second, 'notifications zh');
  await saveScreenshot(second, 'shell-notifications-zh');
  await second.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // A double click is one request (routes/-app/useAction: the second press in flight is ignored).
  const markRequests: string[] = [];
  second.on('request', (request) => {
    if (request.method() === 'POST' && /\/read$/.test(new URL(request.url()).pathname)) markRequests.push(request.url());
  });
  await second.getByRole('button', { name: 'Mark all as read' }).dblclick();
  await expect(second.getByTestId('notifications-unread')).toHaveText('You are all caught up.');
  expect(markRequests).toHaveLength(1);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(page.getByTestId('unread-badge')).toBeHidden();

  // Realtime arrival on the open page.
  await notify(page, { title: 'Fresh arrival', severity: 'success' });
  await expect(second.getByRole('article', { name: 'Fresh arrival' })).toBeVisible();

  // The route progress bar on a slow navigation (the page's code takes 1.5 s to arrive).
  await context.route(/\/assets\/notifications-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // By keyboard: the digests' toasts (queued, 5 s each) may still cover the bell's corner.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const progress = page.getByRole('progressbar', { name: 'Loading the page' });
  await expect(progress).toBeVisible();
  await expectNoAxeViolations(page, 'progress bar');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(progress).toBeHidden();

  // Session apps: the apps the role may open, Manage for admin and owner.
  // By keyboard too: a pointer over the toast stack (top right, over the header) pauses their
  // 5 s close, so a click aimed at a covered header control would keep them there.
  await setIdentity(page, 'admin');
  await page.getByRole('button', { name: 'Apps of this site' }).focus();
  await page.keyboard.press('Enter');
  const apps = page.getByTestId('session-apps-popup');
  await expect(apps.getByRole('link', { name: 'Blocklets' })).toBeVisible();
  await expect(apps.getByRole('button', { name: 'Manage' })).toBeVisible();
  await expectNoAxeViolations(page, 'session apps');
  await saveScreenshot(page, 'shell-session-apps');
  await page.keyboard.press('Escape');

  // Domain warning on a temporary host: the admin is asked to configure the domain.
  await temporaryHost(page, true);
  const adminDialog = page.getByRole('dialog', { name: 'Enhance Your Website Security' });
  await expect(adminDialog).toBeVisible();
  await expectNoAxeViolations(page, 'domain warning admin');
  await saveScreenshot(page, 'shell-domain-warning-admin');
  const popup = page.waitForEvent('popup');
  await adminDialog.getByRole('button', { name: 'Configure Domain' }).click();
  expect((await popup).url()).toContain('/.well-known/service/admin/domains');
  // A customer gets the notice; Remind Me Later keeps it away for 30 days of the sandbox clock.
  await setIdentity(page, 'customer');
  const notice = page.getByRole('dialog', { name: 'Notice: You are using a temporary domain' });
  await expect(notice).toBeVisible();
  await view(page, 1280, 'dark');
  await expectNoAxeViolations(page, 'domain warning notice dark');
  await saveScreenshot(page, 'shell-domain-warning-notice');
  await view(page, 375, 'light');
  await expect(notice).toBeHidden();
  await view(page, 1280, 'light');
  await notice.getByRole('button', { name: 'Remind Me Later' }).click();
  await expect(notice).toBeHidden();
  await advanceClock(page, 30 * DAY - 60 * 60 * 1000);
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(notice).toBeHidden();
  await advanceClock(page, 2 * 60 * 60 * 1000);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Remind Me Later' }).click();
  await temporaryHost(page, false);

  // Logout in one tab: the other, on a protected page, follows (sent to the login).
  await second.goto('/notifications');
  await expect(second.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(second).toHaveURL(/\/sandbox\/login\?redirect=%2Fnotifications/);
});
