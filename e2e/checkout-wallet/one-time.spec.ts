import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';

test('one-time payment by wallet: form → Pay → wallet dialog → Approve → thanks, one submit', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_one_time', 'customer');
  await expect(checkout.summary).toContainText('Payment Patterns (e-book)');
  await expect(checkout.field('Name')).toHaveValue('Alice Payer');
  // Alice's TBA balance is too low for fast pay: the wallet connect flow opens.
  await checkout.chooseCurrency('TBA');
  expect(await checkout.total()).toBe('5 TBA');
  await expectNoAxeViolations(page, 'one-time form');
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await expect(checkout.button('Processing')).toBeDisabled();
  await expectNoAxeViolations(page, 'wallet dialog');
  await checkout.approveWallet();
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
  await expectNoAxeViolations(page, 'success');
  expect(checkout.submitCount()).toBe(1);
  const events = await page.evaluate(() => window.__sandbox!.events().filter((e) => e.type === 'checkout.session.completed' && e.data.id === 'cs_sbx_one_time'));
  expect(events).toHaveLength(1);
});
