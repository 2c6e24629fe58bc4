import { expect, type Page } from '@playwright/test';

/** A fault of the sandbox (docs/sandbox-api.md, Controls): what an endpoint or the relay does instead of answering. */
export interface SandboxFault {
  kind: 'latency' | 'error500' | 'network' | 'timeout' | 'malformed' | 'schema' | 'lost';
  ms?: number;
  /** How many calls it affects; absent means until cleared. */
  times?: number;
}

/** The text of the sandbox's injected 500 (adapters/sandbox/routing/route.ts), as the toast shows it. */
export const INJECTED_500 = 'Internal Server Error (injected by the sandbox)';

/** The error of a login failed by `nextLogin('failed')` (adapters/sandbox/controls.ts), as the toast shows it. */
export const LOGIN_FAILED = 'Login failed (injected by the sandbox)';
/** The error of a wallet request failed by `wallet.nextRequest('error')` (adapters/sandbox/wallet.ts). */
export const WALLET_ERROR = 'The wallet could not be reached (injected by the sandbox)';

/** QA controls, one-shot (docs/sandbox-api.md, Controls): how the next login or wallet request ends instead. */
export interface SandboxNext {
  login?: 'closed' | 'failed';
  walletRequest?: 'error';
}

/**
 * The sandbox's remote control (window.__sandbox) as a test drives it: faults, the wallet seen
 * from elsewhere, and what the sandbox recorded. What a payer cannot do from the page.
 */
export class Sandbox {
  constructor(readonly page: Page) {}

  /** endpoint: a route name ('checkout.submit', 'checkout.retrieve' …), '*' or 'relay'. */
  async setFault(endpoint: string, fault: SandboxFault) {
    await this.page.evaluate(([name, value]) => window.__sandbox!.faults.set(name, value), [endpoint, fault] as const);
  }

  async clearFaults(endpoint?: string) {
    await this.page.evaluate((name) => window.__sandbox!.faults.clear(name), endpoint);
  }

  /** The next login is closed by the payer or fails (once). */
  async nextLogin(outcome: 'closed' | 'failed') {
    await this.page.evaluate((value) => window.__sandbox!.nextLogin(value), outcome);
  }

  /** The test-token faucet (QA control): the current identity's wallet receives 100 TBA. */
  async faucet(currencyId = 'pc_tba') {
    await this.page.evaluate((id) => window.__sandbox!.wallet.faucet(id), currencyId);
  }

  /** What the current identity's wallet holds in a currency (smallest units), as the wallet panel shows it. */
  balance(currencyId: string) {
    return this.page.evaluate((id) => window.__sandbox!.snapshot().wallet?.balances[id] ?? '0', currencyId);
  }

  /** The next wallet request fails with an error instead of waiting for the payer (once). */
  async nextWalletRequest(outcome: 'error') {
    await this.page.evaluate((value) => window.__sandbox!.wallet.nextRequest(value), outcome);
  }

  /** Until a login or wallet request has used what nextLogin / nextWalletRequest armed. */
  async expectUsed(control: 'login' | 'walletRequest') {
    const key: 'nextLogin' | 'nextWalletRequest' = control === 'login' ? 'nextLogin' : 'nextWalletRequest';
    await expect.poll(() => this.page.evaluate((name) => window.__sandbox!.data()[name] ?? null, key)).toBeNull();
  }

  /**
   * A new wallet request (another tab of the payer, say) replaces the pending one, as a new QR
   * code replaces the old: the page's request ends as cancelled.
   */
  async replaceWalletRequest() {
    await expect.poll(() => this.page.evaluate(() => window.__sandbox!.wallet.pending() !== null)).toBe(true);
    await this.page.evaluate(() => {
      void window.__sandbox!.wallet.connect({ action: 'payment', extraParams: {} });
    });
  }

  /** How many checkout.session.completed events the sandbox emitted for a session. */
  completions(sessionId: string) {
    return this.page.evaluate(
      (id) => window.__sandbox!.events().filter((event) => event.type === 'checkout.session.completed' && event.data.id === id).length,
      sessionId,
    );
  }
}
