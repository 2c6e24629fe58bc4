import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { StandIn } from './stand-in';
import { LIVE_ORIGIN, LIVE_PREFIX, LIVE_URL } from './stand-in-url';

// The LIVE build on the live stand-in (docs/live.md): the platform's login and logout under the
// mount prefix, notifications pushed on the platform's user socket, and CUSTOMER_LIMITED with the
// overdue dialog paid through DID Connect.
test.use({ baseURL: LIVE_URL });

test('live login redirect and logout under /payment/: the platform login page returns to the deep route, logout clears the session cookie', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  await StandIn.open(context, `login-${info.workerIndex}-${info.retry}`, null);
  await page.goto('customer');
  // Nobody is signed in: the platform's login page, with the way back to the route under the mount.
  await expect(page).toHaveURL(/\/\.well-known\/service\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  expect(new URL(redirect, LIVE_ORIGIN).href).toBe(`${LIVE_URL}customer`);
  await page.getByRole('button', { name: 'Log in as Alice Payer' }).click();
  await expect(page).toHaveURL(`${LIVE_URL}customer`);
  const menu = page.getByRole('banner').getByTestId('user-menu');
  await expect(menu).toHaveAccessibleName(/Alice Payer/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'login_token')?.path).toBe('/');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // The platform's logout returns to the site root (architecture §4 decision 14), and the session is gone.
  await expect.poll(() => context.cookies().then((cookies) => cookies.some((cookie) => cookie.name === 'login_token'))).toBe(false);
  await expect(page).toHaveURL(new RegExp(`^${LIVE_ORIGIN}/(${LIVE_PREFIX.slice(1)})?$`));
  const session = await context.request.get(`${LIVE_ORIGIN}/.well-known/service/api/did/session`);
  expect(await session.json()).toEqual({ user: null });
});

test('live notifications: one pushed by the platform arrives on the user socket, pops up and raises the bell; reading it is pushed back', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `notify-${info.workerIndex}-${info.retry}`, 'customer');
  standIn.watch(page);
  await page.goto('customer');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  const unread = (count: number) => expect(bell).toHaveAccessibleName(`Notifications, ${count} unread`);
  await unread(2);
  // The page joined the person's channel on the platform's user socket.
  await expect.poll(() => standIn.userFrames.some((f) => f.direction === 'sent' && f.event === 'phx_join' && f.topic.startsWith('user:'))).toBe(true);
  // Another component notifies the signed-in person: nothing is polled, the socket carries it.
  await standIn.control('POST', 'notify', { title: 'Build finished', severity: 'error', description: 'Your release 1.2 is live.' });
  await expect.poll(() => standIn.userFrames.filter((f) => f.direction === 'received').map((f) => f.event)).toContain('notification.blockletCreate');
  const toast = page.getByRole('alert').filter({ hasText: 'Build finished' });
  await expect(toast).toBeVisible();
  await unread(3);
  // An error notification stays until it is closed.
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  // Read on the notifications page: the read count comes back on the socket, the bell follows.
  await bell.click();
  await expect(page).toHaveURL(new RegExp(`^${LIVE_URL}notifications`));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect.poll(() => standIn.userFrames.filter((f) => f.direction === 'received').map((f) => f.event)).toContain('blocklet.notification.read');
  await unread(0);
});

test('live CUSTOMER_LIMITED: the overdue dialog pays the due invoices through DID Connect, then the checkout submits again and is paid', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `limited-${info.workerIndex}-${info.retry}`, 'owner');
  standIn.watch(page);
  const checkout = new CheckoutPage(page);
  await page.goto('checkout/pay/cs_sbx_customer_limited');
  await checkout.chooseCurrency('TBA');
  await checkout.submit();
  const alert = checkout.main.getByRole('alert').filter({ hasText: 'You have unpaid invoices' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'View Due Invoices' })).toHaveAttribute('href', new RegExp(`^${LIVE_PREFIX}customer/invoice/past-due\\?referer=`));
  await expect(checkout.overdueDialog).toBeVisible();
  await checkout.overdueDialog.getByRole('button', { name: /Pay Now/ }).first().click();
  expect(await standIn.pendingWallet()).toMatchObject({ action: 'collect-batch' });
  await standIn.approveWallet();
  // The invoices are paid (the relay's invoice.paid): the checkout submits again by itself.
  await expect.poll(() => checkout.submitCount(), { timeout: 15_000 }).toBe(2);
  await checkout.expectWalletDialog('Pay');
  expect(await standIn.pendingWallet()).toMatchObject({ action: 'payment', currencyId: 'pc_tba' });
  await standIn.faucet('pc_tba');
  await standIn.approveWallet();
  await checkout.expectSuccess();
  expect(standIn.events()).toEqual(expect.arrayContaining(['invoice.paid', 'checkout.session.completed']));
});
