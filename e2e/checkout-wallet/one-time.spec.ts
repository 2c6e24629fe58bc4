import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { Sandbox } from '../models/Sandbox';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';

const ONE_TIME = '/checkout/pay/cs_sbx_one_time';

test('one-time payment by wallet: form → Pay → wallet dialog → test tokens → Approve → thanks, one submit', async ({ page }) => {
  test.setTimeout(60_000); // three axe runs and a wallet payment: generous on a busy machine
  const checkout = new CheckoutPage(page);
  await checkout.openForm(ONE_TIME, 'customer');
  await expect(checkout.summary).toContainText('Payment Patterns (e-book)');
  await expect(checkout.field('Name')).toHaveValue('Alice Payer');
  await expect(checkout.field('Email')).toHaveValue('alice@example.com');
  // Alice's TBA balance (1 TBA) is too low for fast pay: the wallet connect flow opens, and the
  // wallet needs test tokens from its faucet before it can pay.
  await checkout.chooseCurrency('TBA');
  expect(await checkout.total()).toBe('5 TBA');
  await expectNoAxeViolations(page, 'one-time form');
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await expect(checkout.walletDialog).toContainText('5 TBA');
  await expect(checkout.button('Processing')).toBeDisabled();
  await expectNoAxeViolations(page, 'wallet dialog');
  await checkout.getTestTokens('TBA');
  await checkout.approveWallet();
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
  await expect(checkout.main).toContainText('A payment to Sandbox Shop has been completed.');
  await expectNoAxeViolations(page, 'success');
  expect(checkout.submitCount()).toBe(1);
  const completed = await page.evaluate(() =>
    window.__sandbox!.events().filter((e) => e.type === 'checkout.session.completed' && e.data.id === 'cs_sbx_one_time'),
  );
  expect(completed).toHaveLength(1);
  await checkout.main.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(/\/customer\/invoice\/in_/);
});

test('declining, then a wallet refusal (5 TBA above the 1 TBA held) return to the form with what was typed; with test tokens paying again pays once', async ({ page }) => {
  test.setTimeout(60_000); // three submits, a refusal and axe: generous on a busy machine
  const checkout = new CheckoutPage(page);
  const sandbox = new Sandbox(page);
  await checkout.openForm(ONE_TIME, 'customer');
  await checkout.fillContact({ name: 'Alice P. Payer' });
  await checkout.chooseCurrency('TBA');
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await checkout.declineWallet();
  await expect(checkout.walletDialog).toBeHidden();
  await expect(checkout.button('Pay')).toBeEnabled();
  await expect(checkout.field('Name')).toHaveValue('Alice P. Payer');
  await expect(checkout.currency('TBA')).toBeChecked();

  // Approving 5 TBA with the 1 TBA the wallet holds: the wallet refuses and says so, as a real one does.
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await expect(checkout.walletDialog.getByTestId('sandbox-wallet-short')).toHaveText('This wallet holds 1 TBA, less than this request: approving it will be refused.');
  await checkout.approveWallet();
  await checkout.expectToast('Insufficient balance: this payment needs 5 TBA, your wallet holds 1 TBA.');
  await expect(checkout.walletDialog).toBeHidden();
  await expect(checkout.field('Name')).toHaveValue('Alice P. Payer');
  await expect(checkout.currency('TBA')).toBeChecked();
  await checkout.expectFormUsable();
  // Nothing was charged.
  expect(await sandbox.balance('pc_tba')).toBe('1000000000000000000');
  expect(await sandbox.completions('cs_sbx_one_time')).toBe(0);
  await expectNoAxeViolations(page, 'wallet refused');
  await saveScreenshot(page, 'checkout-wallet-refused');

  // Test tokens from the wallet's faucet (1 + 100 TBA), then the approval pays once, from the balance.
  await checkout.submit();
  await checkout.getTestTokens('TBA');
  await checkout.approveWallet();
  await checkout.expectSuccess();
  expect(await sandbox.completions('cs_sbx_one_time')).toBe(1);
  expect(await sandbox.balance('pc_tba')).toBe('96000000000000000000');
  expect(checkout.submitCount()).toBe(3);
});

test.describe('a payment is never submitted twice', () => {
  test('double click on Pay sends one submit', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm(ONE_TIME, 'customer');
    await checkout.chooseCurrency('TBA');
    await checkout.submitButton.dblclick();
    await checkout.expectWalletDialog('Pay');
    expect(checkout.submitCount()).toBe(1);
    await checkout.getTestTokens('TBA');
    await checkout.approveWallet();
    await checkout.expectSuccess();
    expect(checkout.submitCount()).toBe(1);
  });

  test('Enter held down in a field (key repeat) sends one submit, even with a slow answer', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm(ONE_TIME, 'customer');
    await checkout.chooseCurrency('TBA');
    await page.evaluate(() => window.__sandbox!.faults.set('checkout.submit', { kind: 'latency', ms: 800, times: 1 }));
    await checkout.field('Email').focus();
    await page.keyboard.down('Enter');
    for (let i = 0; i < 5; i += 1) await page.keyboard.down('Enter'); // auto-repeat keydowns
    await page.keyboard.up('Enter');
    await expect.poll(() => checkout.submitCount()).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Pay with your wallet' })).toBeVisible({ timeout: 15_000 });
    expect(checkout.submitCount()).toBe(1);
  });
});
