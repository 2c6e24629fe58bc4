// WalletPort on a real platform. DID Connect is a protocol of its own (a session under
// {base}/api/did/{action}, a QR code or deep link, a socket for the result); the app does not
// ship a client for it. A host that has one passes `open`; without it the port declines with an
// explanation, so the machines show an error rather than hang. Machines never change for this.
import type { WalletOutcome, WalletPort, WalletRequest } from '@machines/ports';

export interface LiveWalletOptions {
  /** API base of the Payment Kit; the connect prefix is `${apiBase}/api/did`. */
  apiBase: () => string;
  /** A DID Connect client: opens the action with its extra params and resolves with the outcome. */
  open?: (request: WalletRequest & { prefix: string }, signal?: AbortSignal) => Promise<WalletOutcome>;
}

export const DID_CONNECT_UNAVAILABLE = 'DID Connect is not available in this build. Please pay with a card or open this page in the platform app.';

export function createLiveWallet(options: LiveWalletOptions): WalletPort {
  return {
    async connect(request, signal) {
      if (!options.open) return { status: 'declined', reason: DID_CONNECT_UNAVAILABLE };
      return options.open({ ...request, prefix: `${options.apiBase()}/api/did` }, signal);
    },
  };
}
