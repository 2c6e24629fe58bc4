// Visitor pages and who may do what: a readme's raw HTML and javascript: link run nothing; a paid
// app is bought through this project's checkout; an unknown /store path goes to /store; a customer
// without a developer passport cannot publish; /store/join exists only under permissionMode
// staking, where joining and publishing stake ABT from the wallet (refused above its balance with
// the reason shown, the balance debited by exactly the stake); access tokens show their secret
// once. Screenshots of list, detail, developer and console pages at 375 and 1280 px, light and
// dark, English and Chinese, with axe on each.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { Store } from '../models/Store';

const PROBE = '/store/blocklets/z2qaStoreApp0007XXXXXXXXXXXXXXXXXXX';
const STAKED_APP = 'staked-app';
const STAKED_DID = 'zNKtsqjv3Nb1nct7C4v2ZPXQfJUnMVMQiUne'; // exampleAppDid(2001), adapters/store/example-did.ts
const ONE_ABT = '1000000000000000000';

test('safe readme, purchase through the checkout, unknown paths, passport and staking rules, tokens', async ({ page }) => {
  test.setTimeout(150_000);
  const store = new Store(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await store.as('customer', PROBE);
  await expect(page.getByRole('heading', { name: 'Probe', exact: true })).toBeVisible({ timeout: 20_000 });
  // Raw HTML is not interpreted and the javascript: link has no address.
  await expect(page.locator('.store-readme img[src="x"], .store-readme script')).toHaveCount(0);
  await expect(page.locator('.store-readme a[href^="javascript"]')).toHaveCount(0);
  await expect(page.locator('.store-readme').getByText('Click me')).toBeVisible();
  await page.locator('.store-readme').getByText('Click me').click();
  expect(await page.evaluate(() => (window as { __readmeProbe?: unknown }).__readmeProbe)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // A paid app: Purchase creates a checkout session and opens this project's checkout.
  await page.getByRole('button', { name: /^Purchase for \d+ ABT$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/cs_store_/);
  await expect(page.getByText('Readme Safety Probe').first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/store/no/such/page');
  await expect(page).toHaveURL(/\/store$/);

  // The status pages (docs/reference/store-shell.md §5.10: used on detail-page load errors): 400 a malformed version,
  // 404 an unknown app — both say the app does not exist or is not published —,
  // 500 a failing server with Retry that loads the app once the server is back.
  await page.goto(`${PROBE}/not-a-version`);
  await expect(page.getByTestId('status-400').getByRole('heading', { name: 'This app does not exist or is not published.' })).toBeVisible({ timeout: 20_000 });
  await store.axe('status 400');
  await page.goto('/store/blocklets/zNoSuchAppXXXXXXXXXXXXXXXXXXXXXXXXX');
  await expect(page.getByTestId('status-404').getByRole('heading', { name: 'This app does not exist or is not published.' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => window.__sandbox!.faults.set('store.detail', { kind: 'error500' }));
  await page.goto(PROBE);
  const failed = page.getByTestId('status-500');
  await expect(failed.getByRole('heading', { name: 'Sorry, something went wrong.' })).toBeVisible({ timeout: 20_000 });
  await store.axe('status 500');
  await page.evaluate(() => window.__sandbox!.faults.clear('store.detail'));
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Probe', exact: true })).toBeVisible({ timeout: 20_000 });

  // A customer has no developer passport: developer required, no publishing.
  await store.as('customer', '/store/developer/blocklets');
  await expect(page.getByRole('heading', { name: 'Developer required' })).toBeVisible();
  await store.axe('developer required');
  await page.goto('/store/join');
  await expect(page).toHaveURL(/\/store$/);
  // Under staking mode /store/join exists, and staking (the wallet) makes the customer a developer.
  // The sandbox page's App store panel switches the mode.
  await page.goto('/sandbox');
  const preferences = page.getByRole('region', { name: 'App store' });
  await preferences.getByRole('radio', { name: 'By staking' }).check();
  await expect(preferences).toContainText('Anyone joins by staking 1 ABT through the wallet');
  await expect.poll(() => page.evaluate(() => window.__sandbox!.storePreferences.get().permissionMode)).toBe('staking');
  await store.axe('sandbox store preferences');
  await page.goto('/store/developer/blocklets');
  await expect(page.getByRole('heading', { name: 'Developer required' })).toBeVisible();
  await page.getByRole('link', { name: 'Become a developer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Become a Certified Developer/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the store terms for developers' }).check();
  await page.getByRole('button', { name: 'Stake and join' }).click();
  await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending()?.action ?? null)).toBe('stake-and-join');
  // The wallet shows the passport stake, and approving locks exactly that from the customer's balance.
  expect(await page.evaluate(() => window.__sandbox!.wallet.pending()?.amount)).toBe(ONE_ABT);
  const before = BigInt((await page.evaluate(() => window.__sandbox!.snapshot().wallet?.balances.pc_abt)) ?? '0');
  await page.evaluate(() => window.__sandbox!.wallet.approve());
  await expect(page.getByRole('status').filter({ hasText: 'already a developer' })).toBeVisible({ timeout: 15_000 });
  expect(BigInt((await page.evaluate(() => window.__sandbox!.snapshot().wallet?.balances.pc_abt)) ?? '0')).toBe(before - BigInt(ONE_ABT));

  // Access tokens: a required name, the secret once, masked afterwards, revoke after confirming.
  await page.goto('/store/developer/access-tokens');
  await page.getByRole('button', { name: 'Create token' }).click();
  const create = page.getByRole('dialog', { name: 'Create token' });
  await create.getByRole('button', { name: 'Create token' }).click();
  await expect(create.getByText('Access token name is required')).toBeVisible();
  await create.getByRole('textbox', { name: 'Access Token Name' }).fill('CI');
  await create.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Create Success' });
  const secret = (await shown.getByLabel('Secret').textContent()) ?? '';
  expect(secret).toMatch(/^0x\w{64}$/);
  await store.axe('token shown once');
  await expect(shown.getByRole('button', { name: 'Done' })).toBeDisabled();
  await shown.getByRole('checkbox', { name: 'I have copied and saved the Access Token' }).check();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: `${secret.slice(0, 4)}......${secret.slice(-4)}` })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke CI' }).click();
  await page.getByRole('dialog', { name: 'Revoke CI?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('You have no access tokens.')).toBeVisible();

  // Still under staking mode: publishing stakes 1 ABT from the developer's wallet. An approved app
  // (made by script; the admin acts through the sandbox's act-as header) and an empty wallet.
  await store.as('developer', '/store/developer/blocklets');
  await page.evaluate(async ({ did, name }) => {
    const call = (method: string, path: string, body: unknown, actAs?: string) =>
      fetch(`/store/api${path}`, { method, headers: { 'content-type': 'application/json', ...(actAs ? { 'x-sandbox-act-as': actAs } : {}) }, body: JSON.stringify(body) });
    await call('POST', '/developer/blocklets', { name, remark: '', permission: 'Public', did });
    await call('POST', '/blocklets/upload', { did, version: '1.0.0', changeLog: 'First', readme: '# Staked', bundleSize: 10 });
    await call('PUT', `/developer/blocklets/${did}/request-review`, { version: '1.0.0' });
    await call('PUT', `/console/blocklets/${did}/review`, { version: '1.0.0', action: 'IN_REVIEW' }, 'admin');
    await call('PUT', `/console/blocklets/${did}/review`, { version: '1.0.0', action: 'APPROVED', category: 'cat_ai', content: 'Fine' }, 'admin');
    const sandbox = window.__sandbox!;
    sandbox.wallet.setBalance(sandbox.currentIdentity().user!.did, 'pc_abt', '0');
  }, { did: STAKED_DID, name: STAKED_APP });
  await page.reload();
  await store.openReview(STAKED_APP);
  await store.expectStatus('Approved');
  const panel = store.reviewPanel();
  await expect(panel.getByText('This store asks for a stake to publish: 1 ABT is locked from your DID wallet when this app is first published.')).toBeVisible();
  await store.act('Publish');
  // The wallet shows the stake it locks, then refuses it: the app stays approved and the page says why.
  await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending()?.amount ?? null)).toBe(ONE_ABT);
  await store.approveWallet('free-publish-blocklet');
  await expect(panel.getByRole('alert')).toContainText('Under staking mode publishing stakes 1 ABT from your DID wallet. The wallet refused: Insufficient balance');
  await store.expectStatus('Approved');
  await store.axe('publish stake refused');
  // With 3 ABT the same signature publishes and locks exactly the stake.
  await page.evaluate(() => window.__sandbox!.wallet.setBalance(window.__sandbox!.currentIdentity().user!.did, 'pc_abt', '3000000000000000000'));
  await store.act('Publish');
  await store.approveWallet('free-publish-blocklet');
  await store.expectStatus('Published');
  expect(await page.evaluate(() => window.__sandbox!.snapshot().wallet?.balances.pc_abt)).toBe('2000000000000000000');
});

test('store pages at 375 and 1280 px, light and dark, English and Chinese, with no axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  const store = new Store(page);
  const pages: [string, 'guest' | 'developer' | 'admin', string, string][] = [
    ['store-list', 'guest', '/store', 'App Store'],
    ['store-detail', 'guest', PROBE, 'Readme Safety Probe'],
    ['store-developer', 'developer', '/store/developer/blocklets', 'My apps'],
    ['store-console', 'admin', '/store/console/blocklets?state=PENDING_REVIEW', 'Review queue'],
  ];
  for (const [name, identity, path, heading] of pages) {
    await store.as(identity, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    // The shell's cookie banner would cover the page in every screenshot.
    const consent = page.getByRole('button', { name: 'I Understand' });
    if (await consent.isVisible()) await consent.click();
    for (const [width, scheme] of [[1280, 'light'], [375, 'dark'], [1280, 'dark'], [375, 'light']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      if ((width === 1280 && scheme === 'light') || (width === 375 && scheme === 'dark')) await store.axe(`${name} ${width} ${scheme}`);
      await saveScreenshot(page, name);
    }
  }
  // Chinese: the console, the list and the developer's create-app dialog.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '审核队列' })).toBeVisible();
  await saveScreenshot(page, 'store-console-zh');
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: '应用商店' })).toBeVisible();
  await store.axe('list zh');
  await saveScreenshot(page, 'store-list-zh');
  // The developer's create-app dialog in Chinese, with a key pair made in the browser (375 px).
  await page.setViewportSize({ width: 375, height: 900 });
  await store.as('developer', '/store/developer/blocklets');
  await expect(page.getByRole('heading', { level: 1, name: '我的应用' })).toBeVisible();
  await page.getByRole('button', { name: '创建应用' }).click();
  const dialog = page.getByRole('dialog', { name: '创建应用' });
  await dialog.getByRole('button', { name: '生成密钥对' }).click();
  // The generator's code loads on this first use: allow a loaded machine time.
  await expect(dialog.getByRole('checkbox', { name: '我已保存私钥' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('textbox', { name: '应用 DID' })).toHaveValue(/^z\w+$/);
  await store.axe('create app zh');
  await saveScreenshot(page, 'store-create-app-zh');
});
