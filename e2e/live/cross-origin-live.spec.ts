import { expect, test, type Response } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { StandIn } from './stand-in';
import { LIVE_ORIGIN, LIVE_PORT, LIVE_PREFIX } from './stand-in-url';

// The cross-origin case on the live stand-in (docs/live.md): the page on http://localhost:{port},
// `__PAYMENT_KIT_BASE_URL` on http://127.0.0.1:{port}. Every API call crosses origins with the
// user's `authToken` and is allowed by CORS; no relay socket is opened (the real product polls
// cross-origin), and the checkout is paid and completes by polling the session.
const PAGE_ORIGIN = `http://localhost:${LIVE_PORT}`;
test.use({ baseURL: `${PAGE_ORIGIN}${LIVE_PREFIX}` });

test('cross-origin live checkout: the API on another origin, authToken on every call, CORS allowed, no relay socket, fast pay completes by polling', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  const standIn = await StandIn.open(context, `cross-${info.workerIndex}-${info.retry}`);
  // The page origin's own cookies: the world and the person (the host app's session), the cookie notice seen.
  await context.addCookies(
    [
      ['live_world', standIn.world],
      ['login_token', 'customer'],
      ['CookieConsent', 'true'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: 'localhost', path: '/' })),
  );
  const apiCalls: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${LIVE_ORIGIN}${LIVE_PREFIX}api/`)) apiCalls.push(response);
  });

  standIn.watch(page);
  const checkout = new CheckoutPage(page);
  await page.goto('checkout/pay/cs_sbx_fast_pay');
  expect(await page.evaluate(() => (window as { __PAYMENT_KIT_BASE_URL?: string }).__PAYMENT_KIT_BASE_URL)).toBe(`${LIVE_ORIGIN}${LIVE_PREFIX.slice(0, -1)}`);
  await checkout.submit();
  await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess();

  // Every call went to the other origin, with the token, and CORS let the page read it.
  expect(apiCalls.length).toBeGreaterThan(3);
  for (const response of apiCalls) {
    expect(new URL(response.url()).searchParams.get('authToken'), response.url()).toBe(`${standIn.world}.customer`);
    expect(response.headers()['access-control-allow-origin'], response.url()).toBe(PAGE_ORIGIN);
  }
  expect(apiCalls.some((response) => response.request().method() === 'PUT')).toBe(true);
  // Nothing of the app's API was asked of the page's own origin.
  expect(page.url().startsWith(PAGE_ORIGIN)).toBe(true);
  // No relay socket: the completion came from reading the session again (several retrieves).
  expect(standIn.sockets, 'relay sockets opened').toHaveLength(0);
  expect(apiCalls.filter((response) => /\/api\/checkout-sessions\/retrieve\//.test(response.url())).length).toBeGreaterThan(1);
});
