import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';
import { checkMainState } from '../support/states';

const completions = (page: Page, id: string) =>
  page.evaluate((sessionId) => window.__sandbox!.events().filter((e) => e.type === 'checkout.session.completed' && e.data.id === sessionId).length, id);

test.describe('faults from the sandbox', () => {
  test.describe.configure({ timeout: 60_000 });

  test('500 on submit: a clear error toast, the typed contact stays, the retry pays once', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_one_time', 'customer');
    await checkout.chooseCurrency('TBA');
    await checkout.fillContact({ name: 'Bob Typed', email: 'bob.typed@example.com' });
    await page.evaluate(() => window.__sandbox!.faults.set('checkout.submit', { kind: 'error500', times: 1 }));
    await checkout.submit();
    await checkout.expectToast('Internal Server Error (injected by the sandbox)');
    await expect(checkout.field('Name')).toHaveValue('Bob Typed');
    await expect(checkout.field('Email')).toHaveValue('bob.typed@example.com');
    await checkMainState(page, 'checkout-fault-submit-500');
    await checkout.submit();
    await checkout.expectWalletDialog('Pay');
    await checkout.getTestTokens('TBA');
    await checkout.approveWallet();
    await checkout.expectSuccess();
    expect(checkout.submitCount()).toBe(2);
    expect(await completions(page, 'cs_sbx_one_time')).toBe(1);
    // The retry sent what the payer had typed.
    expect(checkout.submits[1]!.postDataJSON()).toMatchObject({ customer_name: 'Bob Typed', customer_email: 'bob.typed@example.com' });
  });

  test('timeout on retrieve: Oops with Retry, and Retry loads the checkout', async ({ page }) => {
    // The session load gives up after 8 s (not the client's 30 s default: the form waits for it): fake time jumps there.
    await page.clock.install();
    const checkout = new CheckoutPage(page);
    await checkout.open('/', 'customer');
    await page.evaluate(() => window.__sandbox!.faults.set('checkout.retrieve', { kind: 'timeout', times: 1 }));
    const retrieving = page.waitForRequest((request) => request.url().includes('/checkout-sessions/retrieve/cs_sbx_one_time'));
    await page.goto('/checkout/pay/cs_sbx_one_time');
    await retrieving;
    await page.clock.fastForward(9_000);
    const oops = page.getByTestId('checkout-outcome');
    await expect(oops).toHaveAttribute('data-state', 'error');
    await expect(oops.getByRole('heading', { level: 1, name: 'Oops' })).toBeVisible();
    await expect(oops).toContainText('did not answer within 8 s');
    await checkMainState(page, 'checkout-fault-retrieve-timeout');
    await oops.getByRole('button', { name: 'Retry' }).click();
    await checkout.expectReady();
    await expect(checkout.summary).toContainText('Payment Patterns (e-book)');
  });

  test('a session that breaks the schema: Oops naming the field, Retry recovers', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open('/', 'customer');
    await page.evaluate(() => window.__sandbox!.faults.set('checkout.retrieve', { kind: 'schema', times: 1 }));
    await page.goto('/checkout/pay/cs_sbx_one_time');
    const oops = page.getByTestId('checkout-outcome');
    await expect(oops).toHaveAttribute('data-state', 'error');
    await expect(oops.getByRole('heading', { level: 1, name: 'Oops' })).toBeVisible();
    await expect(oops).toContainText('checkoutSession');
    await expectNoAxeViolations(page, 'schema oops');
    await checkMainState(page, 'checkout-fault-schema');
    await oops.getByRole('button', { name: 'Retry' }).click();
    await checkout.expectReady();
  });

  test('socket dropped during completion: polling still finishes the payment, paid once', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openForm('/checkout/pay/cs_sbx_one_time', 'customer');
    await checkout.chooseCurrency('TBA');
    await checkout.submit();
    await checkout.expectWalletDialog('Pay');
    // The relay closes and stays closed: only the 2 s polling can see the completion.
    await page.evaluate(() => window.__sandbox!.faults.set('relay', { kind: 'network' }));
    await checkout.getTestTokens('TBA');
    await checkout.approveWallet();
    await checkout.expectSuccess();
    expect(checkout.submitCount()).toBe(1);
    expect(await completions(page, 'cs_sbx_one_time')).toBe(1);
  });
});
