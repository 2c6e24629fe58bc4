// Every failure of a payment call ends somewhere, and nothing is paid twice
// (docs/architecture.md §4). Each
// journey opens one page and walks every fault mode of one call through window.__sandbox
// (no reloads); the count of handled faults is printed at the end.
import { expect, test, type Page } from '@playwright/test';
import { CardDialog, TEST_CARD } from '../models/CardDialog';
import { CheckoutPage } from '../models/CheckoutPage';
import type { SandboxFault } from '../models/Sandbox';
import { expectNoAxeViolations } from '../support/axe';

type Kind = SandboxFault['kind'];
const FAILING: readonly Kind[] = ['error500', 'network', 'malformed', 'schema', 'timeout'];
/** What the payer reads for each failure (the HTTP layer's texts, docs/spec/checkout-and-billing.md §8). */
const FAILURE_TEXT = /Internal Server Error|Network error|not JSON|Unexpected answer|did not answer/;

const tally: Array<{ call: string; kind: Kind; handled: boolean }> = [];
test.afterAll(() => {
  const handled = tally.filter((row) => row.handled).length;
  console.log(`fault matrix: ${handled}/${tally.length} faults handled`);
  for (const row of tally) console.log(`  ${row.handled ? 'handled' : 'NOT HANDLED'}  ${row.call}  ${row.kind}`);
});

const setFault = (page: Page, endpoint: string, kind: Kind) =>
  page.evaluate(([name, fault]) => window.__sandbox!.faults.set(name, { kind: fault as never, times: 1 }), [endpoint, kind] as const);
const completions = (page: Page, id: string) =>
  page.evaluate((sessionId) => window.__sandbox!.events().filter((e) => e.type === 'checkout.session.completed' && e.data.id === sessionId).length, id);

/** Approves the pending 5 TBA request through the controls, after test tokens (Alice holds 1 TBA: the wallet would refuse). */
const approveByControls = async (page: Page) => {
  await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending() !== null)).toBe(true);
  await page.evaluate(() => window.__sandbox!.wallet.faucet('pc_tba'));
  await page.evaluate(() => window.__sandbox!.wallet.approve());
};

/** Runs one fault: records whether `check` passed, and fails the test after the row is counted. */
async function tryFault(call: string, kind: Kind, check: () => Promise<void>) {
  try {
    await check();
    tally.push({ call, kind, handled: true });
  } catch (error) {
    tally.push({ call, kind, handled: false });
    throw error;
  }
}

/** A time-out is the client giving up after 30 s: the page's fake clock jumps there once the call left. */
async function passTimeout(page: Page, kind: Kind, urlPart: string, action: () => Promise<void>) {
  if (kind !== 'timeout') return action();
  const sent = page.waitForRequest((request) => request.url().includes(urlPart));
  await action();
  await sent;
  await page.clock.fastForward(31_000);
}

