import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot, viewports } from '../support/screens';

// The main checkout states at 375 and 1280 px, light and dark: zero axe violations, a screenshot each.
test.describe.configure({ timeout: 60_000 }); // several axe runs per test
for (const { width, scheme } of viewports) {
  test.describe(`checkout screens at ${width}px in ${scheme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
    });

    test('form → wallet dialog → success', async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.openForm('/checkout/pay/cs_sbx_one_time');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await checkout.chooseCurrency('TBA');
      await expectNoAxeViolations(page, `form ${width} ${scheme}`);
      await saveScreenshot(page, 'checkout-form-one-time');
      await checkout.submit();
      await checkout.expectWalletDialog('Pay');
      await expect(checkout.walletDialog.getByRole('button', { name: 'Approve' })).toBeVisible();
      await expectNoAxeViolations(page, `wallet ${width} ${scheme}`);
      await saveScreenshot(page, 'checkout-wallet-dialog');
      await checkout.getTestTokens('TBA');
      await checkout.approveWallet();
      await checkout.expectSuccess();
      await expectNoAxeViolations(page, `success ${width} ${scheme}`);
      await saveScreenshot(page, 'checkout-success');
    });

    test('subscription form with a stake', async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.openForm('/checkout/pay/cs_sbx_stake_threshold');
      await expectNoAxeViolations(page, `stake ${width} ${scheme}`);
      await saveScreenshot(page, 'checkout-form-stake');
    });

    test('expired, completed, empty and error', async ({ page }) => {
      const checkout = new CheckoutPage(page);
      const states = [
        ['cs_sbx_expired', 'Expired Link', 'checkout-expired'],
        ['cs_sbx_completed', 'Thanks for your purchase', 'checkout-completed'],
        ['cs_sbx_empty', 'Nothing to show here', 'checkout-empty'],
        ['cs_does_not_exist', 'Oops', 'checkout-error'],
      ] as const;
      for (const [id, heading, name] of states) {
        await checkout.open(`/checkout/pay/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page, `${name} ${width} ${scheme}`);
        await saveScreenshot(page, name);
      }
    });
  });
}
