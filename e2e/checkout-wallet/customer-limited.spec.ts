import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';

test('CUSTOMER_LIMITED: past-due alert and overdue dialog → Pay Now → Approve → the checkout submits again by itself → thanks', async ({ page }) => {
  test.setTimeout(60_000); // two wallet approvals and test tokens: generous on a busy machine
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_customer_limited', 'owner');
  await checkout.chooseCurrency('TBA');
  await checkout.submit();
  const alert = checkout.main.getByRole('alert').filter({ hasText: 'You have unpaid invoices' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Please pay immediately');
  await expect(alert.getByRole('link', { name: 'View Due Invoices' })).toHaveAttribute('href', /\/customer\/invoice\/past-due\?referer=/);
  const overdue = page.getByRole('dialog');
  await expect(overdue).toBeVisible();
  await expectNoAxeViolations(page, 'overdue dialog');
  expect(checkout.submitCount()).toBe(1);

  await overdue.getByRole('button', { name: /Pay Now/ }).first().click();
  await checkout.approveWallet();
  // The invoices are paid: the dialog closes and the checkout submits again without a press.
  await expect.poll(() => checkout.submitCount(), { timeout: 15_000 }).toBe(2);
  await checkout.expectWalletDialog('Pay');
  // Erin's wallet holds no TBA: test tokens first, or the wallet refuses the 5 TBA.
  await checkout.getTestTokens('TBA');
  await checkout.approveWallet();
  await checkout.expectSuccess();
  expect(checkout.submitCount()).toBe(2);
});
