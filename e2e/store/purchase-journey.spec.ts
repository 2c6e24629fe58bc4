// What was bought can be launched and is not sold twice; not-found pages lead
// back. A customer buys a paid app (7 ABT) through the checkout with the sandbox wallet: a declined
// wallet gives nothing and Purchase continues the same checkout; paid, the thanks lead back to the
// app, which now offers Launch with the date it was bought and no Purchase; the back end refuses a
// second purchase and the invoice names the app. An unknown app, a bad version, an unpublished app
// and an unknown category say so and lead back to the store; the owner previews an unpublished app
// from My apps, where no Launch is offered; did:abt: in an address is stripped by a redirect.
// Screens at 375 px in English and Chinese.
import { expect, test } from '@playwright/test';
import { CheckoutPage } from '../models/CheckoutPage';
import { Store } from '../models/Store';
import { saveScreenshot } from '../support/screens';

/** Silver Vault (seed index 42): 7 ABT, published, by Grace Hopper Labs. */
const PAID = 'z2qaStoreApp0042XXXXXXXXXXXXXXXXXXX';
const TITLE = 'Silver Vault';
const ALICE = 'z1SandboxCustomerAliceXXXXXXXXXXXXXX';
const abt = (tokens: number) => `${tokens}000000000000000000`;
const NOT_FOUND = 'This app does not exist or is not published.';

