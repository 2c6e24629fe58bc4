import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { hostStyles, openAs } from './host-page';
import { HOST_URL } from './host-url';

// The example host's article (examples/host/article.html): a <payment-kit-donate> at the end of a
// plain-HTML article, on the sandbox that runs in the host page's own service worker.

const ARTICLE = `${HOST_URL}article.html`;

/** The host's own elements whose computed styles a leaking stylesheet would change. */
const HOST_ELEMENTS = { body: 'body', h1: 'h1', h2: 'h2', p: '.lede', tip: '.tip', link: 'nav a' };

/** The article as a sandbox identity, once its supporters are listed. */
async function openArticle(page: Page, identity: 'customer' | 'admin', search = '') {
  const widget = page.locator('payment-kit-donate');
  await openAs(page, ARTICLE + search, identity, () => expect(widget.getByRole('list', { name: /Supporters|打赏者/ })).toBeVisible({ timeout: 30_000 }));
  return widget;
}

test('article tip: paid by keyboard with the sandbox wallet, the new supporter listed, Escape closes, inactive settings enabled by an admin, host styles intact, axe clean, Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route('**/lib/**', (route) => route.abort());
  await page.goto(ARTICLE);
  const before = await hostStyles(page, HOST_ELEMENTS);
  await page.unroute('**/lib/**');

  const widget = await openArticle(page, 'customer');
  const supporters = widget.getByRole('list', { name: 'Supporters' });
  await expect(supporters.getByRole('listitem')).toHaveCount(3);
  await expect(widget.getByText('3 people gave tips')).toBeVisible();
  await expectNoAxeViolations(page, 'article with the tip widget');

  // Keyboard only: the host's button text, Enter opens the tip's checkout in a dialog.
  const tip = widget.getByRole('button', { name: 'Tip the author' });
  await tip.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const picker = dialog.getByRole('radiogroup', { name: 'Tip Amount' });
  await expect(picker.getByRole('radio', { name: '5 ABT' })).toBeChecked({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'tip dialog');
  const checkout = new CheckoutPage(page);
  await expect(checkout.submitButton).toBeEnabled();
  await checkout.submitButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /with your wallet$/ })).toBeVisible();
  await checkout.approveWallet();
  const complete = dialog.getByTestId('donation-complete');
  await expect(complete).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#event-log')).toContainText('example-article: paid');
  await page.screenshot({ path: 'test-results/donate/tip-paid.png' });
  // The thanks (with their Close) stay five seconds, then the dialog closes by itself and focus
  // returns to the tip button; the new supporter is listed first.
  await expect(complete.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(tip).toBeFocused();
  await expect(supporters.getByRole('listitem')).toHaveCount(4);
  await expect(widget.getByText('4 people gave tips')).toBeVisible();
  await expect(supporters.getByRole('listitem').first()).toHaveAccessibleName('Alice Payer, 5 ABT');
  await expect(page.locator('#event-log')).toContainText('example-article: close');

  // Escape closes the dialog and focus returns to the tip button.
  await tip.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(checkout.submitButton).toBeEnabled({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tip).toBeFocused();
  await expect(page.locator('#event-log li')).toHaveCount(3);
  expect(await hostStyles(page, HOST_ELEMENTS)).toEqual(before);
  await page.screenshot({ path: 'test-results/donate/article-en.png', fullPage: true });

  // Inactive settings (the sandbox's seeded 'sandbox-docs-tips'): a member reads that tips are off…
  await widget.evaluate((element) => element.setAttribute('mount-location', 'sandbox-docs-tips'));
  await expect(widget.getByText('Donation feature is not enabled')).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByRole('button', { name: 'Enable Donation' })).toHaveCount(0);
  // …an admin enables them (Configure Now / Configure Later), then Configure Later gives the tip button back.
  await openArticle(page, 'admin');
  await widget.evaluate((element) => element.setAttribute('mount-location', 'sandbox-docs-tips'));
  await widget.getByRole('button', { name: 'Enable Donation' }).click({ timeout: 20_000 });
  await expect(widget.getByText('Successfully enabled')).toBeVisible();
  // Configure Now leads to the Payment Kit's donation settings (its mount: this example serves none).
  await expect(widget.getByRole('link', { name: 'Configure Now' })).toHaveAttribute('href', /\/integrations\/donations$/);
  await expectNoAxeViolations(page, 'donation enabled');
  await page.screenshot({ path: 'test-results/donate/enabled.png', fullPage: true });
  await widget.getByRole('button', { name: 'Configure Later' }).click();
  await expect(widget.getByRole('button', { name: 'Tip the author' })).toBeVisible();

  // In Chinese: the article's and the widget's texts.
  await openArticle(page, 'customer', '?lang=zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('为什么小额支付值得好软件');
  await expect(widget.getByRole('button', { name: '打赏作者' })).toBeVisible();
  await expect(widget.getByText('4 人打赏了')).toBeVisible();
  await expectNoAxeViolations(page, 'article in Chinese');
  await page.screenshot({ path: 'test-results/donate/article-zh.png', fullPage: true });
});