test.describe('payment faults', () => {
  test.describe.configure({ timeout: 90_000 });

  test('card confirmation: every fault keeps the dialog with a message and a usable Cancel; a lost answer ends paid, once', async ({ page }) => {
    await page.clock.install();
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_card', 'customer');
    await checkout.submit();
    const card = new CardDialog(page, 'Pay');
    await card.expectOpen();
    await card.fill(TEST_CARD.success);
    for (const kind of FAILING) {
      await tryFault('card confirm', kind, async () => {
        await setFault(page, 'sandbox.cardConfirm', kind);
        await passTimeout(page, kind, '/api/sandbox/card/confirm', () => card.confirmButton.click());
        await expect(card.error).toContainText(FAILURE_TEXT);
        await expect(card.dialog).toContainText('Your card was not charged.');
        await expect(card.dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
        await expect(card.confirmButton).toBeEnabled();
      });
    }
    await expectNoAxeViolations(page, 'card dialog after a failed confirmation');
    await tryFault('card confirm', 'lost', async () => {
      await setFault(page, 'sandbox.cardConfirm', 'lost');
      await card.confirmButton.click();
      await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
      expect(await completions(page, 'cs_sbx_card')).toBe(1);
      // One charge: the session's only succeeded intent (the retries asked the server, never confirmed again).
      const charged = await page.evaluate(
        () =>
          Object.values(window.__sandbox!.data().intents).filter(
            (i) => i.status === 'succeeded' && i._sandbox.purpose.kind === 'checkout' && i._sandbox.purpose.sessionId === 'cs_sbx_card',
          ).length,
      );
      expect(charged).toBe(1);
    });
  });

  test('fast-pay confirmation: every fault ends in a message and the wallet; a lost answer ends paid, once', async ({ page }) => {
    await page.clock.install();
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_fast_pay', 'customer');
    await checkout.chooseCurrency('ABT');
    for (const kind of FAILING) {
      await tryFault('fast-pay confirm', kind, async () => {
        await checkout.submit();
        const dialog = checkout.dialog('Confirm Payment');
        await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
        await setFault(page, 'checkout.fastCheckoutConfirm', kind);
        await passTimeout(page, kind, '/fast-checkout-confirm', () => dialog.getByRole('button', { name: 'Confirm' }).click());
        await checkout.expectToast(FAILURE_TEXT);
        await checkout.expectWalletDialog('Pay');
        await checkout.walletDialog.getByRole('button', { name: 'Cancel' }).click();
        await checkout.expectFormUsable();
        expect(await completions(page, 'cs_sbx_fast_pay')).toBe(0);
      });
    }
    await tryFault('fast-pay confirm', 'lost', async () => {
      await checkout.submit();
      await setFault(page, 'checkout.fastCheckoutConfirm', 'lost');
      await checkout.dialog('Confirm Payment').getByRole('button', { name: 'Confirm' }).click();
      await checkout.expectSuccess(/Thanks/, null);
      expect(await completions(page, 'cs_sbx_fast_pay')).toBe(1);
    });
  });

  test('submit: every fault keeps the typed form with a message; paying afterwards pays once', async ({ page }) => {
    await page.clock.install();
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_one_time', 'customer');
    await checkout.chooseCurrency('TBA');
    await checkout.fillContact({ name: 'Bob Typed', email: 'bob.typed@example.com' });
    for (const kind of [...FAILING, 'lost'] as const) {
      await tryFault('submit', kind, async () => {
        await setFault(page, 'checkout.submit', kind);
        await passTimeout(page, kind, '/submit', () => checkout.submit());
        await checkout.expectToast(FAILURE_TEXT);
        await expect(checkout.walletDialog).toBeHidden();
        await expect(checkout.field('Name')).toHaveValue('Bob Typed');
        await checkout.expectFormUsable();
      });
    }
    await checkout.submit();
    await checkout.expectWalletDialog('Pay');
    // The wallet approves through the controls: five error toasts cover the dock's corner.
    await approveByControls(page);
    await checkout.expectSuccess();
    expect(await completions(page, 'cs_sbx_one_time')).toBe(1);
  });

  test('a session paid in another tab: this tab shows the completed view, not a toast per Pay press', async ({ page, context }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_one_time', 'customer');
    await checkout.chooseCurrency('TBA');
    const other = await context.newPage();
    const otherCheckout = new CheckoutPage(other);
    await otherCheckout.openForm('/checkout/pay/cs_sbx_one_time', 'customer');
    await otherCheckout.chooseCurrency('TBA');
    await otherCheckout.submit();
    await otherCheckout.expectWalletDialog('Pay');
    await approveByControls(other);
    await otherCheckout.expectSuccess();
    await other.close();
    // The first tab never pressed Pay: the shared back end and its completion event tell it.
    await checkout.expectSuccess();
    expect(await completions(page, 'cs_sbx_one_time')).toBe(1);
  });
});

test('past due: no hostile referer leaves the site', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open('/', 'owner');
  const hostile = ['%2F.%2F%2Fevil.example', '%2F..%2F%2Fevil.example', '%2F.%2F%5Cevil.example', encodeURIComponent('http://127.0.0.1:4203//evil.example'), 'javascript%3Aalert(1)'];
  for (const referer of hostile) {
    await page.goto(`/customer/invoice/past-due?referer=${referer}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Past Due Invoices' })).toBeVisible();
    const back = page.getByRole('link', { name: /Back/ });
    const href = (await back.count()) > 0 ? await back.getAttribute('href') : null;
    expect(href === null || (href.startsWith('/') && !/^\/[/\\]/.test(href)), `referer ${referer} → ${href}`).toBe(true);
  }
});
