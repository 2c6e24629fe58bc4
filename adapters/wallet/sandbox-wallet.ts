// WalletPort of the sandbox: the request waits in the sandbox wallet panel for Approve/Decline.
import type { WalletOutcome, WalletPort } from '@machines/ports';

/** The part of SandboxControls this needs (structural, so tests can pass a fake). */
export interface SandboxWalletSource {
  wallet: {
    connect(request: { action: string; extraParams: Readonly<Record<string, string>>; title?: string }, signal?: AbortSignal): Promise<WalletOutcome>;
  };
}

export function createSandboxWalletPort(source: SandboxWalletSource): WalletPort {
  return {
    connect: (request, signal) => source.wallet.connect(request, signal),
  };
}
