// In the browser: the amount charged is the amount shown. A typing sequence that once broke it
// (Custom, 20, then with 300 ms latency on the amount call ⌫⌫1 at a normal pace, then Tip) and
// other typing patterns (45, 12.75, fast 2.5 without latency): each time the
// wallet asks for the amount in the field, and the thank-you says it.
import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { Sandbox } from '../models/Sandbox';
import { expectNoAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screens';

/** A normal typing pace: 120 ms between keys (faster than the 300 ms answer). */
const PACE = 120;
const ONE_ABT = 10n ** 18n;

/** What the sandbox wallet is asked to pay, in ABT (the pending request's smallest units). */
async function walletAsks(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.__sandbox!.data().pendingWallet?.amount ?? null)).not.toBeNull();
  const unit = BigInt((await page.evaluate(() => window.__sandbox!.data().pendingWallet!.amount))!);
  const whole = unit / ONE_ABT;
  const fraction = (unit % ONE_ABT).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * The wallet panel's button inside the wallet dialog (shown once walletAsks saw the request).
 * One plain click: on a loaded 2-core machine a retried click can press Approve twice.
 */
function walletButton(checkout: CheckoutPage, name: 'Approve' | 'Decline') {
  return checkout.walletDialog.getByRole('region', { name: 'Sandbox wallet' }).getByRole('button', { name });
}

test.describe('donation: the amount charged is the amount shown', () => {
  // About 25 s on a quiet machine; the margin is for a loaded 2-core CI.
  test.describe.configure({ timeout: 150_000 });

  test('20 ⌫⌫ 1 with 300 ms latency, 45, 12.75 and a fast 2.5: the wallet asks what the field shows, the thank-you says it', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    const sandbox = new Sandbox(page);
    await checkout.openForm('/checkout/pay/plink_sbx_donation', 'guest');
    await page.getByRole('radiogroup', { name: 'Tip Amount' }).getByRole('radio', { name: 'Custom' }).click();
    // By label: before the fix it was a spinbutton (type=number), now a textbox.
    const field = page.getByLabel('Custom amount');
    const tip = checkout.submitButton;

    // Typing patterns that each sent a shorter amount before the fix. Each ends at the wallet,
    // which is declined to try the next one.
    const patterns: Array<{ keys: Array<string>; latency: number; pace: number; shown: string }> = [
      { keys: ['4', '5'], latency: 300, pace: PACE, shown: '45' },
      { keys: ['1', '2', '.', '7', '5'], latency: 300, pace: PACE, shown: '12.75' },
      { keys: ['2', '.', '5'], latency: 0, pace: 0, shown: '2.5' },
    ];
    for (const { keys, latency, pace, shown } of patterns) {
      await field.fill('');
      await field.click();
      if (latency > 0) await sandbox.setFault('checkout.amount', { kind: 'latency', ms: latency });
      for (const key of keys) await page.keyboard.type(key, { delay: pace });
      await tip.click();
      await expect(field).toHaveValue(shown);
      await checkout.expectWalletDialog('Tip');
      // Soft: one run reports every pattern (before the fix: 4, 12.7, 2 instead of 45, 12.75, 2.5).
      expect.soft(await walletAsks(page), `typed ${keys.join('')}`).toBe(shown);
      await expect.soft(checkout.walletDialog).toContainText(`${shown} ABT`);
      await sandbox.clearFaults();
      await walletButton(checkout, 'Decline').click();
      await expect(checkout.walletDialog).toBeHidden();
    }

    // The exact repro of the issue, paid to the end.
    await field.fill('');
    await field.click();
    await page.keyboard.type('20', { delay: PACE });
    await expect(tip).toBeEnabled();
    await sandbox.setFault('checkout.amount', { kind: 'latency', ms: 300 });
    await page.keyboard.press('Backspace', { delay: 40 });
    await page.waitForTimeout(PACE);
    await page.keyboard.press('Backspace', { delay: 40 });
    await page.waitForTimeout(PACE);
    await page.keyboard.type('1', { delay: PACE });
    // Pressed at once: Pay is busy while the session is not yet what the field shows, and the
    // click lands when it is (Playwright waits for the button to be enabled).
    await tip.click();
    await expect(field).toHaveValue('1');
    await checkout.expectWalletDialog('Tip');
    expect.soft(await walletAsks(page), 'typed 20⌫⌫1').toBe('1');
    await sandbox.clearFaults();
    await walletButton(checkout, 'Approve').click();
    const complete = page.getByTestId('donation-complete');
    await expect(complete).toContainText('You gave', { timeout: 15_000 });
    await expect.soft(complete).toContainText('You gave 1 ABT.');
    // The declines above left their (sticky) warnings; close them to check the page itself.
    for (const close of await page.locator('.mantine-Notification-root').getByRole('button', { name: 'Close' }).all()) await close.click();
    await expectNoAxeViolations(page, 'donation paid the amount shown');
    await saveScreenshot(page, 'checkout-donation-paid-amount-shown');
  });

  test('the custom field refuses what it cannot read and says so; Pay is disabled until it is fixed', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/plink_sbx_donation', 'guest');
    await page.getByRole('radiogroup', { name: 'Tip Amount' }).getByRole('radio', { name: 'Custom' }).click();
    const field = page.getByRole('textbox', { name: 'Custom amount' });
    await field.click();
    await page.keyboard.type('1,000.5', { delay: 30 });
    // Nothing dropped: the field shows what was typed, and why it cannot be paid.
    await expect(field).toHaveValue('1,000.5');
    await expect(page.getByText('Use digits and at most one decimal point, e.g. 1000.5')).toBeVisible();
    await expect(checkout.submitButton).toBeDisabled();
    await expectNoAxeViolations(page, 'donation unreadable amount');
    await saveScreenshot(page, 'checkout-donation-unreadable-amount');
    await field.fill('3');
    await expect(checkout.submitButton).toBeEnabled();
  });
});
