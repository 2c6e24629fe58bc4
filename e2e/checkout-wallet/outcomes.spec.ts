import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';

test('the loading skeleton shows first, then the form', async ({ page }) => {
  // The skeleton comes from the HTML itself (docs/speed.md) and React's takes over: whichever it was,
  // the page records that one was in the document, since a wait begun before navigating can miss
  // a skeleton that came and went before the load event.
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid="html-skeleton"], [data-testid="checkout-skeleton"]') !== null;
    const record = () => {
      if (seen()) (window as unknown as { __skeletonSeen?: boolean }).__skeletonSeen = true;
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
  const checkout = new CheckoutPage(page);
  await checkout.open('/checkout/pay/cs_sbx_one_time');
  await checkout.expectReady();
  expect(await page.evaluate(() => (window as unknown as { __skeletonSeen?: boolean }).__skeletonSeen)).toBe(true);
  await expect(page.getByTestId('checkout-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('html-skeleton')).toHaveCount(0);
});

test('expired session: Expired Link, with a way back', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/checkout/pay/cs_sbx_expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Expired Link' })).toBeVisible();
  await expect(checkout.main).toContainText('This link has expired.');
  await expect(checkout.main.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(checkout.submitButton).toHaveCount(0);
  await expectNoAxeViolations(page, 'expired');
});

test('a session that expires on the sandbox clock shows Expired Link after a reload', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_one_time');
  await page.evaluate(() => window.__sandbox!.advanceClock(48 * 60 * 60 * 1000));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Expired Link' })).toBeVisible();
});

test('completed session: the completed view with its invoice', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/checkout/pay/cs_sbx_completed');
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
  await expect(checkout.main.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', /in_sbx_completed/);
  await expect(checkout.submitButton).toHaveCount(0);
  await expectNoAxeViolations(page, 'completed');
});

test('empty session: Nothing to show here', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/checkout/pay/cs_sbx_empty');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to show here' })).toBeVisible();
  await expect(checkout.main).toContainText('It seems this checkout session is not configured properly');
  await expectNoAxeViolations(page, 'empty');
});

test('unknown session: Oops with the error text and Back, no Retry (it would answer the same)', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/checkout/pay/cs_does_not_exist');
  const alert = checkout.main.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'Oops' })).toBeVisible();
  await expect(alert).toContainText('cs_does_not_exist not found');
  await expect(alert.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'error');
});
