import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { checkMainState } from '../support/states';

test('fast pay with a sufficient balance: Confirm Payment → Confirm → thanks, no wallet step', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_fast_pay', 'customer');
  await checkout.submit();
  const confirm = checkout.dialog('Confirm Payment');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('sufficient balance');
  await expect(confirm).toContainText('5 ABT');
  await expect(confirm).toContainText('1000 ABT');
  await expect(confirm.getByRole('link', { name: 'View Balance' })).toBeVisible();
  await expectNoAxeViolations(page, 'fast pay dialog');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess();
  // The success view is a receipt: what, how much, how, when, reference, what next (docs/checkout-payer.md).
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const fact = (label: string) => receipt.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
  await expect(fact('Items')).toHaveText('Payment Patterns (e-book) × 1');
  await expect(fact('Paid')).toHaveText('5 ABT');
  await expect(fact('Paid with')).toHaveText('ArcBlock · ABT');
  await expect(fact('Date')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(fact('Reference')).toHaveText(/^SBX-\d{4}$/);
  await expect(receipt.getByTestId('receipt-next')).toContainText('your invoice is ready');
  await checkMainState(page, 'checkout-receipt');
  await expect(checkout.walletDialog).toHaveCount(0);
  expect(await page.evaluate(() => window.__sandbox!.wallet.pending())).toBeNull();
  expect(checkout.submitCount()).toBe(1);
});

test('fast pay cancelled: back to the form, nothing paid', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_fast_pay', 'customer');
  await checkout.submit();
  await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout.dialog('Confirm Payment')).toBeHidden();
  await expect(checkout.button('Pay')).toBeEnabled();
});

test('fast pay falling back: "Account changed, please pay manually." then the wallet connect flow', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_fast_pay_fallback', 'customer');
  await checkout.submit();
  await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectToast('Account changed, please pay manually.');
  await checkout.expectWalletDialog('Pay');
  await checkout.approveWallet();
  await checkout.expectSuccess();
  expect(checkout.submitCount()).toBe(1);
});

test('credit payment, sufficient: Confirm Credit Payment → subscribed', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_credit_sufficient', 'customer');
  await expect(checkout.currency('CR')).toBeChecked();
  await checkout.button('Subscribe').click();
  const confirm = checkout.dialog('Confirm Credit Payment');
  await expect(confirm).toBeVisible();
  // The payer's real balance, with its unit once (not '0 CR credits').
  await expect(confirm).toContainText(/You currently have [1-9][\d,.]* credits available/);
  await expect(confirm).not.toContainText('CR credits');
  await expectNoAxeViolations(page, 'credit confirm dialog');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess(/Thanks for subscribing|Thanks for your purchase/, null);
  await expect(checkout.walletDialog).toHaveCount(0);
});

test('credit payment, insufficient: the Insufficient Credit dialog, closing keeps the form', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_credit_insufficient', 'developer');
  await checkout.button('Subscribe').click();
  const dialog = checkout.dialog('Insufficient Credit');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/top up/i);
  await expectNoAxeViolations(page, 'insufficient credit dialog');
  await dialog.getByRole('button', { name: /close|cancel/i }).first().click();
  await expect(dialog).toBeHidden();
  await expect(checkout.button('Subscribe')).toBeEnabled();
});
