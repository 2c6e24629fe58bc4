// The sandbox's live machine inspector (docs/qa.md): while paying through a checkout, the panel in
// the header shows each machine of the page with its current state and last events.
import { expect, test, type Page } from '@playwright/test';
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
