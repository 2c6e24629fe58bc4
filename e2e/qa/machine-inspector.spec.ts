// The sandbox's live machine inspector (docs/qa.md): while paying through a checkout, the panel in
// the header shows each machine of the page with its current state and last events.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CheckoutPage } from '../models/CheckoutPage';
import { expectNoAxeViolations } from '../support/axe';

const ONE_TIME = '/checkout/pay/cs_sbx_one_time';

const panel = (page: Page) => page.getByRole('region', { name: 'Machines on this page' });
const machine = (page: Page, id: string) => panel(page).locator(`article[data-machine="${id}"]`).first();

test('the inspector follows the session and submission machines through a wallet payment', async ({ page }) => {
  test.setTimeout(90_000);
  const checkout = new CheckoutPage(page);
  await checkout.openForm(ONE_TIME, 'customer');
  await checkout.chooseCurrency('TBA');

  const toggle = page.getByRole('banner').getByRole('button', { name: /^Machine inspector/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const session = machine(page, 'checkoutSession');
  await expect(session.getByTestId('inspector-state')).toContainText('ready');
  await expect(session.getByTestId('inspector-events')).toContainText('xstate.done.actor.loadSession');
  await session.getByText('Context').click();
  await expect(session.locator('pre')).toContainText('"id": "cs_sbx_one_time"');
  await expectNoAxeViolations(page, 'inspector open on the form');

  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  // The dialog is modal: the panel behind it still tells where the submission is.
  const submit = machine(page, 'checkoutSubmit');
  await expect(submit.getByTestId('inspector-state')).toHaveText('walletConnect');
  await expect(submit.getByTestId('inspector-events')).toContainText('user.submit');
  await page.screenshot({ path: 'test-results/screenshots/qa-inspector-wallet-1280-light.png' });

  // The signed-in shell's cookie notice can sit over the sandbox wallet's dock.
  const consent = page.getByRole('button', { name: 'I Understand' });
  if (await consent.isVisible()) await consent.click();
  // Alice holds 1 TBA: test tokens from the wallet's faucet first, or the wallet refuses the 5 TBA.
  await checkout.getTestTokens('TBA');
  // The sandbox wallet's Approve (in the dialog or its dock), without a short click time-out:
  // on a busy machine the click can take seconds to settle while the page moves to the thanks.
  await page.getByRole('region', { name: 'Sandbox wallet' }).getByRole('button', { name: 'Approve' }).filter({ visible: true }).first().click();
  await checkout.expectSuccess('Thanks for your purchase', 'View invoice');
  // The page learns of the payment from whichever machine hears first: the session machine (its
  // own completion watch) may end the page before the submission's completion child
  // does, which then shows as stopped in its last state. Either way the panel tells the story.
  await expect(machine(page, 'checkoutSession').getByTestId('inspector-state')).toHaveText('completed');
  await expect(submit.getByTestId('inspector-state')).toHaveText(/^(paying|paid)$/);
  await expect(submit.getByTestId('inspector-events')).toContainText('xstate.done.actor.walletConnect');
  // The completion child the submission invoked is listed as its child.
  await expect(machine(page, 'checkoutCompletion')).toContainText('completion in checkoutSubmit');
  await expectNoAxeViolations(page, 'inspector open after paying');
  await page.screenshot({ path: 'test-results/screenshots/qa-inspector-paid-1280-light.png' });

  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
});

/** Zero axe violations inside the panel (the page behind a modal is the dialog's business). */
async function expectNoAxeViolationsInPanel(page: Page, context: string) {
  const results = await new AxeBuilder({ page }).include('#machine-inspector').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe in the panel ${context}`).toEqual([]);
}

/** The element a click at the centre of `target` would hit lies inside it: nothing covers it. */
const hitsItself = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && el.contains(hit));
  });

test('with a payment dialog open, the inspector stays on top and usable, lists accepted events and saves a path that qa walk replays', async ({ page }) => {
  test.setTimeout(120_000);
  const checkout = new CheckoutPage(page);
  await checkout.openForm(ONE_TIME, 'customer');
  await checkout.chooseCurrency('TBA');
  await page.getByRole('banner').getByRole('button', { name: /^Machine inspector/ }).click();
  // The app shell's route progress is one of the page's machines, with what it waits for.
  const progress = machine(page, 'routeProgress');
  await expect(progress.getByTestId('inspector-state')).toHaveText('idle');
  await expect(progress.getByRole('list', { name: 'Events it accepts now' }).getByRole('listitem')).toHaveText(['router.pending']);

  await checkout.submit();
  await checkout.expectWalletDialog('Pay');
  const dialog = page.getByRole('dialog', { name: 'Pay with your wallet' });
  const submit = machine(page, 'checkoutSubmit');
  await expect(submit.getByTestId('inspector-state')).toHaveText('walletConnect');
  await expect(submit.getByRole('list', { name: 'Events it accepts now' })).toContainText('user.cancel');
  // Above the dialog and its overlay: the panel and its toggle are what a click there reaches.
  expect(await hitsItself(panel(page).getByRole('heading', { name: 'Machines on this page' }))).toBe(true);
  expect(await hitsItself(page.getByRole('banner').getByRole('button', { name: /^Machine inspector/ }))).toBe(true);
  const save = submit.getByRole('button', { name: 'Save as path: checkoutSubmit' });
  expect(await hitsItself(save)).toBe(true);
  // The dialog's focus trap does not take Tab away from the panel, and its scroll lock does not
  // stop the panel's list from scrolling under the wheel.
  await save.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(panel(page).locator(':focus')).toHaveCount(1);
  const scrolled = () => panel(page).evaluate((el) => el.scrollTop);
  expect(await panel(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const before = await scrolled();
  await panel(page).hover();
  await page.mouse.wheel(0, 300);
  await expect.poll(scrolled).toBeGreaterThan(before);
  // Closed, it opens again from inside the dialog by keyboard, with the focus on its title.
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Alt+Shift+M');
  await expect(panel(page).getByRole('heading', { name: 'Machines on this page' })).toBeFocused();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsInPanel(page, 'over the wallet dialog, light');
  await page.screenshot({ path: 'test-results/screenshots/qa-inspector-over-dialog-1280-light.png' });

  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  // Clicking in the panel leaves the dialog open.
  await expect(dialog).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^checkout-submit-.*\.path\.json$/);
  const file = test.info().outputPath('saved.path.json');
  await download.saveAs(file);
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  expect(saved).toMatchObject({ machine: 'checkout-submit', machineId: 'checkoutSubmit', paths: [{ target: 'walletConnect' }] });
  expect(saved.input).not.toBeNull();
  expect(saved.paths[0].steps.map((step: { event: { type: string } }) => step.event.type)).toContain('user.submit');
  // The QA command replays the saved file on the machine, state by state.
  const replay = spawnSync('node', ['scripts/qa.mjs', 'walk', file], { cwd: fileURLToPath(new URL('../../', import.meta.url)), encoding: 'utf8' });
  expect(replay.stdout, replay.stderr).toContain('Every step reached the state the file says.');
  expect(replay.status).toBe(0);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolationsInPanel(page, 'over the wallet dialog, dark');
  await page.screenshot({ path: 'test-results/screenshots/qa-inspector-over-dialog-1280-dark.png' });
  await page.emulateMedia({ colorScheme: 'light' });

  // In Chinese (the panel stays open across the reload, for this tab).
  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  await page.reload();
  const zhPanel = page.getByRole('region', { name: '本页的状态机' });
  await expect(zhPanel.locator('article[data-machine="routeProgress"]').getByRole('list', { name: '当前接受的事件' })).toContainText('router.pending');
  await expect(zhPanel.getByRole('button', { name: '保存为路径：routeProgress' })).toBeVisible();
  await expectNoAxeViolationsInPanel(page, 'in Chinese');
});
