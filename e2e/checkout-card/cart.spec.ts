import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { checkMainState } from '../support/states';

test.describe('the cart: cross-sell, upsell, quantity, custom amount', () => {
  test.describe.configure({ timeout: 60_000 });

  test('required cross-sell: Pay without it shakes the offer for 1 s with a toast; add → total up; remove → back', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_cross_sell_required', 'customer');
    const offer = checkout.summary.getByTestId('cross-sell-offer');
    await expect(offer).toContainText('Required');
    await expect(offer).toHaveAttribute('data-state', 'offered');
    expect(await checkout.total()).toBe('5 ABT');
    await checkout.submit();
    await expect(offer).toHaveAttribute('data-state', 'shake');
    await expect(checkout.toast('REQUIRE_CROSS_SELL').or(checkout.toast(/required/i)).first()).toBeVisible();
    await checkMainState(page, 'checkout-cross-sell-required');
    // The shake ends after 1 s by itself.
    await expect(offer).toHaveAttribute('data-state', 'offered');
    await offer.getByRole('button', { name: /^Add to order: / }).click();
    await expect(offer).toHaveAttribute('data-state', 'added');
    await expect.poll(() => checkout.total()).toBe('7 ABT');
    await expect(checkout.summary.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, 'cross-sell added');
    await offer.getByRole('button', { name: /^Remove from order: / }).click();
    await expect(offer).toHaveAttribute('data-state', 'offered');
    await expect.poll(() => checkout.total()).toBe('5 ABT');
    expect(checkout.submitCount()).toBe(1);
  });

  test('optional cross-sell: add to the order and remove again', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_cross_sell', 'customer');
    const offer = checkout.summary.getByTestId('cross-sell-offer');
    await expect(offer).not.toContainText('Required');
    const before = await checkout.total();
    await offer.getByRole('button', { name: /^Add to order: / }).click();
    await expect(offer).toHaveAttribute('data-state', 'added');
    await expect.poll(() => checkout.total()).not.toBe(before);
    await checkMainState(page, 'checkout-cross-sell-added');
    await offer.getByRole('button', { name: /^Remove from order: / }).click();
    await expect(offer).toHaveAttribute('data-state', 'offered');
    await expect.poll(() => checkout.total()).toBe(before);
  });

  test('upsell: "Save with yearly billing" + "% off" → yearly total → back to monthly', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_upsell', 'customer');
    const upsell = checkout.summary.getByRole('switch');
    await expect(upsell).toHaveAccessibleName(/^Save with yearly billing \d+% off$/);
    await expect(upsell).not.toBeChecked();
    await expect(checkout.summary).toContainText('Billed monthly');
    expect(await checkout.total()).toBe('10 ABT');
    await upsell.click();
    await expect(upsell).toBeChecked();
    await expect.poll(() => checkout.total()).not.toBe('10 ABT');
    await expect(checkout.summary).toContainText(/Billed yearly/);
    await checkMainState(page, 'checkout-upsell-yearly');
    await upsell.click();
    await expect(upsell).not.toBeChecked();
    await expect.poll(() => checkout.total()).toBe('10 ABT');
    await expect(checkout.summary).toContainText('Billed monthly');
  });

  test('quantity: minus disabled at 1, plus at the bound, "Exceed inventory" refused and kept at 2, empty box disables Pay', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_quantity', 'customer');
    const name = 'Limited edition print';
    const minus = checkout.summary.getByRole('button', { name: `Decrease quantity of ${name}` });
    const plus = checkout.summary.getByRole('button', { name: `Increase quantity of ${name}` });
    const box = checkout.summary.getByRole('textbox', { name: `Quantity of ${name}` });
    await expect(minus).toBeDisabled();
    await expect(box).toHaveValue('1');
    await plus.click();
    await expect(box).toHaveValue('2');
    await expect.poll(() => checkout.total()).toBe('16 ABT');
    // 3 of 5 are sold: a third copy exceeds the inventory; the session keeps 2.
    await plus.click();
    await checkout.expectToast('Exceed inventory');
    await expect(box).toHaveValue('2');
    expect(await checkout.total()).toBe('16 ABT');
    // The box accepts at most the per-checkout limit (3): typing 9 shows 3.
    await box.fill('9');
    await expect(box).not.toHaveValue('9');
    await box.fill('');
    await expect(checkout.submitButton).toBeDisabled();
    await expect(page.getByTestId('submit-disabled-reason')).toBeVisible();
    await checkMainState(page, 'checkout-quantity-empty');
    await box.fill('1');
    await expect(checkout.submitButton).toBeEnabled();
    await expect.poll(() => checkout.total()).toBe('8 ABT');
    await expect(minus).toBeDisabled();
  });

  test('quantity: a purchase limit set after the checkout opened — the third copy answers "Exceed purchase limit", the session keeps 2', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_quantity_limit', 'customer');
    const name = 'Signed poster';
    const plus = checkout.summary.getByRole('button', { name: `Increase quantity of ${name}` });
    const box = checkout.summary.getByRole('textbox', { name: `Quantity of ${name}` });
    await plus.click();
    await expect(box).toHaveValue('2');
    await expect.poll(() => checkout.total()).toBe('16 ABT');
    // The page still offers up to 10; the server counts the limit of 2 per checkout.
    await expect(plus).toBeEnabled();
    await plus.click();
    await checkout.expectToast('Exceed purchase limit');
    await expect(box).toHaveValue('2');
    expect(await checkout.total()).toBe('16 ABT');
    await expect(checkout.submitButton).toBeEnabled();
  });

  test('custom amount: typed amount becomes the total', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_custom_amount', 'customer');
    const amount = checkout.summary.getByRole('textbox', { name: 'Amount (ABT)' });
    await expect(amount).toHaveValue('3');
    await amount.fill('12.5');
    await amount.blur();
    await expect.poll(() => checkout.total()).toBe('12.5 ABT');
    await expectNoAxeViolations(page, 'custom amount');
  });
});
