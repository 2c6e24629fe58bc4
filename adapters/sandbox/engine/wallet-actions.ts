// What approving a wallet request does to the sandbox state (DID Connect actions, spec §7).
import type { SandboxData, PendingWalletRequest } from '../model';
import type { SandboxStore } from '../state';

export function describeWalletRequest(
  _data: SandboxData,
  _action: string,
  _params: Readonly<Record<string, string>>,
  _now: number,
): Pick<PendingWalletRequest, 'amount' | 'currencyId'> {
  return {};
}

/** Performs the approved action; returns a fake transaction hash. Throws when it cannot. */
export function performWalletAction(store: SandboxStore, pending: PendingWalletRequest): string {
  return `0xsandbox${pending.id}`;
}
