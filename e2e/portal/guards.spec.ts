import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The portal's guards as an attacker and a careless typist meet them: another customer's
// records through every list filter, an unknown subscription, hostile amounts and hostile URLs.

const LEDGER = 'cus_sandboxledge';
const SANDBOX_STATE = 'payment-kit-sandbox:v1';

async function openAs(page: Page, identity: 'ledger' | 'customer' | 'admin' | 'guest', path: string) {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
  await page.goto(path);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/guards-${name}.png`, fullPage: true });

test.describe('guards: only your own records, bounded amounts, safe links', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer is refused every foreign list filter, meets a 404 with a way back, a bounded threshold and no unsafe link', async ({ page }) => {
    // 6. Alice asks for Lena's records through every list filter: 403 each time.
    await openAs(page, 'customer', '/customer');
    // The sandbox answers once its worker runs (before that the preview server answers index.html).
    await page.waitForFunction(() => !!window.__sandbox);
    await expect(page.getByRole('region', { name: 'Auto top-up' })).toBeVisible({ timeout: 20_000 });
    const filters = [
      `invoices?customer_id=${LEDGER}`,
      'invoices?subscription_id=sub_ledger_pro',
      `payment-intents?customer_id=${LEDGER}`,
      `credit-grants?customer_id=${LEDGER}`,
      'credit-grants?subscription_id=sub_ledger_api',
      `credit-grants/summary?customer_id=${LEDGER}`,
      `credit-transactions?customer_id=${LEDGER}`,
      'credit-transactions?subscription_id=sub_ledger_api',
      'credit-transactions?credit_grant_id=cg_sbx_ledger_01',
      `refunds?customer_id=${LEDGER}`,
      'refunds?invoice_id=in_sbx_ledger_004',
      `billing-history?customer_id=${LEDGER}`,
      `subscriptions?customer_id=${LEDGER}`,
    ];
    const statuses = await page.evaluate(
      (paths) => Promise.all(paths.map(async (path) => [path, (await fetch(`/payment-kit/api/${path}`)).status] as const)),
      filters,
    );
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(filters.map((f) => [f, 403])));
    // Her own lists still answer.
    const own = await page.evaluate(async () => Promise.all(['invoices', 'subscriptions', 'credit-grants'].map(async (p) => (await fetch(`/payment-kit/api/${p}`)).status)));
    expect(own).toEqual([200, 200, 200]);

    // An unknown subscription: a 404 page with the way back, not "Retry".
    await page.goto('/customer/subscription/sub_unknown');
    const missing = page.getByTestId('subscription-not-found');
    await expect(missing.getByRole('heading', { level: 1, name: 'Subscription not found' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'unknown subscription');
    await shot(page, 'unknown-subscription');
    await missing.getByRole('link', { name: 'Back to my subscriptions' }).click();
    await expect(page).toHaveURL(/\/customer$/);

    // 7. A threshold of 1e309 or 23 nines is a field error, and nothing is saved.
    await openAs(page, 'ledger', '/customer');
    const card = page.getByRole('region', { name: 'Auto top-up' });
    await expect(card).toContainText('Auto top-up is off', { timeout: 20_000 });
    const saved = () => page.evaluate(() => JSON.stringify(Object.values(window.__sandbox!.data().autoTopUps)));
    const before = await saved();
    await card.getByRole('button', { name: 'Set up auto top-up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto top-up settings' });
    await dialog.getByRole('switch', { name: 'Enable auto top-up' }).check();
    const threshold = dialog.getByRole('textbox', { name: 'When credits drop below' });
    await expect(dialog).toContainText('Above 0 and at most 1,000,000,000, up to 2 decimals');
    await expect(dialog.getByRole('radio', { name: 'No daily limit' })).toBeChecked();
    await threshold.fill('1e309');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(threshold).toHaveAccessibleDescription(/Use digits and at most one decimal point, e\.g\. 1000\.5/);
    await shot(page, 'threshold-1e309');
    await threshold.fill('99999999999999999999999');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(threshold).toHaveAccessibleDescription(/Enter at most 1,000,000,000/);
    await dialog.getByRole('radio', { name: 'Limit each day' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Set a daily maximum amount or number of purchases, or choose “No daily limit”');
    await shot(page, 'daily-limits');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await saved()).toBe(before);

    // 8. An admin cannot save a javascript: beneficiary page…
    await openAs(page, 'admin', '/integrations/donations');
    const blog = page.getByRole('region', { name: 'Tips under every blog post' });
    await blog.getByRole('button', { name: 'Configure' }).click();
    const form = blog.getByRole('form', { name: 'Donation settings: sandbox-blog-tips' });
    await form.getByRole('textbox', { name: /Preset amounts/ }).fill('1,000');
    await form.getByRole('button', { name: 'Add beneficiary' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Eve');
    await form.getByRole('textbox', { name: 'Wallet address' }).fill('z1Eve');
    await form.getByRole('textbox', { name: 'Page (optional)' }).fill('javascript:alert(document.cookie)');
    await form.getByRole('textbox', { name: 'Share (%)' }).fill('100');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toContainText('“1,000” looks like one amount with a thousands separator.');
    await form.getByRole('textbox', { name: /Preset amounts/ }).fill('1, 5, 10');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toContainText('A beneficiary’s page must be an http:// or https:// address');
    await shot(page, 'beneficiary-url-refused');

    // …and one planted in the back end's data anyway is shown as text, never as a link.
    await page.evaluate((key) => {
      const state = JSON.parse(localStorage.getItem(key)!);
      state.links.plink_sbx_donation.donation_settings.beneficiaries[0].url = ' JavaScript:alert(document.cookie)';
      localStorage.setItem(key, JSON.stringify(state));
    }, SANDBOX_STATE);
    await openAs(page, 'guest', '/checkout/pay/plink_sbx_donation');
    await page.getByRole('button', { name: 'View beneficiaries' }).click();
    const benefits = page.getByTestId('benefits-panel');
    await expect(benefits.getByText('Ada Author')).toBeVisible({ timeout: 20_000 });
    await expect(benefits.getByRole('link')).toHaveCount(0);
    await shot(page, 'beneficiary-as-text');
  });
});
