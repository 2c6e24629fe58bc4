import { expect, type Page } from '@playwright/test';

/** A fault of the sandbox (docs/sandbox-api.md, Controls): what an endpoint or the relay does instead of answering. */
export interface SandboxFault {
  kind: 'latency' | 'error500' | 'network' | 'timeout' | 'malformed' | 'schema';
  ms?: number;
  /** How many calls it affects; absent means until cleared. */
  times?: number;
}

/** The text of the sandbox's injected 500 (adapters/sandbox/handlers/route.ts), as the toast shows it. */
export const INJECTED_500 = 'Internal Server Error (injected by the sandbox)';

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
