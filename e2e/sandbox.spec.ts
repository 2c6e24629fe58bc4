import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screens';

const ADMIN_DID = 'z1SandboxAdminDaveXXXXXXXXXXXXXXXXXXX';

/** Calls the Payment Kit API from the page, so the request goes through the service worker. */
const api = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.json() };
  }, `/payment-kit${path}`);

test.describe('sandbox Payment Kit', () => {
  test('the sandbox page lists the scenarios with the identity to use', async ({ page }) => {
    // Two axe runs over some sixty scenario cards (English and Chinese): slow on a busy CI.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openApp(page, '/sandbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
    const scenarios = page.getByTestId('scenario-list').getByRole('link');
    await expect(scenarios.first()).toBeVisible();
    expect(await scenarios.count()).toBeGreaterThanOrEqual(25);
    await expectNoAxeViolations(page, 'sandbox page');
    await saveScreenshot(page, 'sandbox');
    // In Chinese, the scenarios' titles and descriptions too (docs/checkout-payer.md).
    await page.getByRole('button', { name: '简体中文' }).click();
    const oneTime = page.getByTestId('scenario-one-time');
    await expect(oneTime).toContainText('一本售价 5 ABT 的电子书');
    await expect(oneTime).not.toContainText('An e-book for 5 ABT');
    await expect(page.getByTestId('scenario-long-product-names')).toContainText('长商品名称');
    await expectNoAxeViolations(page, 'sandbox page zh');
    await saveScreenshot(page, 'sandbox-zh');
  });

  test('answers through the service worker from its own state, and a reload keeps it', async ({ page }) => {
    await openApp(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const session = await api(page, '/api/checkout-sessions/retrieve/cs_sbx_one_time');
    expect(session.status).toBe(200);
    expect(session.body.checkoutSession.id).toBe('cs_sbx_one_time');

    // Change the state: sign in as the admin and move the sandbox clock a day ahead.
    await page.evaluate(() => {
      window.__sandbox!.setIdentity('admin');
      window.__sandbox!.advanceClock(24 * 60 * 60 * 1000);
    });
    await page.reload();
    await expect(page.getByTestId('identity-menu')).toHaveAccessibleName(/Admin/);
    expect(await page.evaluate(() => window.__sandbox!.snapshot().clockOffsetMs)).toBe(24 * 60 * 60 * 1000);
    const me = await api(page, '/api/customers/me?skipSummary=1&fallback=1');
    expect(me.body.email).toBe('dave@example.com');
  });

  test('the wallet panel approves a pending request and the sandbox pays the invoices', async ({ page }) => {
    await openApp(page);
    await page.evaluate(() => window.__sandbox!.setIdentity('admin'));
    const before = await api(page, `/api/customers/${ADMIN_DID}/overdue/invoices`);
    const abtDue = before.body.invoices.filter((invoice: { currency_id: string }) => invoice.currency_id === 'pc_abt');
    expect(abtDue.length).toBeGreaterThan(0);

    // What the wallet port does when the overdue dialog pays: open a collect-batch request.
    void page.evaluate((did) => {
      void window.__sandbox!.wallet.connect({ action: 'collect-batch', extraParams: { currencyId: 'pc_abt', customerId: did } });
    }, ADMIN_DID);
    const dock = page.getByTestId('sandbox-dock');
    await expect(dock).toBeVisible();
    await expectNoAxeViolations(page, 'wallet dock');
    await saveScreenshot(page, 'sandbox-wallet-dock');
    await dock.getByRole('button', { name: 'Approve' }).click();
    await expect(dock).toBeHidden();

    const after = await api(page, `/api/customers/${ADMIN_DID}/overdue/invoices`);
    expect(after.body.invoices.filter((invoice: { currency_id: string }) => invoice.currency_id === 'pc_abt')).toEqual([]);
  });

  test('an injected fault answers every call to that endpoint, and clearing it restores them', async ({ page }) => {
    await openApp(page);
    await page.evaluate(() => window.__sandbox!.faults.set('settings.get', { kind: 'error500' }));
    const failed = await api(page, '/api/settings');
    expect(failed.status).toBe(500);
    await page.evaluate(() => window.__sandbox!.faults.clear());
    expect((await api(page, '/api/settings')).status).toBe(200);
  });
});
