import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot, viewports } from './support/screens';

/** Signs in as the sandbox customer (Alice), then opens an invoice page. */
async function openInvoice(page: Page, path: string) {
  await openApp(page);
  await page.evaluate(() => window.__sandbox!.setIdentity('customer'));
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

for (const { width, scheme } of viewports) {
  test(`paid invoice at ${width}px in ${scheme}: status, amount with the currency, date, description`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await openInvoice(page, '/customer/invoice/in_sbx_paid');
    const invoice = page.getByTestId('completed-invoice');
    await expect(invoice.getByRole('heading', { level: 1, name: 'Invoice SBX-PAID' })).toBeVisible();
    await expect(invoice.getByTestId('invoice-status')).toHaveAttribute('data-state', 'paid');
    await expect(invoice.getByTestId('invoice-status')).toContainText('Paid');
    await expect(page.getByTestId('invoice-amount')).toHaveText('5 ABT');
    await expect(invoice).toContainText('Payment Patterns (e-book)');
    await expect(invoice).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(page.getByTestId('invoice-pay')).toHaveCount(0);
    await expectNoAxeViolations(page, `invoice paid ${width} ${scheme}`);
    await saveScreenshot(page, 'invoice-paid');
  });

  test(`uncollectible invoice with action=pay at ${width}px in ${scheme}: Pay → wallet → Paid`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await openInvoice(page, '/customer/invoice/in_sbx_uncollectible?action=pay');
    const status = page.getByTestId('completed-invoice').getByTestId('invoice-status');
    await expect(status).toHaveAttribute('data-state', 'uncollectible');
    const pay = page.getByRole('button', { name: 'Pay 3 ABT' });
    await expect(pay).toBeEnabled();
    await expectNoAxeViolations(page, `invoice uncollectible ${width} ${scheme}`);
    await saveScreenshot(page, 'invoice-uncollectible');

    await pay.click();
    await expect(page.getByTestId('invoice-pay')).toHaveAttribute('data-state', 'paying');
    const dock = page.getByTestId('sandbox-dock');
    await expect(dock).toBeVisible();
    await saveScreenshot(page, 'invoice-uncollectible-wallet');
    await dock.getByRole('button', { name: 'Approve' }).click();
    await expect(status).toHaveAttribute('data-state', 'paid');
    await expect(page.getByTestId('invoice-pay')).toHaveCount(0);
    await expect(page.getByText('You have successfully paid the invoice')).toBeVisible();
  });
}

test('an uncollectible invoice without the action links to paying it', async ({ page }) => {
  await openInvoice(page, '/customer/invoice/in_sbx_uncollectible');
  await expect(page.getByTestId('invoice-pay')).toHaveCount(0);
  await page.getByRole('link', { name: 'Pay invoice SBX-UNCOLLECTIBLE' }).click();
  await expect(page).toHaveURL(/action=pay/);
  await expect(page.getByRole('button', { name: 'Pay 3 ABT' })).toBeVisible();
});

test('a declined wallet leaves the invoice unpaid and payable again', async ({ page }) => {
  await openInvoice(page, '/customer/invoice/in_sbx_uncollectible?action=pay');
  await page.getByRole('button', { name: 'Pay 3 ABT' }).click();
  await page.getByTestId('sandbox-dock').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(/The wallet declined the payment/)).toBeVisible();
  await expect(page.getByTestId('completed-invoice').getByTestId('invoice-status')).toHaveAttribute('data-state', 'uncollectible');
  await expect(page.getByRole('button', { name: 'Pay 3 ABT' })).toBeEnabled();
});

test('a void invoice is struck through and needs no payment', async ({ page }) => {
  await openInvoice(page, '/customer/invoice/in_sbx_active_void?action=pay');
  const status = page.getByTestId('invoice-status');
  await expect(status).toHaveAttribute('data-state', 'void');
  await expect(status).toContainText('No Payment Required');
  await expect(page.getByTestId('invoice-void-note')).toBeVisible();
  await expect(page.getByTestId('invoice-pay')).toHaveCount(0);
  await expectNoAxeViolations(page, 'invoice void');
});

test('an unknown invoice shows not found', async ({ page }) => {
  await openInvoice(page, '/customer/invoice/in_no_such_invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'invoice not found');
});

test('a failed load shows the error with Retry, and Retry loads the invoice', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => {
    window.__sandbox!.setIdentity('customer');
    window.__sandbox!.faults.set('invoices.get', { kind: 'error500' });
  });
  await page.goto('/customer/invoice/in_sbx_paid');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'invoice error');
  await page.evaluate(() => window.__sandbox!.faults.clear());
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('invoice-amount')).toHaveText('5 ABT');
});

test('a guest is asked to log in', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => window.__sandbox!.setIdentity('guest'));
  await page.goto('/customer/invoice/in_sbx_paid');
  await expect(page.getByRole('heading', { name: 'Login to access this page' })).toBeVisible();
});
