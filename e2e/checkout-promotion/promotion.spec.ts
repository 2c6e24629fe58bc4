// Promotion codes on the checkout (issue 30 item 2), one journey as a signed-in payer on the
// sandbox's e-book (5 ABT, 5 TBA, 4.99 USD; adapters/sandbox/scenarios/checkout-promotions.ts):
// every coupon kind with its row and the new total, every refusal at the input, remove, a
// currency switch with a discount (recalculated; USDONLY dropped away from USD), then paying by
// wallet: the wallet is asked, and charged, the total the summary showed. Then the subscription
// with a stake, in Chinese and dark: the stake untouched, axe clean, a screenshot; a guest is
// told to sign in, and while paying the code cannot change.
import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { Sandbox } from '../models/Sandbox';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';

const ONE_TIME = '/checkout/pay/cs_sbx_promotion';
const SUBSCRIPTION = '/checkout/pay/cs_sbx_promotion_subscription';

test('promotion codes: each kind, each refusal, remove, currency switch, then the wallet pays the total shown; zh and dark with a stake; a guest told to sign in', async ({ page, context }) => {
  test.setTimeout(90_000); // some twenty server round trips, a wallet payment and four axe runs on a busy machine
  const checkout = new CheckoutPage(page);
  const sandbox = new Sandbox(page);
  await checkout.openForm(ONE_TIME, 'customer');
  await checkout.chooseCurrency('ABT');
  expect(await checkout.total()).toBe('5 ABT');

  // Each refusal: its own message at the input, the typed code kept, nothing applied.
  const refusals: [string, string][] = [
    ['EXPIRED', 'This promotion code has expired.'],
    ['LASTYEAR', 'This promotion code has expired.'],
    ['USEDUP', 'This promotion code has reached its usage limit.'],
    ['PAUSED', 'This promotion code is no longer active.'],
    ['USDONLY', 'This promotion code cannot be used with the selected currency.'],
    ['BIGORDER', 'Your order does not reach the minimum amount for this promotion code.'],
    ['NOPE', 'This promotion code does not exist. Check the spelling and try again.'],
  ];
  for (const [code, message] of refusals) {
    await checkout.enterPromotion(code);
    await checkout.expectPromotionRefused(code, message);
    expect(await checkout.total(), `${code} takes nothing off`).toBe('5 ABT');
  }

  // Each coupon kind: its terms, the discount as a negative amount, the new total.
  const kinds: [string, string, string, string][] = [
    ['SAVE20', '20% off forever', '-1 ABT', '4 ABT'],
    ['HALFOFF', '50% off once', '-2.5 ABT', '2.5 ABT'],
    ['THREEMONTHS', '10% off for 3 months', '-0.5 ABT', '4.5 ABT'],
    ['FIVEOFF', '5 ABT off once', '-5 ABT', '0 ABT'],
  ];
  for (const [code, terms, discount, total] of kinds) {
    await checkout.enterPromotion(code.toLowerCase()); // codes are case-insensitive; the row shows the code as issued
    await expect(checkout.promotionRow(code)).toBeVisible();
    await expect(checkout.promotionRow(code)).toContainText(terms);
    await expect(checkout.promotionRow(code).getByTestId('promotion-discount')).toHaveText(discount);
    await expect.poll(() => checkout.total()).toBe(total);
    await expect(checkout.addPromotionButton).toBeHidden();
    // Keyboard: the focus moved from the input to the row's Remove.
    await expect(checkout.summary.getByRole('button', { name: `Remove promotion code ${code}` })).toBeFocused();
    if (code === 'SAVE20') {
      await expectNoAxeViolations(page, 'promotion applied (en, light)');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoAxeViolations(page, 'promotion applied (en, dark)');
      await saveScreenshot(page, 'checkout-promotion-applied-en');
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await checkout.removePromotion(code);
    expect(await checkout.total()).toBe('5 ABT');
  }

  // A currency switch with a discount: recalculated in USD (20% of 4.99 rounds down to 0.99).
  // The first recalculation fails (a 500): said at the row with Retry, the code kept, Pay held.
  await checkout.applyPromotion('SAVE20');
  await page.evaluate(() => window.__sandbox!.faults.set('checkout.recalculatePromotion', { kind: 'error500', times: 1 }));
  await checkout.chooseMethod('Card');
  await checkout.chooseCurrency('USD');
  const failed = checkout.summary.getByRole('alert');
  await expect(failed).toHaveText('The discount of SAVE20 could not be recalculated in USD. Check your connection and retry: your code is kept.');
  await expect(checkout.submitButton).toBeDisabled();
  await expect(checkout.submitButton).toHaveAccessibleDescription('The discount must be recalculated in this currency before paying.');
  await saveScreenshot(page, 'checkout-promotion-recalculate-failed');
  await checkout.summary.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toBeHidden();
  await expect(checkout.promotionRow('SAVE20').getByTestId('promotion-discount')).toHaveText('-0.99 USD');
  await expect.poll(() => checkout.total()).toBe('4 USD');
  await checkout.removePromotion('SAVE20');
  // USDONLY holds in USD only: applied here, dropped (and said so) on the switch back to ABT.
  await checkout.applyPromotion('USDONLY');
  await expect(checkout.promotionRow('USDONLY')).toContainText('3 USD off forever');
  await expect.poll(() => checkout.total()).toBe('1.99 USD');
  await checkout.chooseMethod('ArcBlock');
  await checkout.chooseCurrency('ABT');
  await expect(checkout.summary.getByRole('status')).toHaveText('The promotion code USDONLY cannot be used with ABT and was removed.');
  await expect(checkout.promotionRow('USDONLY')).toBeHidden();
  await expect.poll(() => checkout.total()).toBe('5 ABT');

  // Paying: the wallet is asked, and charged, exactly the total the summary shows.
  await checkout.chooseCurrency('TBA');
  await checkout.applyPromotion('SAVE20');
  await expect.poll(() => checkout.total()).toBe('4 TBA');
  const shown = await checkout.total();
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await expect(checkout.walletDialog).toContainText(shown);
  // While paying the code cannot change.
  await expect(checkout.summary.getByRole('button', { name: 'Remove promotion code SAVE20' })).toBeDisabled();
  const asked = await page.evaluate(() => window.__sandbox!.snapshot().pendingWallet?.amount ?? null);
  expect(asked, 'the wallet request').toBe('4000000000000000000');
  await checkout.getTestTokens('TBA');
  const before = BigInt(await sandbox.balance('pc_tba'));
  await checkout.approveWallet();
  await checkout.expectSuccess();
  expect(before - BigInt(await sandbox.balance('pc_tba')), 'charged').toBe(4_000000000000000000n);
  expect(checkout.submitCount()).toBe(1);

  // The subscription with a stake, in Chinese and dark: the discount comes off the amount due now, never the stake.
  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  const zh = await context.newPage();
  await zh.emulateMedia({ colorScheme: 'dark' });
  await zh.goto(SUBSCRIPTION);
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(zh.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const summary = zh.getByRole('main').getByRole('region', { name: '订单概览' });
  await expect(zh.getByRole('main').getByTestId('submit-button').and(zh.getByRole('button'))).toBeEnabled();
  const currencyGroup = zh.getByRole('main').getByRole('radiogroup', { name: '支付币种' });
  await currencyGroup.getByRole('radio', { name: /^TBA\b/ }).click();
  await expect(summary.getByTestId('total-row')).toContainText('20 TBA');
  const stake = summary.getByTestId('staking-rows');
  const stakeValue = await stake.getByText('质押（可退还的押金）', { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
  expect(stakeValue).toBe('10 TBA');
  const totalBefore = await summary.getByTestId('total-row').innerText();
  await summary.getByRole('button', { name: '添加促销码' }).click();
  const input = summary.getByRole('textbox', { name: '促销码' });
  await input.fill('EXPIRED');
  await input.press('Enter');
  await expect(input).toHaveAccessibleDescription('该促销码已过期。');
  await input.fill('SAVE20');
  await input.press('Enter');
  const row = summary.getByRole('group', { name: '折扣: SAVE20' });
  await expect(row).toContainText('永久享 20% 折扣');
  await expect(summary.getByTestId('total-row')).not.toHaveText(totalBefore);
  expect(await stake.innerText(), 'the stake is untouched').not.toBe('');
  // payment + stake = total: 10 − 2 = 8 TBA paid, the 10 TBA stake as it was, 18 TBA in all.
  await expect(summary).toContainText('8 TBA 付款 + 10 TBA 可退还押金');
  await expect(stake.getByText('支付金额', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('8 TBA');
  await expect(stake.getByText('质押（可退还的押金）', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(stakeValue);
  await expect(summary.getByTestId('total-row')).toContainText('18 TBA');
  // SAVE20 is for ever: the renewals are discounted too.
  await expect(summary.getByTestId('summary-headline')).toContainText('之后 8 TBA 每月');
  await expect(row.getByRole('button', { name: '移除促销码 SAVE20' })).toBeEnabled();
  await expectNoAxeViolations(zh, 'promotion applied (zh, dark)');
  await saveScreenshot(zh, 'checkout-promotion-applied');
  await zh.emulateMedia({ colorScheme: 'light' });
  await expect(zh.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoAxeViolations(zh, 'promotion applied (zh, light)');
  // The upsell to the yearly plan (100 TBA): the server recomputes the discount on the new lines.
  await summary.getByRole('switch', { name: '使用按年计费方式' }).click();
  await expect(row.getByTestId('promotion-discount')).toHaveText('-20 TBA');
  await expect(stake.getByText('支付金额', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('80 TBA');
  await expect(summary).toContainText('80 TBA 付款 + ');
  await zh.close();

  // A guest is told to sign in first (the page now in Chinese too: the locale is the browser's).
  await checkout.open('/checkout/pay/cs_sbx_promotion_guest', 'guest');
  const guestAdd = page.getByRole('main').getByRole('button', { name: '添加促销码' });
  await expect(guestAdd).toBeDisabled();
  await expect(guestAdd).toHaveAccessibleDescription('登录后即可添加促销码。');
});

test('a code that covers the whole order: nothing is asked of the wallet, the order completes at 0 ABT, submitted once', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const sandbox = new Sandbox(page);
  await checkout.openForm(ONE_TIME, 'customer');
  await checkout.chooseCurrency('ABT');
  await checkout.applyPromotion('FIVEOFF');
  await expect.poll(() => checkout.total()).toBe('0 ABT');
  const before = await sandbox.balance('pc_abt');
  await checkout.submit();
  await checkout.expectSuccess();
  await expect(checkout.walletDialog).toBeHidden();
  await expect(page.getByText(/Unexpected answer from the server/)).toHaveCount(0);
  const receipt = checkout.main.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByRole('row', { name: 'Discount -5 ABT' })).toBeVisible();
  await expect(receipt.getByRole('row', { name: 'Paid 0 ABT' })).toBeVisible();
  expect(await page.evaluate(() => window.__sandbox!.snapshot().pendingWallet ?? null), 'no wallet request').toBeNull();
  expect(await sandbox.balance('pc_abt'), 'nothing charged').toBe(before);
  expect(checkout.submitCount()).toBe(1);
  await saveScreenshot(page, 'promotion-zero-total');
});
