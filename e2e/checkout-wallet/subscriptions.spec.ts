import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';

test('subscription with a trial in ABT: free days shown; choosing TBA drops the trial and charges the first month', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_trial', 'customer');
  await expect(checkout.button('Subscribe')).toBeEnabled();
  await expect(checkout.summary).toContainText('Try Pro Plan');
  await expect(checkout.summary).toContainText('14 days free');
  await expect(checkout.summary).toContainText('Then 10 ABT per month');
  await expect(checkout.summaryRow('Payment Required')).toHaveText('0 ABT');
  await expectNoAxeViolations(page, 'trial form');

  await checkout.chooseCurrency('TBA');
  await expect(checkout.summary).not.toContainText('days free');
  await expect(checkout.summary).not.toContainText('Free for 14 days');
  await expect(checkout.summary).toContainText('Subscribe to Pro Plan');
  await expect(checkout.summaryRow('Payment Required')).toHaveText('10 TBA');

  await checkout.chooseCurrency('ABT');
  await expect(checkout.summary).toContainText('14 days free');
});

test('trial only in USD: none while paying in ABT, shown once the card (USD) is chosen', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_trial_mismatch', 'customer');
  await expect(checkout.summary).toContainText('Subscribe to Pro Plan');
  await expect(checkout.summary).not.toContainText('days free');
  await checkout.chooseMethod('Card');
  await expect(checkout.currency('USD')).toBeChecked();
  await expect(checkout.summary).toContainText('7 days free');
  await checkout.chooseMethod('ArcBlock');
  await expect(checkout.summary).not.toContainText('days free');
});

test('metered subscription: billed based on usage, nothing due now but the stake; subscribe in the wallet', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_metered', 'customer');
  await expect(checkout.summary).toContainText('Then billed monthly based on usage');
  await expect(checkout.summary.getByRole('listitem')).toContainText('Billed monthly based on usage');
  await expect(checkout.summary).toContainText('Usage-based items are charged at the end of each billing period for what you used.');
  await expect(checkout.summaryRow('Payment Required')).toHaveText('0 ABT');
  await expect(checkout.summaryRow('Stake (refundable deposit)')).toHaveText('0.01 ABT');
  await expectNoAxeViolations(page, 'metered form');
});

test('subscription with a stake: the refundable-stake row and a total that includes it', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_stake_threshold', 'customer');
  await expect(checkout.summaryRow('Payment Required')).toHaveText('10 ABT');
  await expect(checkout.summaryRow('Stake (refundable deposit)')).toHaveText('50 ABT');
  expect(await checkout.total()).toBe('60 ABT');
  await expect(checkout.main).toContainText('slash your stake');
  // What the stake is for, one click away.
  await checkout.summary.getByText('Why a stake?').click();
  await expectNoAxeViolations(page, 'stake form');
  // The summary leads with what leaves the wallet today, the deposit included (docs/checkout-payer.md).
  const headline = checkout.summary.getByTestId('summary-headline');
  await expect(headline.getByText('Due today', { exact: true })).toBeVisible();
  await expect(headline.getByTestId('summary-due-today-amount')).toHaveText('60 ABT');
  await expect(headline.getByTestId('summary-due-today-breakdown')).toHaveText('10 ABT payment + 50 ABT refundable deposit');
  // Paid (fast pay, Alice holds 1000 ABT): the receipt says the same amounts.
  await checkout.submit();
  await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Confirm' }).click();
  await checkout.expectSuccess('Thanks for subscribing', null);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const fact = (label: string) => receipt.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
  await expect(fact('Paid')).toHaveText('10 ABT');
  await expect(fact('Stake (refundable deposit)')).toHaveText('50 ABT');
  await expect(receipt.getByTestId('receipt-next')).toContainText('your subscription has started');
});

test('minimum stake: the larger of threshold and minimum is staked', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_min_stake', 'customer');
  await expect(checkout.summaryRow('Stake (refundable deposit)')).toHaveText('20 ABT');
  expect(await checkout.total()).toBe('30 ABT');
});
