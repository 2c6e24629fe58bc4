import { expect, type Locator, type Page } from '@playwright/test';

/** Stripe test numbers the sandbox card provider knows (adapters/card/sandbox-card.ts). */
export const TEST_CARD = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
} as const;

/** "{action} with bank card": the card step with the sandbox card form mounted in it. */
export class CardDialog {
  readonly dialog: Locator;
  readonly error: Locator;
  readonly authentication: Locator;

  constructor(
    readonly page: Page,
    readonly action = 'Pay',
  ) {
    this.dialog = page.getByRole('dialog', { name: `${action} with bank card` });
    this.error = this.dialog.getByRole('alert');
    this.authentication = this.dialog.getByRole('group', { name: 'Authenticate this payment' });
  }

  get confirmButton() {
    return this.dialog.getByRole('button', { name: `Confirm ${this.action}` });
  }

  async expectOpen() {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect(this.confirmButton).toBeEnabled();
  }

  async fill(number: string, expiry = '12/34', cvc = '123') {
    await this.dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
    await this.dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry);
    await this.dialog.getByRole('textbox', { name: 'CVC' }).fill(cvc);
  }

  async pay(number: string) {
    await this.fill(number);
    await this.confirmButton.click();
  }

  async completeAuthentication() {
    await expect(this.authentication).toBeVisible();
    await this.authentication.getByRole('button', { name: 'Complete authentication' }).click();
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
