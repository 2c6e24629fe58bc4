import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { hostStyles, openAs } from './host-page';
import { HOST_URL } from './host-url';

// The example host page (examples/host/): a plain-HTML blog embedding two <payment-kit-checkout>
// elements on the sandbox, which runs in the host page's own service worker (docs/embed.md).

/** The host's own elements whose computed styles a leaking stylesheet would change. */
const HOST_ELEMENTS = { body: 'body', h1: 'h1', h2: 'h2', p: '.lede', button: '#open-popup', link: 'nav a' };

/** The host page as the sandbox's customer, once the inline checkout can pay. */
async function openHost(page: Page, search = '') {
  const inline = page.locator('payment-kit-checkout[mode="inline"]');
  await openAs(page, HOST_URL + search, 'customer', () => expect(inline.getByTestId('submit-button').and(page.getByRole('button'))).toBeEnabled({ timeout: 20_000 }));
  return inline;
}

test('host page: inline checkout refused then paid by the sandbox wallet, popup opened by keyboard and closed, host styles intact, axe clean', async ({ page }) => {
  test.setTimeout(90_000);
  // The host's styles with no widget at all (the library's requests refused), then with both.
  await page.route('**/lib/**', (route) => route.abort());
  await page.goto(HOST_URL);
  const before = await hostStyles(page, HOST_ELEMENTS);
  await page.unroute('**/lib/**');

  const inline = await openHost(page);
  const checkout = new CheckoutPage(page);
  await expect(inline.getByRole('region', { name: 'Order Summary' })).toContainText('Payment Patterns (e-book)');
  await expectNoAxeViolations(page, 'host page with the inline checkout');

  // Alice's wallet holds 1 TBA: approving 5 TBA is refused, and the widget says why.
  await checkout.chooseCurrency('TBA');
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await checkout.approveWallet();
  await checkout.expectToast('Insufficient balance: this payment needs 5 TBA, your wallet holds 1 TBA.');
  // With test tokens the same form pays; the host hears 'paid'.
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await checkout.getTestTokens('TBA');
  await checkout.approveWallet();
  await expect(inline.getByRole('heading', { name: 'Thanks for your purchase' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#event-log')).toContainText('cs_sbx_one_time: paid');

  // The popup, opened from the host's own button by keyboard, closed by Escape: focus comes back.
  const opener = page.getByRole('button', { name: 'Support in a dialog' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('submit-button').and(page.getByRole('button'))).toBeEnabled({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'popup checkout');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('#event-log')).toContainText('cs_sbx_multi_currency: close');

  expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(before);
  await page.screenshot({ path: 'test-results/h6-host-en.png', fullPage: true });
});

test('host page in Chinese: the widgets speak the host page language, dark inside a light page, the popup opens and closes with its button', async ({ page }) => {
  test.setTimeout(60_000);
  const inline = await openHost(page, '?lang=zh');
  await expect(inline.getByRole('region', { name: '订单概览' })).toBeVisible();
  // The dark theme inside the shadow root: its own variables, readable (axe checks the contrast).
  await inline.evaluate((element) => element.setAttribute('theme', 'dark'));
  await expect(inline.locator('.pk-root')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page, 'dark inline checkout in Chinese');
  await page.getByRole('button', { name: '在对话框中支持' }).click();
  const dialog = page.getByRole('dialog', { name: '结账' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'popup in Chinese');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '在对话框中支持' })).toBeFocused();
  await page.screenshot({ path: 'test-results/h6-host-zh.png', fullPage: true });
});
