import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { openApp } from '../support/app';

/** Sandbox identities (adapters/sandbox/catalog/identities.ts). */
export type SandboxIdentity = 'guest' | 'customer' | 'developer' | 'admin' | 'owner';

export interface ContactInput {
  name?: string;
  email?: string;
  phone?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The hosted checkout (/checkout/pay/{cs_… | plink_…}) as the payer sees it. Finds elements by
 * role and accessible name; the only test ids used are for things whose name changes on purpose
 * (the submit button: Pay → Processing) or that have no role (the total row).
 */
export class CheckoutPage {
  readonly main: Locator;
  readonly summary: Locator;
  readonly submitButton: Locator;
  readonly methodGroup: Locator;
  readonly currencyGroup: Locator;
  readonly walletDialog: Locator;
  readonly walletDock: Locator;
  /** PUT …/submit requests seen by the page since open() (the service worker answers them). */
  readonly submits: Request[] = [];

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.summary = this.main.getByRole('region', { name: 'Order Summary' });
    // A button the payer can reach: the form rendered behind the skeleton (inert) is not one yet.
    this.submitButton = this.main.getByTestId('submit-button').and(page.getByRole('button'));
    this.methodGroup = this.main.getByRole('radiogroup', { name: 'Payment method' });
    this.currencyGroup = this.main.getByRole('radiogroup', { name: 'Pay with' });
    this.walletDialog = page.getByTestId('wallet-connect').getByRole('dialog');
    this.walletDock = page.getByTestId('sandbox-dock');
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/checkout-sessions\/[^/]+\/submit$/.test(new URL(request.url()).pathname)) this.submits.push(request);
    });
  }

  /**
   * Opens a checkout path as a sandbox identity (the scenario's). Switching identity reloads, so
   * the page starts as that payer. Does not wait for the form: expired/empty/error screens too.
   */
  async open(path: string, identity: SandboxIdentity = 'customer') {
    await openApp(this.page, path);
    const current = await this.page.evaluate(() => window.__sandbox!.identity());
    if (current !== identity) {
      await this.page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
      await this.page.reload();
      await expect(this.page.getByRole('banner')).toBeVisible();
    }
  }

  /** Opens and waits until the form can be submitted. */
  async openForm(path: string, identity: SandboxIdentity = 'customer') {
    await this.open(path, identity);
    await this.expectReady();
  }

  async expectReady() {
    await expect(this.submitButton).toBeEnabled();
  }

  field(label: 'Name' | 'Email' | 'Phone' | string) {
    return this.main.getByRole('textbox', { name: label, exact: true });
  }

  async fillContact({ name, email, phone }: ContactInput) {
    if (name !== undefined) await this.field('Name').fill(name);
    if (email !== undefined) await this.field('Email').fill(email);
    if (phone !== undefined) await this.field('Phone').fill(phone);
  }

  /**
   * A logged-in payer's saved contact is in the form (it loads after the form shows; Pay pressed
   * before it arrives submits empty fields).
   */
  async expectContactLoaded() {
    await expect(this.field('Email')).not.toHaveValue('');
  }

  /** A payment method card by its name ('ArcBlock', 'Card'). */
  method(name: string) {
    return this.methodGroup.getByRole('radio', { name: new RegExp(`^${escape(name)}\\b`) });
  }

  async chooseMethod(name: string) {
    await this.method(name).click();
    await expect(this.method(name)).toBeChecked();
  }

  /** A currency card by its symbol ('ABT', 'TBA', 'USD'). */
  currency(symbol: string) {
    return this.currencyGroup.getByRole('radio', { name: new RegExp(`^${escape(symbol)}\\b`) });
  }

  async chooseCurrency(symbol: string) {
    await this.currency(symbol).click();
    await expect(this.currency(symbol)).toBeChecked();
  }

  /** The submit button by its visible label: 'Pay', 'Subscribe', 'Connect and Pay'. */
  button(label: string) {
    return this.main.getByRole('button', { name: label, exact: true });
  }

  async submit() {
    await this.expectReady();
    await this.submitButton.click();
  }

  async expectWalletDialog(action = 'Pay') {
    await expect(this.page.getByRole('dialog', { name: `${action} with your wallet` })).toBeVisible();
  }

  /**
   * Presses a button of the wallet request's panel: inside the wallet dialog when it shows it,
   * else the dock (which can show for a moment before the dialog takes the request over).
   */
  private async pressWallet(name: 'Approve' | 'Decline') {
    const inDialog = this.walletDialog.getByRole('region', { name: 'Sandbox wallet' });
    // A press can land while its click is still settling (the page moves on to paid, the panel
    // goes away) and then report a time-out: once a visible button was pressed, a request that
    // is gone from both panels counts as pressed, so the retry never waits for a button that left.
    let pressed = false;
    await expect(async () => {
      const panel = (await inDialog.isVisible()) ? inDialog : this.walletDock;
      const button = panel.getByRole('button', { name });
      const visible = await button.isVisible();
      if (pressed && !visible) return;
      if (visible) pressed = true;
      await button.click({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }

  async approveWallet() {
    await this.pressWallet('Approve');
  }

  /**
   * The sandbox wallet's faucet (docs/sandbox-api.md): "Get 100 TBA test tokens" in the wallet panel of the
   * pending request (the dialog's, else the dock's), until the panel no longer says the balance is
   * short. A wallet that holds less than the request refuses the approval, as a real one does.
   */
  async getTestTokens(symbol = 'TBA') {
    const inDialog = this.walletDialog.getByRole('region', { name: 'Sandbox wallet' });
    // As in pressWallet: the dock can show the request for a moment before the dialog takes it
    // over, and on a busy machine a click can report a time-out although it landed. A panel's
    // missing "short" line is not proof on its own (the dock may have handed the request to the
    // dialog between the two looks, and CI once approved 5 TBA from 1 TBA that way): the wallet
    // counts as funded when the visible panel says nothing is short AND the sandbox's wallet
    // holds the request's amount.
    const funded = () =>
      this.page.evaluate(() => {
        const snapshot = window.__sandbox!.snapshot();
        const request = snapshot.pendingWallet;
        if (!request?.amount || !request.currencyId) return false;
        return BigInt(snapshot.wallet?.balances[request.currencyId] ?? '0') >= BigInt(request.amount);
      });
    await expect(async () => {
      const panel = (await inDialog.isVisible()) ? inDialog : this.walletDock;
      await expect(panel.getByTestId('sandbox-wallet-amount')).toBeVisible({ timeout: 1000 });
      const short = panel.getByTestId('sandbox-wallet-short');
      if ((await short.count()) === 0) {
        if (await funded()) return;
        throw new Error('the panel changed before it said whether the balance is short');
      }
      // A short click limit: when the dialog takes the request over, the dock's button goes away
      // and the click would wait out its whole limit (3 s per walk) before the loop looks again.
      await panel.getByRole('button', { name: `Get 100 ${symbol} test tokens` }).click({ timeout: 1000 });
      await expect(short).toHaveCount(0, { timeout: 3000 });
      expect(await funded(), 'the faucet funded the wallet').toBe(true);
    }).toPass({ timeout: 20_000 });
  }

  async declineWallet() {
    await this.pressWallet('Decline');
  }

  /** Any dialog by its title ('Confirm Payment', 'Insufficient Credit' …). */
  dialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The success view: its heading, and (unless told otherwise) the View invoice link. */
  async expectSuccess(heading: string | RegExp = 'Thanks for your purchase', link: string | null = 'View invoice') {
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
    if (link) await expect(this.main.getByRole('link', { name: link })).toBeVisible();
  }

  /** A toast (Mantine notification, role alert) containing the text. */
  toast(text: string | RegExp) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toast(text).first()).toBeVisible();
  }

  /** The summary's Total row. */
  get totalRow() {
    return this.summary.getByTestId('total-row');
  }

  /** The amount the Total row shows, e.g. '5 ABT'. */
  async total() {
    const text = (await this.totalRow.locator('p').nth(1).innerText()).trim();
    return text;
  }

  /** A summary row's value by its label ('Stake (refundable deposit)', 'Payment Required'). */
  summaryRow(label: string) {
    return this.summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  }

  /** The submission step the page shows (data-step: form, fastPay, walletConnect, card, paying, timedOut …). */
  get step() {
    return this.page.getByTestId('checkout-for-payer');
  }

  async expectStep(step: string, message?: string) {
    await expect(this.step, message).toHaveAttribute('data-step', step);
  }

  /** After a way out (an error, a decline, a cancel): the form again, and Pay works. */
  async expectFormUsable() {
    await this.expectStep('form');
    await this.expectReady();
  }

  /** A contact field the last submit refused (its error is linked to it). */
  async expectFieldInvalid(label: string) {
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true');
  }

  /** The header's identity menu (sandbox): who is logged in. */
  get identityMenu() {
    return this.page.getByTestId('identity-menu');
  }

  async expectSignedInAs(name: string | RegExp) {
    await expect(this.identityMenu).toHaveAccessibleName(name instanceof RegExp ? name : new RegExp(escape(name)));
  }

  /** CUSTOMER_LIMITED: the pay-now dialog of the payer's past-due invoices. */
  get overdueDialog() {
    return this.dialog('Pay Due Invoices');
  }

  async dismissOverdue() {
    await this.overdueDialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.overdueDialog).toBeHidden();
  }

  /** The banner while the payment is being confirmed (completion polling). */
  get confirming() {
    return this.main.getByRole('status').filter({ hasText: 'Confirming your payment' });
  }

  /** The banner once confirming took too long (3 minutes); "Check again" never pays again. */
  get timedOut() {
    return this.main.getByRole('alert').filter({ hasText: 'Your payment is not confirmed yet' });
  }

  async expectTimedOut() {
    await expect(this.timedOut).toBeVisible();
    await expect(this.timedOut.getByRole('button', { name: 'Check again' })).toBeEnabled();
  }

  async checkAgain() {
    await this.timedOut.getByRole('button', { name: 'Check again' }).click();
  }

  /**
   * What the payer sees of the submission, in the submit oracle's terms
   * (machines/checkout-submit/checkout-submit.oracle.ts): the step, whether Pay can be pressed,
   * the contact fields marked invalid, and whether the overdue dialog or the time-out message shows.
   */
  async facts() {
    // Short limits: a reading is polled until it holds, and a field that is not there is not invalid.
    const invalid = async (label: string) => (await this.field(label).getAttribute('aria-invalid', { timeout: 500 }).catch(() => null)) === 'true';
    const contact = { customer_name: 'Name', customer_email: 'Email' } as const;
    const fieldErrors: string[] = [];
    for (const [field, label] of Object.entries(contact)) if (await invalid(label)) fieldErrors.push(field);
    return {
      step: await this.step.getAttribute('data-step', { timeout: 500 }).catch(() => null),
      canSubmit: (await this.submitButton.isVisible()) && (await this.submitButton.isEnabled()),
      fieldErrors,
      overdue: await this.overdueDialog.isVisible(),
      timedOut: await this.timedOut.isVisible(),
    };
  }

  /** "Add promotion code" on the summary (signed-in payers). */
  get addPromotionButton() {
    return this.summary.getByRole('button', { name: 'Add promotion code' });
  }

  /** The promotion code input (loads on the first press of "Add promotion code"). */
  get promotionInput() {
    return this.summary.getByRole('textbox', { name: 'Promotion code' });
  }

  /** The applied code's row: its code, terms and the discount. */
  promotionRow(code: string) {
    return this.summary.getByRole('group', { name: `Discount: ${code}` });
  }

  /** Types a code and presses Enter (opening the input first when it is closed); does not wait for the answer. */
  async enterPromotion(code: string) {
    if (!(await this.promotionInput.isVisible())) await this.addPromotionButton.click();
    await this.promotionInput.fill(code);
    await this.promotionInput.press('Enter');
  }

  /** Applies a code and waits for its row and for the summary to settle. */
  async applyPromotion(code: string) {
    await this.enterPromotion(code);
    await expect(this.promotionRow(code)).toBeVisible();
    await this.expectReady();
  }

  /** A refused code: its message at the input, the typed code kept. */
  async expectPromotionRefused(code: string, message: string) {
    await expect(this.promotionInput).toHaveAccessibleDescription(message);
    await expect(this.promotionInput).toHaveValue(code);
  }

  async removePromotion(code: string) {
    await this.summary.getByRole('button', { name: `Remove promotion code ${code}` }).click();
    await expect(this.promotionRow(code)).toBeHidden();
    await expect(this.addPromotionButton).toBeEnabled();
    await this.expectReady();
  }

  /** How many PUT …/submit requests the page has sent so far. */
  submitCount() {
    return this.submits.length;
  }
}
