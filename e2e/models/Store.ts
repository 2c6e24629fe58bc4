import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

type Identity = 'guest' | 'customer' | 'developer' | 'admin' | 'owner';

/** What the review panel shows, in its own words (the review oracle's facts: e2e/store-paths). */
export interface ReviewFacts {
  status: string;
  /** The action buttons offered, in order, and whether each can be pressed (not waiting for a message). */
  buttons: { name: string; enabled: boolean }[];
  /** The error and refusal texts shown. */
  alerts: string[];
  /** The message box's text, or null when there is no box (no offered action sends a message). */
  message: string | null;
  /** The button whose confirmation is open, or null. */
  confirming: string | null;
  /** The confirmation's note when the version changed while it was open (and why Confirm is refused), or null. */
  confirmNote?: string | null;
  /** The confirmation can no longer be confirmed (the version moved where the action is refused). */
  confirmRefused?: boolean;
}

// A review answer reloads the version before the screen changes (no optimistic step): allow a loaded machine time.
const serverExpect = expect.configure({ timeout: 20_000 });

/** The app store as its people use it: a developer's apps, the admin's queue, a visitor's catalogue, and one version's review panel. */
export class Store {
  constructor(readonly page: Page) {}

  /** Signs in as somebody else (the sandbox identity) and opens a store page. */
  async as(identity: Identity, path: string) {
    // Signing out on a signed-in page makes the page navigate by itself (shell rule), which races
    // with the next goto on a loaded machine: sign out from the public store front instead.
    const onSignedInPage = !['/store', 'blank'].includes(new URL(this.page.url()).pathname);
    const ready = await this.page.evaluate(() => Boolean(window.__sandbox)).catch(() => false);
    if (!ready || (identity === 'guest' && onSignedInPage)) await this.page.goto('/store');
    await expect.poll(() => this.page.evaluate(() => Boolean(window.__sandbox)), { timeout: 20_000 }).toBe(true);
    await this.page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
    // Signing out sends a signed-in page to the site root (shell rule); let that land first.
    await this.page.waitForLoadState();
    await this.page.goto(path).catch(async () => {
      await this.page.waitForLoadState();
      await this.page.goto(path);
    });
    // A route's code loads on first use: on a loaded machine that can take longer than a click.
    await serverExpect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async axe(context: string) {
    await expectNoAxeViolations(this.page, context);
  }

  // ── developer ───────────────────────────────────────────────────────────────
  /**
   * Creates an app whose DID comes from a key pair made in the browser (shown once, saved before
   * the app is made); answers the DID.
   */
  async createApp(name: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Create app' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create an app' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Generate key pair' }).click();
    const pair = dialog.getByRole('region', { name: 'Generate an app DID' });
    // The generator's code loads on this first use.
    await serverExpect(pair.getByText(/^0x[0-9a-f]{128}$/)).toBeVisible();
    const did = await dialog.getByRole('textbox', { name: 'App DID' }).inputValue();
    expect(did).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{30,}$/);
    await expect(pair.getByText(did, { exact: true })).toBeVisible();
    // The secret key is shown once: the app is made only after it is saved.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Save the secret key first: it will not be shown again.')).toBeVisible();
    await this.axe('create app with a generated key pair');
    await pair.getByRole('checkbox', { name: 'I have saved the secret key' }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    return did;
  }

  async uploadVersion(app: string, version: string, readme: string) {
    await this.page.getByRole('button', { name: `Upload version ${app}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Upload a version of ${app}` });
    await dialog.getByRole('textbox', { name: 'Version' }).fill(version);
    await dialog.getByRole('textbox', { name: 'Readme (markdown)' }).fill(readme);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the review of an app's latest version (the developer's list or the admin's queue). */
  async openReview(app: string) {
    await this.page.getByRole('button', { name: `Review ${app}`, exact: true }).click();
    await expect(this.reviewPanel()).toBeVisible();
  }

  reviewPanel() {
    return this.page.getByRole('region', { name: /^Review of version/ });
  }

  async expectStatus(label: string) {
    await serverExpect(this.reviewPanel().getByRole('status', { name: 'Review status' })).toHaveText(label);
  }

  /** Presses a review action, typing a message first when given. */
  async act(action: string, options: { message?: string; category?: string } = {}) {
    const panel = this.reviewPanel();
    if (options.message !== undefined) await panel.getByRole('textbox', { name: 'Message' }).fill(options.message);
    // A category already chosen stays (the select would clear it on a second click).
    if (options.category && (await panel.getByLabel('Category to list the app in').inputValue()) !== options.category) {
      await panel.getByLabel('Category to list the app in').click();
      await this.page.getByRole('option', { name: options.category }).click();
    }
    await panel.getByRole('button', { name: action, exact: true }).click();
  }

  /** Confirms an irreversible action; the dialog must say it cannot be undone. */
  async confirm(action: string) {
    const dialog = this.page.getByRole('dialog', { name: 'This cannot be undone' });
    await expect(dialog).toContainText('cannot be undone');
    await this.axe(`confirm ${action}`);
    await dialog.getByRole('button', { name: `Yes, ${action}` }).click();
    await expect(dialog).toBeHidden();
  }

  /** Signs the pending DID Connect request in the sandbox wallet (after checking which action it is). */
  async approveWallet(action: string) {
    await expect.poll(() => this.page.evaluate(() => window.__sandbox!.wallet.pending()?.action ?? null), { timeout: 15_000 }).toBe(action);
    await this.page.evaluate(() => window.__sandbox!.wallet.approve());
  }

  /**
   * The confirmation of an irreversible action is open: its Yes button (enabled unless `refused`),
   * and the note it shows when the version changed meanwhile (none when `note` is null or absent).
   */
  async expectConfirmation(action: string, options: { note?: string | null; refused?: boolean } = {}) {
    const dialog = this.page.getByRole('dialog', { name: 'This cannot be undone' });
    const yes = dialog.getByRole('button', { name: `Yes, ${action}` });
    await serverExpect(yes).toBeVisible();
    if (options.refused) await serverExpect(yes).toBeDisabled();
    else await serverExpect(yes).toBeEnabled();
    if (options.note) await serverExpect(dialog.getByRole('alert')).toHaveText(options.note);
    else await expect(dialog.getByRole('alert')).toHaveCount(0);
  }

  /** Leaves a confirmation that can no longer be confirmed: the review as it is now. */
  async backToReview() {
    const dialog = this.page.getByRole('dialog', { name: 'This cannot be undone' });
    await dialog.getByRole('button', { name: 'Back to the review' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Keeps the version as it is: the confirmation of an irreversible action is dismissed. */
  async keep() {
    const dialog = this.page.getByRole('dialog', { name: 'This cannot be undone' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Everything the panel must show in a state: status, buttons (and which are enabled), alerts, message box, confirmation. */
  async expectReview(facts: ReviewFacts) {
    const panel = this.reviewPanel();
    await this.expectStatus(facts.status);
    const dialog = this.page.getByRole('dialog', { name: 'This cannot be undone' });
    if (facts.confirming) await this.expectConfirmation(facts.confirming, { note: facts.confirmNote ?? null, refused: facts.confirmRefused ?? false });
    else await expect(dialog).toBeHidden();
    // The buttons of the actions: those in the group under the message box (the history has none).
    const names = ['Request Review', 'Review', 'Reply Review', 'Approve', 'Reject', 'Comment', 'Cancel Review', 'Publish'];
    for (const name of names) {
      const button = panel.getByRole('button', { name, exact: true });
      const wanted = facts.buttons.find((b) => b.name === name);
      if (!wanted) await expect(button, `${name} is not offered`).toHaveCount(0);
      else if (wanted.enabled) await serverExpect(button, `${name} can be pressed`).toBeEnabled();
      else await serverExpect(button, `${name} waits for a message`).toBeDisabled();
    }
    await serverExpect(panel.getByRole('alert')).toHaveText(facts.alerts);
    const box = panel.getByRole('textbox', { name: 'Message' });
    if (facts.message === null) await expect(box).toHaveCount(0);
    else await expect(box).toHaveValue(facts.message);
  }

  async expectActions(actions: string[]) {
    const panel = this.reviewPanel();
    for (const name of ['Request Review', 'Review', 'Approve', 'Reject', 'Comment', 'Cancel Review', 'Publish', 'Reply Review'])
      await expect(panel.getByRole('button', { name, exact: true })).toHaveCount(actions.includes(name) ? 1 : 0);
  }

  async expectHistory(text: string) {
    await serverExpect(this.reviewPanel().getByRole('list', { name: 'Review history' })).toContainText(text);
  }

  // ── visitor ─────────────────────────────────────────────────────────────────
  async search(keyword: string) {
    await this.page.getByRole('searchbox', { name: 'Search apps' }).fill(keyword);
    await expect(this.page).toHaveURL(new RegExp(`/store/search\\?keyword=${encodeURIComponent(keyword)}`));
  }

  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }
}
