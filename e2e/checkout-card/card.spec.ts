import { expect, test, type Page } from '@playwright/test';
import { CardDialog, TEST_CARD } from '../models/CardDialog';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { checkMainState } from '../support/states';

/** The card checkout as the customer, pressed Pay: the card dialog is open. */
async function openCardStep(page: Page) {
  const checkout = new CheckoutPage(page);
  await checkout.openForm('/checkout/pay/cs_sbx_card', 'customer');
  await checkout.submit();
  const card = new CardDialog(page, 'Pay');
  await card.expectOpen();
  return { checkout, card };
}

test.describe('card payments (sandbox card provider)', () => {
  // Main states are checked at 4 viewport × scheme combinations.
  test.describe.configure({ timeout: 60_000 });
  test('card success: Card / USD → Pay → card dialog → 4242… → thanks, one submit', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_card', 'customer');
    await checkout.chooseMethod('Card');
    await checkout.chooseCurrency('USD');
    expect(await checkout.total()).toBe('4.99 USD');
    // The card method asks for the postal code only.
    await expect(checkout.field('Postal code')).toBeVisible();
    await expectNoAxeViolations(page, 'card form');
    await checkout.submit();
    const card = new CardDialog(page, 'Pay');
    await card.expectOpen();
    await expect(checkout.submitButton).toBeDisabled();
    await checkMainState(page, 'checkout-card-dialog');
    await card.pay(TEST_CARD.success);
    await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
    await expectNoAxeViolations(page, 'card success');
    expect(checkout.submitCount()).toBe(1);
    const session = await page.evaluate(() => window.__sandbox!.data().sessions['cs_sbx_card']);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  test('card-only subscription: Subscribe with bank card → 4242… → thanks', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_card_only', 'customer');
    await expect(checkout.currency('USD')).toBeChecked();
    await checkout.submit();
    const card = new CardDialog(page, 'Subscribe');
    await card.expectOpen();
    await card.pay(TEST_CARD.success);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Thanks/, { timeout: 15_000 });
    expect(checkout.submitCount()).toBe(1);
  });

  test('card decline: the message shows in the dialog, another card pays, nothing is submitted twice', async ({ page }) => {
    const { checkout, card } = await openCardStep(page);
    await card.pay(TEST_CARD.declined);
    await expect(card.error).toHaveText('Your card was declined.');
    await expect(card.dialog).toBeVisible();
    await checkMainState(page, 'checkout-card-declined');
    // Same dialog, same intent: the payer corrects the card and confirms again.
    await card.pay(TEST_CARD.success);
    await checkout.expectSuccess();
    expect(checkout.submitCount()).toBe(1);
  });

  test('card decline, then leaving the dialog: toast with the message, the form again, a new submit pays', async ({ page }) => {
    const { checkout, card } = await openCardStep(page);
    await card.pay(TEST_CARD.declined);
    await expect(card.error).toHaveText('Your card was declined.');
    await card.cancel();
    await checkout.expectToast('Your card was declined.');
    await checkout.expectReady();
    await expect(checkout.field('Name')).toHaveValue('Alice Payer');
    await checkout.submit();
    await card.expectOpen();
    await card.pay(TEST_CARD.success);
    await checkout.expectSuccess();
    expect(checkout.submitCount()).toBe(2);
  });

  test('card authentication: 4000 0025 0000 3155 → authentication step → complete → thanks', async ({ page }) => {
    const { checkout, card } = await openCardStep(page);
    await card.pay(TEST_CARD.authentication);
    await expect(card.authentication).toBeVisible();
    await expect(card.authentication).toContainText('Your bank asks you to confirm this payment');
    await checkMainState(page, 'checkout-card-authentication');
    await card.completeAuthentication();
    await checkout.expectSuccess();
    expect(checkout.submitCount()).toBe(1);
  });
});
