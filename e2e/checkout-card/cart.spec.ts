import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { Sandbox } from '../models/Sandbox';
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
    // Added, it shows once: a line of the order with the one Remove; the offer card is gone.
    await expect(offer).toBeHidden();
    await expect.poll(() => checkout.total()).toBe('7 ABT');
    await expect(checkout.summary.getByRole('listitem')).toHaveCount(2);
    await expect(checkout.summary.getByRole('button', { name: /^Remove from order: / })).toHaveCount(1);
    await expectNoAxeViolations(page, 'cross-sell added');
    await checkout.summary.getByRole('listitem').getByRole('button', { name: /^Remove from order: / }).click();
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
    const name = (await offer.getByRole('button', { name: /^Add to order: / }).getAttribute('aria-label'))!.replace('Add to order: ', '');
    await offer.getByRole('button', { name: /^Add to order: / }).click();
    await expect(offer).toBeHidden();
    await expect.poll(() => checkout.total()).not.toBe(before);
    // The added item is named once in the summary, with one Remove.
    await expect(checkout.summary.getByText(name, { exact: true })).toHaveCount(1);
    await expect(checkout.summary.getByRole('button', { name: /^Remove from order: / })).toHaveCount(1);
    await checkMainState(page, 'checkout-cross-sell-added');
    await checkout.summary.getByRole('button', { name: `Remove from order: ${name}` }).click();
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

  test('quantity: plus stops at the stock left (5 − 3 sold = 2), a typed 3 says "Exceed inventory" at the field with Pay disabled, an empty box too', async ({ page }) => {
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
    // Available = quantity_available − quantity_sold: plus is disabled at 2, no toast to stack.
    await expect(plus).toBeDisabled();
    await expect(checkout.submitButton).toBeEnabled();
    // A typed value over the bound stays, with the reason at the field, and Pay is disabled.
    await box.fill('3');
    await expect(box).toHaveValue('3');
    await expect(checkout.summary.getByRole('alert')).toHaveText('Exceed inventory');
    await expect(checkout.submitButton).toBeDisabled();
    // The summary still shows the session's 2 and nothing was sent.
    expect(await checkout.total()).toBe('16 ABT');
    await expect(checkout.toast('Exceed inventory')).toHaveCount(0);
    await checkMainState(page, 'checkout-quantity-exceed-inventory');
    await box.fill('');
    await expect(checkout.submitButton).toBeDisabled();
    await expect(page.getByTestId('submit-disabled-reason')).toBeVisible();
    await checkMainState(page, 'checkout-quantity-empty');
    await box.fill('1');
    await expect(checkout.submitButton).toBeEnabled();
    await expect.poll(() => checkout.total()).toBe('8 ABT');
    await expect(minus).toBeDisabled();
    await expect(plus).toBeEnabled();
  });

  test('quantity: a purchase limit set after the checkout opened — typing 3 is refused at the field, once the page knows the limit plus stops at 2, no toast stacks', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_quantity_limit', 'customer');
    const name = 'Signed poster';
    const plus = checkout.summary.getByRole('button', { name: `Increase quantity of ${name}` });
    const box = checkout.summary.getByRole('textbox', { name: `Quantity of ${name}` });
    // The page still offers up to 10; the server counts the limit of 2 per checkout.
    await box.fill('3');
    await expect(checkout.summary.getByRole('alert')).toHaveText('Exceed purchase limit');
    await expect(box).toHaveValue('3');
    await expect(checkout.submitButton).toBeDisabled();
    expect(await checkout.total()).toBe('8 ABT');
    await box.fill('2');
    await expect.poll(() => checkout.total()).toBe('16 ABT');
    await expect(checkout.summary.getByRole('alert')).toHaveCount(0);
    // The answer carried the price as it is now: plus is disabled at the limit.
    await expect(plus).toBeDisabled();
    await expect(checkout.submitButton).toBeEnabled();
    await expect(checkout.toast('Exceed purchase limit')).toHaveCount(0);
  });

  test('custom amount: 0, empty, above the maximum, 30 decimals and 1,000.5 are refused at the field with Pay disabled; a slow amount call never lets Pay send an older amount', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    const sandbox = new Sandbox(page);
    await checkout.openForm('/checkout/pay/cs_sbx_custom_amount', 'customer');
    const amount = checkout.summary.getByRole('textbox', { name: 'Amount (ABT)' });
    await expect(amount).toHaveValue('3');
    const refused: Array<[string, string]> = [
      ['0', 'Please enter an amount between 1 and 50.'],
      ['', 'Required'],
      ['60', 'Please enter an amount between 1 and 50.'],
      ['1.' + '1'.repeat(30), 'Amount decimal places must be less than or equal to'],
      ['1,000.5', 'Use digits and at most one decimal point, e.g. 1000.5'],
    ];
    for (const [typed, message] of refused) {
      await amount.fill(typed);
      await expect(amount).toHaveValue(typed);
      await expect(checkout.summary.getByRole('alert')).toContainText(message);
      await expect(checkout.submitButton).toBeDisabled();
      // The session keeps the last accepted amount; nothing is sent for a refused one.
      expect(await checkout.total()).toBe('3 ABT');
    }
    await expectNoAxeViolations(page, 'custom amount refused');
    // 12.75 typed at a normal pace while each amount call takes 300 ms: Pay waits, then the
    // session (what would be charged) is exactly what the field shows.
    await amount.fill('');
    await sandbox.setFault('checkout.amount', { kind: 'latency', ms: 300 });
    await amount.pressSequentially('12.75', { delay: 120 });
    await expect(checkout.submitButton).toBeDisabled();
    await expect(checkout.submitButton).toBeEnabled();
    await expect.poll(() => checkout.total()).toBe('12.75 ABT');
    const charged = await page.evaluate(() => window.__sandbox!.data().sessions['cs_sbx_custom_amount']!.line_items[0]!.custom_amount);
    expect(charged).toBe('12750000000000000000');
    await sandbox.clearFaults();
  });

  test('long product names at 375 px: never broken inside a word, never wider than the screen', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await checkout.openForm('/checkout/pay/cs_sbx_long_names', 'customer');
    const words = checkout.summary.getByRole('listitem').locator('[data-product-word]');
    await expect(words.filter({ hasText: '(e-book)' })).toHaveCount(1);
    // A word that fits keeps to one line; the one wider than the screen wraps inside the summary.
    const lines = await words.evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getClientRects().length, Math.round(node.getBoundingClientRect().height)] as const));
    const lineHeight = lines.find(([text]) => text === '(e-book)')![2];
    for (const [text, , height] of lines) if (text!.length < 20) expect(height, text!).toBe(lineHeight);
    expect(lines.find(([text]) => text!.startsWith('Internationalization'))![2]).toBeGreaterThan(lineHeight);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const summaryBox = (await checkout.summary.boundingBox())!;
    for (const box of await words.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(summaryBox.x + summaryBox.width);
    await checkMainState(page, 'checkout-long-names');
  });
});
