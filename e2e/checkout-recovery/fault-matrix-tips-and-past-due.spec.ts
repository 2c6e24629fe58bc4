// The fault matrix on the donation page's and the past-due page's calls. Every fault
// mode of each call ends in a message with a way on, and paying afterwards pays once. Faults go
// through window.__sandbox (times: 1); the count of handled faults is printed at the end.
import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/app';
import { CheckoutPage } from '../models/CheckoutPage';
import type { SandboxFault } from '../models/Sandbox';
import { expectNoAxeViolations } from '../support/axe';

type Kind = SandboxFault['kind'];
// 'lost': the server did the work and the answer never came (a network error to the page).
const KINDS: readonly Kind[] = ['error500', 'network', 'malformed', 'schema', 'timeout', 'lost'];
const FAILURE_TEXT = /Internal Server Error|Network error|not JSON|Unexpected answer|did not answer/;

const tally: Array<{ call: string; kind: Kind; handled: boolean }> = [];
test.afterAll(() => {
  const handled = tally.filter((row) => row.handled).length;
  console.log(`fault matrix (tips, past due): ${handled}/${tally.length} faults handled`);
  for (const row of tally) console.log(`  ${row.handled ? 'handled' : 'NOT HANDLED'}  ${row.call}  ${row.kind}`);
});

async function tryFault(call: string, kind: Kind, check: () => Promise<void>) {
  try {
    await check();
    tally.push({ call, kind, handled: true });
  } catch (error) {
    tally.push({ call, kind, handled: false });
    throw error;
  }
}

const setFault = (page: Page, endpoint: string, kind: Kind) =>
  page.evaluate(([name, fault]) => window.__sandbox!.faults.set(name, { kind: fault as never, times: 1 }), [endpoint, kind] as const);

/** A time-out is the client giving up: the page's fake clock jumps past every bound once the call left. */
async function passTimeout(page: Page, kind: Kind, urlPart: string, action: () => Promise<unknown>) {
  if (kind !== 'timeout') return void (await action());
  const sent = page.waitForRequest((request) => request.url().includes(urlPart));
  await action();
  await sent;
  await page.clock.fastForward(31_000);
}

const tips = (page: Page) =>
  page.evaluate(() => window.__sandbox!.events().filter((e) => e.type === 'checkout.session.completed').length);

