// The app store's review journey through the real UI, switching identities as the path needs:
// a developer creates (the app DID from a key pair made in the browser), uploads and requests
// review; an admin starts, comments; the developer replies; the admin approves; the developer publishes; a visitor finds the app by search and by
// category and opens its detail; the admin acting from elsewhere refreshes the developer's panel.
// Every path to a final state (reject, cancel from pending, in review and approved, publish) is
// walked by the generated review-path walk, e2e/store-paths/review-paths.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { Store } from '../models/Store';

/** No sideways scrolling: the page is no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Every state chip reads in full (nothing cut off or ellipsed). */
async function expectChipsInFull(page: Page) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-root')]
      .filter((chip) => (chip as HTMLElement).offsetParent !== null)
      .filter((chip) => chip.scrollWidth > chip.clientWidth + 1 || chip.getBoundingClientRect().right > window.innerWidth)
      .map((chip) => chip.textContent),
  );
  expect(cut).toEqual([]);
}

const APP = 'e-journey-app';

test('a new app goes from draft to published, and a visitor finds it', async ({ page }) => {
  // ≈ 1.5 min on an idle machine; a loaded 2-core CI stretches it past 3.
  test.setTimeout(240_000);
  const store = new Store(page);

  await store.as('developer', '/store/developer/blocklets');
  const did = await store.createApp(APP);
  await store.uploadVersion(APP, '1.0.0', '# Journey\n\nAn app made by the review journey.');
  await store.openReview(APP);
  await store.expectStatus('Draft Version');
  await store.expectActions(['Request Review']);
  await store.axe('developer draft');
  await store.act('Request Review');
  await store.expectStatus('Pending');
  await store.expectActions(['Comment', 'Cancel Review']);

  await store.as('admin', '/store/console/blocklets?state=PENDING_REVIEW');
  await store.openReview(APP);
  await store.expectActions(['Review', 'Comment']);
  await store.act('Review');
  await store.expectStatus('In Review');
  await store.act('Comment', { message: 'Please add screenshots.' });
  await store.expectHistory('Please add screenshots.');
  await store.axe('admin in review');

  await store.as('developer', '/store/developer/blocklets');
  await store.openReview(APP);
  await store.expectStatus('In Review');
  await store.act('Comment', { message: 'Screenshots added.' });
  await store.expectHistory('Screenshots added.');

  await store.as('admin', '/store/console/blocklets');
  await store.openReview(APP);
  // Approve needs a message and a category; without a category the machine refuses, no call.
  await store.act('Approve', { message: 'Looks good.' });
  await expect(store.reviewPanel().getByRole('alert')).toHaveText('The category is required');
  await store.expectStatus('In Review');
  await store.act('Approve', { message: 'Looks good.', category: 'AI' });
  await store.expectStatus('Approved');

  await store.as('developer', '/store/developer/blocklets');
  await store.openReview(APP);
  await store.expectActions(['Comment', 'Cancel Review', 'Publish']);
  // Publishing is a DID Connect round: nothing changes until the wallet signs.
  await store.act('Publish');
  await store.approveWallet('free-publish-blocklet');
  await store.expectStatus('Published');
  await store.expectHistory('🚀 Published');

  await store.as('guest', '/store');
  await store.search(APP);
  await expect(store.card(APP)).toBeVisible();
  await store.axe('search result');
  await page.goto('/store/category/cat_ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Category: AI' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search apps' }).fill('journey');
  // The list follows the box after a pause, keeping the category.
  await expect(page).toHaveURL(/\/store\/search\?keyword=journey&category=cat_ai/);
  await expect(page.getByRole('status').filter({ hasText: 'apps' })).toHaveText('1 apps');
  await expect(store.card(APP)).toBeVisible();
  await store.card(APP).getByRole('link', { name: APP }).click();
  await expect(page.getByRole('heading', { level: 1, name: APP })).toBeVisible();
  // The app lives at the DID of the key pair made when it was created.
  await expect(page).toHaveURL(new RegExp(`/store/blocklets/${did}`));
  await expect(page.getByRole('heading', { name: 'Journey', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Launch' }).or(page.getByRole('link', { name: 'Launch' }))).toBeVisible();
  await store.axe('detail');
});

test('the other side’s action refreshes the screen', async ({ page }) => {
  test.setTimeout(180_000);
  const store = new Store(page);

  // Draft → request → (admin) start → reject: REJECTED, no way to request this version again.
  await store.as('developer', '/store/developer/blocklets');
  await store.openReview('Solid Wiki');
  await store.expectStatus('Draft Version');
  await store.act('Request Review');
  await store.expectStatus('Pending');
  // The admin acts from elsewhere (the sandbox plays the other side): the developer's screen follows.
  const version = await page.evaluate(async () => {
    const list = await (await fetch('/store/api/console/blocklets?filter[reviewStatus][]=PENDING_REVIEW', { headers: { 'x-sandbox-act-as': 'admin' } })).json();
    const app = list.dataList.find((a: { meta: { title: string } }) => a.meta.title === 'Solid Wiki');
    await fetch(`/store/api/console/blocklets/${app.did}/review`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-sandbox-act-as': 'admin' },
      body: JSON.stringify({ version: app.latestVersion.version, action: 'IN_REVIEW' }),
    });
    return app.latestVersion.version as string;
  });
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  await store.expectStatus('In Review');

  await store.axe('in review after the remote action');
});

test('a reviewer’s words are kept, and the console leads with the work to do', async ({ page }) => {
  test.setTimeout(240_000);
  const store = new Store(page);

  // ── The first screen: what awaits a decision (pending, in review), the quick filter on.
  await store.as('admin', '/store/console/blocklets');
  const consent = page.getByRole('button', { name: 'I Understand' });
  if (await consent.isVisible()) await consent.click();
  await expect(page.getByRole('combobox', { name: 'Review state' })).toHaveValue('Pending operation');
  await expect(page.getByRole('button', { name: 'Pending operation' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Review queue' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/pending|in review/i);
  await store.axe('console first screen');
  await saveScreenshot(page, 'review-console-first');

  // ── Every app: 10 a page, the pager a navigation landmark, the page in the address.
  await page.getByRole('button', { name: 'Pending operation' }).click();
  await expect(page).toHaveURL(/state=all/);
  await expect(rows).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Queue pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(10);
  // ── Search by name (and back to page 1).
  await page.getByRole('searchbox', { name: 'Search apps' }).fill('calm press');
  await expect(page).toHaveURL(/q=calm(\+|%20)press/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Calm Press');

  // ── The reviewer's words: Approve and Reject wait for a message; a reason survives "Keep it".
  await store.openReview('Calm Press');
  const panel = store.reviewPanel();
  await expect(panel.getByRole('heading', { name: /^Review of version .+ of Calm Press$/ })).toBeFocused();
  await store.expectStatus('In Review');
  const message = panel.getByRole('textbox', { name: 'Message' });
  for (const name of ['Approve', 'Reject']) await expect(panel.getByRole('button', { name, exact: true })).toBeDisabled();
  await message.fill('   ');
  for (const name of ['Approve', 'Reject']) await expect(panel.getByRole('button', { name, exact: true })).toBeDisabled();
  await message.fill('The screenshots are missing.');
  await panel.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('dialog', { name: 'This cannot be undone' }).getByRole('button', { name: 'Keep it' }).click();
  await expect(message).toHaveValue('The screenshots are missing.');
  await store.expectStatus('In Review');
  await panel.getByRole('button', { name: 'Reject', exact: true }).click();
  await store.confirm('Reject');
  await store.expectStatus('Rejected');
  await store.expectHistory('⛔ Rejected');
  await store.expectHistory('The screenshots are missing.');
  await saveScreenshot(page, 'review-rejected-with-reason');
  // A closed version says so when its review is started through the API.
  const answer = await page.evaluate(async () => {
    const list = await (await fetch('/store/api/console/blocklets?filter[reviewStatus][]=REJECTED&keyword=calm', { headers: { 'x-sandbox-act-as': 'admin' } })).json();
    const app = list.dataList[0];
    const res = await fetch(`/store/api/console/blocklets/${app.did}/review`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-sandbox-act-as': 'admin' },
      body: JSON.stringify({ version: app.latestVersion.version, action: 'IN_REVIEW' }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(answer.status).toBe(400);
  expect(JSON.stringify(answer.body)).toContain('This version is closed');

  // ── Chinese and dark: the history reads in the page's language.
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('list', { name: '审核记录' })).toContainText('⛔ 已拒绝');
  await page.emulateMedia({ colorScheme: 'dark' });
  await store.axe('rejected zh dark');
  await saveScreenshot(page, 'review-rejected-zh');
  await page.getByRole('button', { name: 'English' }).click();
  await page.emulateMedia({ colorScheme: 'light' });

  // ── Phones: the queue and My apps are cards, nothing scrolls sideways, every chip reads in full.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/store/console/blocklets?state=all');
  await expect(page.getByRole('list', { name: 'Review queue' }).getByRole('listitem')).toHaveCount(10);
  await expectNoSidewaysScroll(page, 375);
  await expectChipsInFull(page);
  await store.axe('console 375');
  await saveScreenshot(page, 'review-console');
  await page.getByRole('list', { name: 'Review queue' }).getByRole('button', { name: /^Review / }).first().click();
  await expect(store.reviewPanel()).toBeInViewport();
  await expectNoSidewaysScroll(page, 375);

  await store.as('developer', '/store/developer/blocklets');
  const mine = page.getByRole('list', { name: 'My apps' }).getByRole('listitem');
  await expect(mine.first()).toBeVisible();
  await expectNoSidewaysScroll(page, 375);
  await expectChipsInFull(page);
  // No upload while a version is pending, in review or approved; after a rejection there is one.
  await expect(mine.filter({ hasText: 'Pending' }).first().getByRole('button', { name: /^Upload version/ })).toHaveCount(0);
  await expect(mine.filter({ hasText: 'Rejected' }).first().getByRole('button', { name: /^Upload version/ })).toHaveCount(1);
  await store.axe('my apps 375');
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, 'review-my-apps');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // ── Upload refusals mark the Version field, and keep what was typed.
  const rejected = page.getByRole('row').filter({ hasText: 'Rejected' }).first();
  const title = (await rejected.getByRole('cell').first().innerText()).trim();
  await rejected.getByRole('button', { name: /^Upload version/ }).click();
  const dialog = page.getByRole('dialog', { name: `Upload a version of ${title}` });
  await dialog.getByRole('textbox', { name: 'Version' }).fill('0.0.1');
  await dialog.getByRole('textbox', { name: 'Readme (markdown)' }).fill('# Kept');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Version' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('The version must be greater than');
  await expect(dialog.getByRole('textbox', { name: 'Readme (markdown)' })).toHaveValue('# Kept');
  await store.axe('upload refused');
});
