import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox dock's wallet panel: approve or decline the pending request. */
export async function walletApprove(page: Page) {
  const dock = page.getByTestId('sandbox-dock');
  await expect(dock).toBeVisible();
  await dock.getByRole('button', { name: 'Approve' }).click();
}

/** The sandbox dock's wallet panel: decline the pending request. */
export async function walletDecline(page: Page) {
  const dock = page.getByTestId('sandbox-dock');
  await expect(dock.getByTestId('sandbox-wallet-amount')).toBeVisible();
  await dock.getByRole('button', { name: 'Decline' }).click();
}

/** The dock's test-token faucet: the wallet must hold what it pays (the sandbox wallet refuses more). */
export async function walletGetTestTokens(page: Page, symbol = 'TBA') {
  const dock = page.getByTestId('sandbox-dock');
  await expect(dock).toBeVisible();
  await dock.getByRole('button', { name: `Get 100 ${symbol} test tokens` }).click();
  await expect(dock.getByTestId('sandbox-wallet-short')).toHaveCount(0);
}

/** The lifecycle dialogs by their accessible names, as the oracle names their kinds. */
const DIALOGS = {
  cancel: 'Cancel your subscription',
  resume: 'Resume Your Subscription',
  plan: 'Change plan',
  payment: 'Change payment method',
  overdue: 'Pay Due Invoices',
} as const;

/** The action buttons by their labels, as the oracle names the actions. */
const ACTIONS: Record<string, string> = {
  'Cancel subscription': 'cancel',
  'Resume subscription': 'resume',
  'Change plan': 'changePlan',
  'Change payment method': 'changePayment',
  'Pay due invoices': 'payDue',
};

/** What the page shows, in the subscription lifecycle oracle's terms (machines/subscription-lifecycle/subscription-lifecycle.oracle.ts). */
export interface PortalFacts {
  phase: string | null;
  actions: string[];
  dialog: string;
}

/**
 * /customer/subscription/{id} as a customer uses it: the status, the facts, the actions and the
 * lifecycle dialogs (cancel, resume, change plan, change payment method), found by role and label.
 */
export class SubscriptionPortal {
  readonly status: Locator;
  readonly actions: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId('subscription-status');
    this.actions = page.getByRole('group', { name: 'Actions' });
  }

  /** Signs in as `identity` in the sandbox and opens the subscription. */
  async open(id: string, identity: 'customer' | 'owner' | 'admin' = 'customer') {
    await this.page.goto('/');
    await expect(this.page.getByRole('banner')).toBeVisible();
    await this.page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
    await this.page.goto(`/customer/subscription/${id}`);
    await expect(this.status).toBeVisible({ timeout: 20_000 });
  }

  async expectPhase(phase: 'active' | 'trialing' | 'pastDue' | 'cancelScheduled' | 'canceled') {
    await expect(this.status).toHaveAttribute('data-state', phase);
  }

  /** The phase badge, the action buttons offered and the dialog open, read by role and label. */
  async facts(): Promise<PortalFacts> {
    // Read without waiting (evaluateAll, allInnerTexts): expect.poll retries while the page re-renders.
    const phase = await this.status.evaluateAll((badges) => badges[0]?.getAttribute('data-state') ?? null);
    const labels = await this.actions.getByRole('button').allInnerTexts();
    let dialog = 'none';
    for (const [kind, name] of Object.entries(DIALOGS)) if (await this.dialog(name).isVisible()) dialog = kind;
    return { phase, actions: labels.map((label) => ACTIONS[label.trim()] ?? label.trim()), dialog };
  }

  action(name: string) {
    return this.actions.getByRole('button', { name });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  async cancel(reason: string, comment: string) {
    await this.action('Cancel subscription').click();
    const dialog = this.dialog('Cancel your subscription');
    await dialog.getByRole('radio', { name: reason }).check();
    await dialog.getByRole('textbox', { name: 'Any additional feedback?' }).fill(comment);
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Resume; with a revoked stake the dialog asks for the re-stake, approved in the wallet. */
  async resume(options: { restake: boolean }) {
    await this.action('Resume subscription').click();
    const dialog = this.dialog('Resume Your Subscription');
    if (options.restake) {
      await expect(dialog.getByText(/Your previous stake has been revoked/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Stake and resume' }).click();
      await walletApprove(this.page);
    } else {
      await dialog.getByRole('button', { name: 'Resume', exact: true }).click();
    }
    await expect(dialog).toBeHidden();
  }

  get planDialog() {
    return this.dialog('Change plan');
  }

  /** The plan dialog's confirm: "Pay 7.619047 TBA and change plan". */
  get payButton() {
    return this.planDialog.getByRole('button', { name: /^Pay [\d.,]+ TBA and change plan$/ });
  }

  /** The rows of the subscription's invoice table. */
  get invoiceRows() {
    return this.page.getByRole('table', { name: 'Invoices of this subscription' }).getByRole('row');
  }

  async choosePlan(priceLabel: RegExp) {
    await this.planDialog.getByRole('button', { name: priceLabel }).click();
    await expect(this.planDialog.getByTestId('plan-preview')).toBeVisible();
  }

  get paymentDialog() {
    return this.dialog('Change payment method');
  }

  async choosePayment(label: RegExp) {
    await this.paymentDialog.getByRole('radio', { name: label }).check();
    await this.paymentDialog.getByRole('button', { name: 'Continue' }).click();
  }

  async closeDialog(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  }
}