test.describe('fault matrix: tips and past due', () => {
  test.describe.configure({ timeout: 120_000 });

  test('tip page: start, custom amount and donate-submit faults each end in a message and a way on; the tip is paid once', async ({ page }) => {
    await page.clock.install();
    const checkout = new CheckoutPage(page);
    await checkout.open('/', 'guest');
    const picker = page.getByRole('radiogroup', { name: 'Tip Amount' });
    // Starting the session from the link: Oops with Retry, and Retry opens the tip page.
    for (const kind of KINDS) {
      await tryFault('checkout.start (tip link)', kind, async () => {
        await setFault(page, 'checkout.start', kind);
        await passTimeout(page, kind, '/checkout-sessions/start/', () => page.goto('/checkout/pay/plink_sbx_donation'));
        const oops = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Oops' }) });
        // A hanging start may be one the page does not wait for (a boot-time prefetch it then
        // repeats): the tip page is a fine end too. Anything else ends in Oops with Retry.
        await expect(oops.or(picker)).toBeVisible({ timeout: 15_000 });
        if (await picker.isVisible()) return;
        await expect(oops).toContainText(FAILURE_TEXT);
        if (kind === 'error500') await expectNoAxeViolations(page, 'tip page start failed');
        await oops.getByRole('button', { name: 'Retry' }).click();
        await expect(picker).toBeVisible();
      });
    }
    // The custom amount: the field keeps what the payer typed and says the change failed; Tip waits.
    await picker.getByRole('radio', { name: 'Custom' }).click();
    const custom = page.getByRole('textbox', { name: 'Custom amount' });
    for (const [index, kind] of KINDS.entries()) {
      await tryFault('checkout.amount (custom tip)', kind, async () => {
        await setFault(page, 'checkout.amount', kind);
        const typed = String(11 + index);
        await passTimeout(page, kind, '/amount', () => custom.fill(typed));
        // Said at the field, which keeps the payer's value and is marked invalid.
        await expect(page.getByRole('region', { name: 'Tip Amount' }).getByRole('alert')).toContainText(FAILURE_TEXT);
        await expect(custom).toHaveAttribute('aria-invalid', 'true');
        await expect(custom).toHaveValue(typed);
        await expect(checkout.submitButton).toBeDisabled();
        // Typing again (no fault now) is accepted, and Tip is back.
        await custom.fill('7');
        await expect(checkout.submitButton).toBeEnabled();
      });
    }
    // Tip: a failed submit keeps the page with a message; nothing is paid.
    for (const kind of KINDS) {
      await tryFault('checkout.donateSubmit', kind, async () => {
        await setFault(page, 'checkout.donateSubmit', kind);
        await passTimeout(page, kind, '/donate-submit', () => checkout.submit());
        await checkout.expectToast(FAILURE_TEXT);
        await expect(checkout.walletDialog).toBeHidden();
        await expect(custom).toHaveValue('7');
        await expect(checkout.submitButton).toBeEnabled();
        expect(await tips(page)).toBe(0);
        // Error toasts stay until closed: the payer closes it, so none covers Tip next time.
        await checkout.toast(FAILURE_TEXT).first().locator('button').click();
        await expect(checkout.toast(FAILURE_TEXT)).toHaveCount(0);
      });
    }
    await checkout.submit();
    await checkout.expectWalletDialog('Tip');
    await expect(checkout.walletDialog).toContainText('7 ABT');
    await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending() !== null)).toBe(true);
    await page.evaluate(() => window.__sandbox!.wallet.approve());
    await expect(page.getByTestId('donation-complete')).toContainText('7 ABT', { timeout: 15_000 });
    expect(await tips(page)).toBe(1);
  });

  test('past-due page: every fault of its load ends in a message with Retry; a failed wallet request keeps Pay Now; paying pays once', async ({ page }) => {
    await page.clock.install();
    await openApp(page);
    await page.evaluate(() => window.__sandbox!.setIdentity('owner'));
    await page.goto('/customer/invoice/past-due?referer=%2Fsandbox');
    const group = page.getByTestId('past-due-group');
    await expect(group).toHaveCount(1);
    for (const kind of KINDS) {
      await tryFault('customers.overdue (past due)', kind, async () => {
        await setFault(page, 'customers.overdue', kind);
        await passTimeout(page, kind, '/overdue/invoices', () => page.reload());
        const failed = page.getByRole('alert').filter({ hasText: FAILURE_TEXT });
        await expect(failed).toBeVisible();
        if (kind === 'error500') await expectNoAxeViolations(page, 'past due load failed');
        await failed.getByRole('button', { name: 'Retry' }).click();
        await expect(group.getByTestId('past-due-invoice')).toHaveCount(2);
      });
    }
    await tryFault('wallet request (past due)', 'network', async () => {
      await page.evaluate(() => window.__sandbox!.wallet.nextRequest('error'));
      await group.getByRole('button', { name: /^Pay Now/ }).click();
      await expect(group.getByRole('alert')).toHaveText('Failed to pay the invoice');
      await expect(group.getByRole('button', { name: /^Retry/ })).toBeEnabled();
    });
    await group.getByRole('button', { name: /^Retry/ }).click();
    await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending() !== null)).toBe(true);
    await page.evaluate(() => window.__sandbox!.wallet.approve());
    await expect(page.getByTestId('past-due-success')).toBeVisible({ timeout: 15_000 });
    const paid = await page.evaluate(() => window.__sandbox!.events().filter((e) => e.type === 'invoice.paid').length);
    expect(paid).toBe(2);
  });
});
