// The app store's remaining pages as one journey: an app's Reviews tab (average, distribution,
// pages in the URL, a customer writes and edits a review), the CLI and Studio connect pages
// (invalid link → Invalid Session with #invalid; DID Connect through the sandbox wallet, approved
// and declined), and the console's categories (create with the name rules, rename, reorder,
// delete saying what happens to its apps; cards without sideways scrolling at 375 px) and developers (block with confirmation, unblock).
// Axe on every state reached; screenshots at 375 and 1280 px, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { Store } from '../models/Store';

const MANY_REVIEWS = '/store/blocklets/z2qaStoreApp0005XXXXXXXXXXXXXXXXXXX'; // Clever Cart: 23 seeded reviews
const CONNECT_URL = encodeURIComponent('https://cli.example.com/connect?__token__=abc123');

/** The four screenshots of a page (axe at the two extremes), then back to the desktop light view. */
async function shoot(page: Page, store: Store, name: string) {
  for (const [width, scheme] of [[1280, 'light'], [375, 'dark'], [1280, 'dark'], [375, 'light']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(100);
    if ((width === 1280 && scheme === 'light') || (width === 375 && scheme === 'dark')) await store.axe(`${name} ${width} ${scheme}`);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('reviews, CLI and Studio connect, categories and developers', async ({ page }) => {
  // ≈ 2.5 min on an idle machine; allow a loaded 2-core CI more.
  test.setTimeout(300_000);
  const store = new Store(page);

  // ── Reviews tab: the summary counts every review; the list pages 5 at a time, the page in the URL.
  await store.as('guest', `${MANY_REVIEWS}?tab=reviews`);
  const summary = page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('23 reviews')).toBeVisible();
  const bars = page.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
  await expect(bars).toHaveCount(5);
  const counted = (await bars.evaluateAll((items) => items.map((i) => Number(/: (\d+) reviews/.exec(i.getAttribute('aria-label') ?? '')?.[1])))).reduce((a, b) => a + b, 0);
  expect(counted).toBe(23);
  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('article');
  await expect(reviews).toHaveCount(5);
  const firstOnPage1 = await reviews.first().getAttribute('aria-label');
  await page.getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/tab=reviews&reviews=2/);
  await expect(reviews.first()).not.toHaveAttribute('aria-label', firstOnPage1 ?? '');
  await expect(page.getByRole('button', { name: 'Log in to write a review' })).toBeVisible();
  await shoot(page, store, 'store-reviews');

  // A customer writes a review (the rating is required), then sees it as theirs and can edit it.
  await store.as('customer', `${MANY_REVIEWS}?tab=reviews`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars');
  await store.axe('review form refused');
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('textbox', { name: 'Your review (optional)' }).fill('Quick to set up; the reports could be clearer.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(page.getByText('24 reviews')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews' }).getByText('Quick to set up; the reports could be clearer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await store.axe('review posted');

  // ── Connect pages: a link without a token is an invalid session.
  await store.as('developer', '/store/connect-cli');
  await expect(page.getByRole('heading', { name: 'Invalid Session' })).toBeVisible();
  await expect(page).toHaveURL(/#invalid$/);
  await store.axe('connect invalid');
  await page.goto(`/store/connect-cli?__connect_url__=${CONNECT_URL}&source=Blocklet%20CLI`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect the Blocklet CLI' })).toBeVisible();
  await expect(page.getByText('give Blocklet CLI an access token')).toBeVisible();
  await shoot(page, store, 'store-connect-cli');
  await page.getByRole('button', { name: 'Connect with DID Wallet' }).click();
  await store.approveWallet('connect-cli');
  await expect(page.getByRole('status').filter({ hasText: 'Connected. You can close this page.' })).toBeVisible({ timeout: 15_000 });
  await store.axe('connect cli done');
  // The CLI got an access token.
  await page.goto('/store/developer/access-tokens');
  await expect(page.getByRole('cell', { name: 'generated-from-connect', exact: true })).toBeVisible();

  await page.goto(`/store/connect-studio?__connect_url__=${CONNECT_URL}&monikers=my-site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect Blocklet Studio' })).toBeVisible();
  await expect(page.getByText('This store accepts developers by invitation.')).toBeVisible();
  await page.getByRole('button', { name: 'Connect with DID Wallet' }).click();
  await expect.poll(() => page.evaluate(() => window.__sandbox!.wallet.pending()?.action ?? null)).toBe('connect-studio');
  await page.evaluate(() => window.__sandbox!.wallet.decline());
  await expect(page.getByRole('alert').filter({ hasText: 'The wallet declined the request.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect with DID Wallet' })).toBeEnabled();
  await store.axe('connect studio declined');

  // ── Categories: create (both names required), rename, reorder, delete saying what happens to its apps.
  await store.as('admin', '/store/console/categories');
  const table = page.getByRole('table', { name: 'Categories' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Create category' }).click();
  const editor = page.getByRole('dialog', { name: 'Create category' });
  await editor.getByRole('textbox', { name: 'English name' }).fill('Travel');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Name is required')).toBeVisible();
  await store.axe('category name required');
  await editor.getByRole('textbox', { name: 'Chinese name' }).fill('旅行');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(table.getByRole('row').last()).toContainText('Travel');
  // A taken name (any case) is marked at its field while typing; the dialog stays open with both names.
  await page.getByRole('button', { name: 'Create category' }).click();
  await editor.getByRole('textbox', { name: 'English name' }).fill('travel');
  await editor.getByRole('textbox', { name: 'Chinese name' }).fill('旅游');
  await expect(editor.getByText('Another category already has this name')).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Chinese name' })).toHaveValue('旅游');
  await shoot(page, store, 'store-category-taken');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await table.getByRole('button', { name: 'Rename Travel' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'English name' }).fill('Travel & Maps');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row').last()).toContainText('Travel & Maps');
  await table.getByRole('button', { name: 'Move Travel & Maps up' }).click();
  await expect(table.getByRole('row').nth(-2)).toContainText('Travel & Maps');
  await table.getByRole('button', { name: 'Delete AI' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete AI?' });
  await expect(remove).toContainText(/\d+ apps in this category will have no category/);
  await store.axe('category delete confirmation');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('cell', { name: 'AI', exact: true })).toHaveCount(0);
  // At 375 px the categories are cards, not a table that scrolls sideways; their buttons work there too.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(table).toBeHidden();
  const cards = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    scrollers: [...document.querySelectorAll('body *')].filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)).length,
  }));
  expect(overflow).toEqual({ page: 375, scrollers: 0 });
  // (AI, after which it was moved, is gone: Travel & Maps is last again.)
  await cards.last().getByRole('button', { name: 'Move Travel & Maps up' }).click();
  await expect(cards.nth(-2)).toContainText('Travel & Maps');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, store, 'store-console-categories');

  // ── Developers: block after a confirmation that says what it stops, then unblock.
  await page.goto('/store/console/developers');
  const devs = page.getByRole('table', { name: 'Developers' });
  await devs.getByRole('button', { name: 'Block Frank Builder' }).click();
  const block = page.getByRole('dialog', { name: 'Block Frank Builder?' });
  await expect(block).toContainText('cannot upload, publish or use access tokens');
  await store.axe('developer block confirmation');
  await block.getByRole('button', { name: 'Block' }).click();
  const frank = devs.getByRole('row', { name: /Frank Builder/ });
  await expect(frank).toContainText('Blocked');
  await shoot(page, store, 'store-console-developers');
  await devs.getByRole('button', { name: 'Unblock Frank Builder' }).click();
  await expect(frank).toContainText('Active');
  await store.axe('developer unblocked');
});
