import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';
import { checkMainState } from '../support/states';

test.describe('donation checkout', () => {
  // Long journeys (three main states checked at every width and scheme, with axe): generous on a busy CI.
  test.describe.configure({ timeout: 120_000 });

  test('tip picker → custom amount range error → random → benefits with Back → wallet → confirmation with Close', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/plink_sbx_donation', 'guest');
    const picker = page.getByRole('radiogroup', { name: 'Tip Amount' });
    // The middle preset is the default; the pay button is the link's own text, no login needed.
    await expect(picker.getByRole('radio', { name: '5 ABT' })).toBeChecked();
    await expect(checkout.button('Tip')).toBeEnabled();
    await expect(page.getByText('Ada Author will receive all tips')).toBeVisible();
    await checkMainState(page, 'checkout-donation-picker');

    await picker.getByRole('radio', { name: '10 ABT' }).click();
    await expect(picker.getByRole('radio', { name: '10 ABT' })).toBeChecked();

    // Custom amount: out of range → the message and no payment.
    await picker.getByRole('radio', { name: 'Custom' }).click();
    const custom = page.getByRole('textbox', { name: 'Custom amount' });
    await custom.fill('500');
    await expect(page.getByText('Please enter an amount between 0.5 and 100.')).toBeVisible();
    await expect(checkout.submitButton).toBeDisabled();
    await expectNoAxeViolations(page, 'donation custom amount error');
    await saveScreenshot(page, 'checkout-donation-custom-error');
    await custom.fill('7.5');
    await expect(page.getByText('Please enter an amount between 0.5 and 100.')).toBeHidden();
    await expect(checkout.submitButton).toBeEnabled();

    // Random: an amount from the largest preset (10) up to 5 times it, within the maximum.
    await page.getByRole('button', { name: 'Random amount' }).click();
    // The settled amount is announced (a polite live region).
    await expect(page.getByText(/^Random amount: [\d.]+ ABT$/)).toBeAttached();
    const random = Number(await custom.inputValue());
    expect(random).toBeGreaterThanOrEqual(10);
    expect(random).toBeLessThanOrEqual(50);

    // Benefits panel and back.
    await page.getByRole('button', { name: 'View beneficiaries' }).click();
    const benefits = page.getByTestId('benefits-panel');
    await expect(benefits.getByRole('heading', { name: '1 Beneficiaries' })).toBeVisible();
    await expect(benefits.getByRole('link', { name: 'Ada Author' })).toBeVisible();
    await checkMainState(page, 'checkout-donation-benefits');
    await benefits.getByRole('button', { name: 'Back' }).click();
    await expect(picker).toBeVisible();

    // No contact details for a tip: straight to paying.
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveCount(0);
    await checkout.submit();
    await checkout.expectWalletDialog('Tip');
    await checkout.approveWallet();
    const complete = page.getByTestId('donation-complete');
    await expect(complete.getByRole('heading', { name: 'Thank you for supporting Ada!' })).toBeVisible({ timeout: 15_000 });
    await checkMainState(page, 'checkout-donation-complete');
    await complete.getByRole('button', { name: 'Close' }).click();
    await expect(complete).toBeHidden();
    expect(checkout.submitCount()).toBe(0);
  });

  // docs/spec/checkout-and-billing.md §5: a donation can be submitted without login and asks no contact details.
  test('a guest tips without typing contact details', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/plink_sbx_donation', 'guest');
    await checkout.submit();
    await checkout.expectWalletDialog('Tip');
  });

  test('several beneficiaries: "Tips will be distributed to 3 beneficiaries" and their shares', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/plink_sbx_donation_shared', 'guest');
    await expect(page.getByText('Tips will be distributed to 3 beneficiaries')).toBeVisible();
    await page.getByRole('button', { name: 'View beneficiaries' }).click();
    const benefits = page.getByTestId('benefits-panel');
    await expect(benefits.getByRole('heading', { name: '3 Beneficiaries' })).toBeVisible();
    await expect(benefits.getByTestId('beneficiary')).toHaveCount(3);
    for (const share of ['50%', '30%', '20%']) await expect(benefits.getByLabel(`Share: ${share}`)).toBeVisible();
    await expectNoAxeViolations(page, 'shared benefits');
    await benefits.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Tip Amount' })).toBeVisible();
  });
});
