import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';

test('not logged in: Connect and Pay logs in through the sandbox and continues the payment', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/checkout/pay/cs_sbx_one_time', 'guest');
  const connect = checkout.button('Connect and Pay');
  await expect(connect).toBeEnabled();
  await expect(checkout.main).toContainText('Login to load and save contact information');
  await expectNoAxeViolations(page, 'guest form');
  await checkout.fillContact({ name: 'Guest Payer', email: 'guest@example.com' });
  await checkout.chooseCurrency('TBA');
  await connect.click();
  // The sandbox login signs in as the customer; the payment carries on into the wallet.
  await expect(page.getByTestId('identity-menu')).toHaveAccessibleName(/Customer/);
  await checkout.expectWalletDialog('Pay');
  // Signed in as Alice, whose wallet holds 1 TBA: test tokens first, or the wallet refuses the 5 TBA.
  await checkout.getTestTokens('TBA');
  await checkout.approveWallet();
  await checkout.expectSuccess();
  expect(checkout.submitCount()).toBe(1);
});
