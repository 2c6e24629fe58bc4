// The app store's review journey through the real UI, switching identities as the path needs:
// a developer creates (the app DID from a key pair made in the browser), uploads and requests
// review; an admin starts, comments; the developer replies; the admin approves; the developer publishes; a visitor finds the app by search and by
// category and opens its detail; the admin acting from elsewhere refreshes the developer's panel.
// Every path to a final state (reject, cancel from pending, in review and approved, publish) is
// walked by the generated review-path walk, e2e/store-paths/review-paths.spec.ts.
import { expect, test } from '@playwright/test';
import { Store } from '../models/Store';

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
  await store.expectHistory('🚀 Published !');

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