test('buy a paid app with the sandbox wallet, then launch it; never twice', async ({ page }) => {
  test.setTimeout(180_000);
  const store = new Store(page);
  const checkout = new CheckoutPage(page);
  const balance = () => page.evaluate(() => window.__sandbox!.snapshot().wallet?.balances.pc_abt ?? '0');
  const setBalance = (amount: string) => page.evaluate(([did, value]) => window.__sandbox!.wallet.setBalance(did, 'pc_abt', value), [ALICE, amount] as const);
  const purchase = page.getByRole('button', { name: 'Purchase for 7 ABT' });
  const launch = page.getByRole('link', { name: 'Launch' });

  // did:abt: in the address is stripped by a redirect (docs/reference/store-shell.md §1.1).
  await store.as('customer', `/store/blocklets/did:abt:${PAID}`);
  await expect(page).toHaveURL(new RegExp(`/store/blocklets/${PAID}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(purchase).toBeVisible({ timeout: 20_000 });
  await expect(launch).toHaveCount(0);
  // Below the price: the wallet cannot pay without a connect step (no fast pay).
  await setBalance(abt(5));

  // Declined in the wallet: nothing bought, and Purchase continues the same checkout.
  await purchase.click();
  await expect(page).toHaveURL(/\/checkout\/pay\/cs_store_\d+$/);
  const sessionUrl = page.url();
  await checkout.expectReady();
  await expect(checkout.summary).toContainText(TITLE);
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await checkout.declineWallet();
  await expect(checkout.walletDialog).toBeHidden();
  await page.goto(`/store/blocklets/${PAID}`);
  await expect(purchase).toBeVisible({ timeout: 20_000 });
  await expect(launch).toHaveCount(0);
  expect(await balance()).toBe(abt(5));
  await purchase.click();
  await expect(page).toHaveURL(sessionUrl);

  // Paid through the wallet (topped up while its request waits): thanks, and the way back.
  await checkout.expectReady();
  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  await setBalance(abt(20));
  await checkout.approveWallet();
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
  const back = checkout.main.getByRole('link', { name: `Back to ${TITLE}` });
  await expect(back).toHaveAttribute('href', `/store/blocklets/${PAID}`);
  expect(await balance()).toBe(abt(13));
  await store.axe('thanks with the way back');
  await page.setViewportSize({ width: 375, height: 900 });
  await saveScreenshot(page, 'store-purchase-thanks');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The invoice names the app, not "One-time payment".
  await checkout.main.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByTestId('completed-invoice')).toContainText(TITLE, { timeout: 20_000 });
  await expect(page.getByTestId('completed-invoice')).not.toContainText('One-time payment');
  await page.goBack();

  // Back at the app: Launch and when it was bought; Purchase is no longer offered.
  await checkout.main.getByRole('link', { name: `Back to ${TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/store/blocklets/${PAID}$`));
  await expect(launch).toBeVisible({ timeout: 20_000 });
  await expect(launch).toHaveAttribute('href', /^https:\/\/launcher\.arcblock\.io\/launch\?blocklet_meta_url=/);
  await expect(page.getByTestId('store-purchased')).toHaveText(/^Purchased on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(purchase).toHaveCount(0);
  await store.axe('bought app');

  // Forced through the API, a second purchase is refused; nothing more is taken.
  const second = await page.evaluate(async (did) => {
    const res = await fetch(`/store/api/blocklets/${did}/purchase`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  }, PAID);
  expect(second).toEqual({ status: 400, body: expect.objectContaining({ error: 'You have already purchased this app' }) as unknown });
  expect(await balance()).toBe(abt(13));

  // Phones, English and Chinese.
  await page.setViewportSize({ width: 375, height: 900 });
  await saveScreenshot(page, 'store-purchase-bought');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('link', { name: '启动' })).toBeVisible();
  await expect(page.getByTestId('store-purchased')).toHaveText(/^已于 \d{4}年\d{1,2}月\d{1,2}日 购买$/);
  await page.setViewportSize({ width: 375, height: 900 });
  await store.axe('bought app zh 375');
  await saveScreenshot(page, 'store-purchase-bought-zh');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).click();
});

test('not-found pages lead back to the store; the owner previews an unpublished app; no Launch on a preview', async ({ page }) => {
  test.setTimeout(180_000);
  const store = new Store(page);
  const back = page.getByRole('link', { name: 'Back to the store' });

  // An unknown app.
  await store.as('guest', '/store/blocklets/zNoSuchAppXXXXXXXXXXXXXXXXXXXXXXXXX');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
  await store.axe('unknown app');
  await page.setViewportSize({ width: 375, height: 900 });
  await saveScreenshot(page, 'store-app-not-found');
  await page.setViewportSize({ width: 1280, height: 900 });
  await back.click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'App Store' })).toBeVisible();
  // Its pager is a navigation landmark; card titles are headings.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(18);

  // A bad version (malformed, and one that does not exist).
  for (const version of ['not-a-version', '9.9.9']) {
    await page.goto(`/store/blocklets/${PAID}/${version}`);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
    await expect(back).toBeVisible();
  }
  // did:abt: is stripped with a version too.
  await page.goto(`/store/blocklets/did:abt:${PAID}/not-a-version`);
  await expect(page).toHaveURL(new RegExp(`/store/blocklets/${PAID}/not-a-version$`));

  // An unknown category says so (not an empty list), with the way back.
  await page.goto('/store/category/cat_nope');
  await expect(page.getByRole('heading', { level: 1, name: 'This category does not exist.' })).toBeVisible({ timeout: 20_000 });
  await store.axe('unknown category');
  await back.click();
  await expect(page).toHaveURL(/\/store$/);
  // A known one is the category's list, and the detail page's category links to it.
  await page.goto(`/store/blocklets/${PAID}`);
  await page.getByRole('link', { name: 'Communication', exact: true }).click();
  await expect(page).toHaveURL(/\/store\/category\/cat_communication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Category: Communication' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();

  // An unpublished app: its owner creates it and uploads a version.
  await store.as('developer', '/store/developer/blocklets');
  const name = `unpublished-${Date.now().toString(36)}`;
  const did = await store.createApp(name);
  await store.uploadVersion(name, '1.0.0', '# Not yet\n\nComing soon.');
  // Its public page is not found; the owner is offered the preview there, and in My apps.
  await page.goto(`/store/blocklets/${did}`);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Preview version 1.0.0' })).toBeVisible();
  await page.goto('/store/developer/blocklets');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/store/blocklets/${did}/1\\.0\\.0$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You are looking at version 1.0.0, which is not published.')).toBeVisible();
  // A version that was never published offers no Launch (and nothing to buy).
  await expect(page.getByRole('link', { name: 'Launch' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Purchase/ })).toHaveCount(0);
  await store.axe('owner preview');

  // A visitor: not found, no preview.
  await store.as('guest', `/store/blocklets/${did}`);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /^Preview version/ })).toHaveCount(0);

  // Chinese at 375 px.
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '该应用不存在或尚未发布。' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回商店' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 900 });
  await store.axe('not found zh 375');
  await saveScreenshot(page, 'store-app-not-found-zh');
  await page.goto('/store/category/cat_nope');
  await expect(page.getByRole('heading', { level: 1, name: '该分类不存在。' })).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, 'store-category-not-found-zh');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).click();
});
