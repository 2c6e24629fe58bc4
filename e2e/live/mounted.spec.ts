import { expect, test, type Request } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { SubscriptionPortal } from '../models/SubscriptionPortal';
import { MOUNT_PREFIX, MOUNTED_URL } from '../support/mounted';

// The build vite preview serves at '/' (every other spec), here served the way a Blocklet Server
// serves a component: under /payment/ with window.blocklet injected (scripts/serve-mounted.mjs).
// A platform on the page means live mode, so each page load asks for the sandbox (?sandbox).
// Relative paths: Playwright resolves them against the base URL, the mount.
test.use({ baseURL: MOUNTED_URL, storageState: { cookies: [], origins: [] } });

/**
 * Same-origin paths outside the mount the page may ask for: the store's own mount point (the
 * injected componentMountPoints) and the platform's service (/.well-known/service, at the origin
 * root on a Blocklet Server). Neither is this app's: the sandbox's worker answers both.
 */
const OTHER_MOUNTS = ['/store/', '/.well-known/'];

/** The page's address starts with this app path under the mount (the router may rewrite the query: ?sandbox=). */
const underMount = (appPath: string) => new RegExp(`^${MOUNTED_URL.replace(/[.?]/g, '\\$&')}${appPath}`);

const origin = new URL(MOUNTED_URL).origin;

test('under /payment/: a checkout pays with the sandbox, its invoice link stays in the mount, a deep portal link loads, the worker and every request stay under the mount', async ({ page, context }) => {
  test.setTimeout(60_000);
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  const failed: string[] = [];
  // Nothing of the app's is missing. (The platform's own service, an avatar under /.well-known,
  // is not this stand-in's to serve.)
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(MOUNTED_URL)) failed.push(`${response.status()} ${response.url()}`);
  });

  // A first visit: the cookie banner asks; its consent cookie is the platform's, shared at '/'.
  const checkout = new CheckoutPage(page);
  await page.goto('checkout/pay/cs_sbx_one_time?sandbox');
  const understand = page.getByRole('button', { name: 'I Understand' });
  await understand.click();
  await expect(understand).toBeHidden();
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'CookieConsent');
  expect(consent?.path).toBe('/');

  await checkout.openForm('checkout/pay/cs_sbx_one_time?sandbox', 'customer');
  await expect(page).toHaveURL(underMount('checkout/pay/cs_sbx_one_time'));
  await expect(checkout.summary).toContainText('Payment Patterns (e-book)');
  await checkout.chooseCurrency('TBA');
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await checkout.getTestTokens('TBA');
  await checkout.approveWallet();
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');

  // An in-app link: the router's basepath keeps it under the mount.
  await checkout.main.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(underMount('customer/invoice/in_'));

  // A deep link opened as a new document: the assets resolve against the mount (index.html's
  // <base>), not against /payment/customer/subscription/.
  const portal = new SubscriptionPortal(page);
  await page.goto('customer/subscription/sub_sbx_active?sandbox');
  await expect(portal.status).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(underMount('customer/subscription/sub_sbx_active'));

  // The sandbox's service worker sits under the mount, its scope the mount.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(MOUNTED_URL);

  const paths = requests.map((request) => new URL(request.url())).filter((url) => url.origin === origin).map((url) => url.pathname);
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.filter((path) => !path.startsWith(MOUNT_PREFIX) && !OTHER_MOUNTS.some((mount) => path.startsWith(mount)))).toEqual([]);
  // Every asset from the mount's own folder, none from a deep route's (a relative URL without <base>).
  expect(paths.filter((path) => path.includes('/assets/') && !path.startsWith(`${MOUNT_PREFIX}assets/`))).toEqual([]);
  expect(failed).toEqual([]);
});
