import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { StandIn } from './stand-in';
import { LIVE_URL } from './stand-in-url';

// The LIVE build (no sandbox, no msw in the page) against the live stand-in over real HTTP, the
// relay a real WebSocket (scripts/live-server.mjs, docs/live.md). A checkout paid three ways, each
// completed by the relay's `checkout.session.completed` as the socket carried it.
test.use({ baseURL: LIVE_URL });

/** The page's relay socket joined the app's events channel and got the completion of `sessionId` and an invoice.paid. */
async function expectCompletedOverSocket(standIn: StandIn, sessionId: string) {
  await expect.poll(() => standIn.frames.some((f) => f.event === 'checkout.session.completed' && (f.payload as { id?: string }).id === sessionId)).toBe(true);
  await expect.poll(() => standIn.events()).toContain('invoice.paid');
  const join = standIn.frames.find((f) => f.direction === 'sent' && f.event === 'phx_join');
  expect(join?.topic).toMatch(/^relay:zNKliveStandIn\w+:events$/);
  expect(standIn.frames.some((f) => f.direction === 'received' && f.event === 'phx_reply' && f.topic === join?.topic)).toBe(true);
}

/**
 * No polling fallback: one socket for the whole payment, never reconnected (a dropped or refused
 * socket reconnects with backoff and, after three failures, makes the realtime port 'unavailable').
 * It closes normally once the page has nobody listening (the completion is done).
 */
function expectOneLiveSocket(standIn: StandIn) {
  expect(standIn.sockets).toHaveLength(1);
}

/** Live mode: the page carries no sandbox (no dock, no window.__sandbox). */
async function expectLivePage(page: Page) {
  expect(await page.evaluate(() => 'MockServiceWorker' in window || window.__sandbox !== undefined)).toBe(false);
  await expect(page.getByTestId('sandbox-dock')).toHaveCount(0);
}

test('live checkout through the DID Connect stand-in: the wallet request is approved from outside, completion arrives over the relay socket', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `wallet-${info.workerIndex}-${info.retry}`);
  standIn.watch(page);
  const checkout = new CheckoutPage(page);
  await page.goto('checkout/pay/cs_sbx_one_time');
  await checkout.expectReady();
  await expectLivePage(page);
  await checkout.chooseCurrency('TBA');
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  const pending = await standIn.pendingWallet();
  expect(pending).toMatchObject({ action: 'payment', currencyId: 'pc_tba' });
  await standIn.faucet('pc_tba');
  await standIn.approveWallet();
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
  await expectCompletedOverSocket(standIn, 'cs_sbx_one_time');
  expectOneLiveSocket(standIn);
});

test('live checkouts paid by fast pay and by credits, each completed over the relay socket', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `fast-${info.workerIndex}-${info.retry}`);
  standIn.watch(page);
  const checkout = new CheckoutPage(page);

  await page.goto('checkout/pay/cs_sbx_fast_pay');
  await checkout.submit();
  const confirm = checkout.dialog('Confirm Payment');
  await expect(confirm).toContainText('sufficient balance');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess();
  await expect(checkout.walletDialog).toHaveCount(0);
  await expectCompletedOverSocket(standIn, 'cs_sbx_fast_pay');
  expectOneLiveSocket(standIn);

  standIn.frames.length = 0;
  standIn.sockets.length = 0;
  await page.goto('checkout/pay/cs_sbx_credit_sufficient');
  await expect(checkout.currency('CR')).toBeChecked();
  await checkout.button('Subscribe').click();
  await checkout.dialog('Confirm Credit Payment').getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess(/Thanks for subscribing|Thanks for your purchase/, null);
  await expectCompletedOverSocket(standIn, 'cs_sbx_credit_sufficient');
  expectOneLiveSocket(standIn);
});
