// The simulated DID wallet. A connect request waits in the state (visible in the wallet panel,
// surviving a reload) until the person approves or declines it; approving performs the payment.
import type { PendingWalletRequest } from './model';
import type { SandboxStore } from './state';
import { describeWalletRequest, performWalletAction, walletRequestNotApproved } from './engine/wallet-actions';

/** The error of a wallet request failed by the QA control `wallet.nextRequest('error')`. */
export const SANDBOX_WALLET_ERROR = 'The wallet could not be reached (injected by the sandbox)';

export interface WalletConnectRequest {
  action: string;
  extraParams: Readonly<Record<string, string>>;
  title?: string;
}

export type WalletConnectOutcome =
  | { status: 'approved'; txHash?: string }
  | { status: 'declined'; reason?: string }
  | { status: 'cancelled' };

export interface SandboxWallet {
  connect(request: WalletConnectRequest, signal?: AbortSignal): Promise<WalletConnectOutcome>;
  approve(): Promise<void>;
  decline(reason?: string): void;
  cancelAll(): void;
}

export function createSandboxWallet(store: SandboxStore): SandboxWallet {
  // Promises cannot be persisted: after a reload the request is still shown and approving it
  // still pays; the page then learns of it by polling or the relay event.
  const waiting = new Map<string, (outcome: WalletConnectOutcome) => void>();

  const settle = (outcome: WalletConnectOutcome) => {
    const pending = store.read().pendingWallet;
    store.update((d) => {
      d.pendingWallet = null;
    });
    if (!pending) return;
    if (outcome.status !== 'approved') walletRequestNotApproved(store, pending);
    waiting.get(pending.id)?.(outcome);
    waiting.delete(pending.id);
  };

  return {
    connect(request, signal) {
      // QA, one-shot: the wallet service fails this request (no panel, nothing replaced).
      if (store.read().nextWalletRequest === 'error') {
        store.update((d) => {
          delete d.nextWalletRequest;
        });
        return Promise.reject(new Error(SANDBOX_WALLET_ERROR));
      }
      // A new request replaces an unanswered one, as a new QR code replaces the old.
      if (store.read().pendingWallet) settle({ status: 'cancelled' });
      const id = store.nextId('connect');
      const pending: PendingWalletRequest = {
        id,
        action: request.action,
        extraParams: { ...request.extraParams },
        ...(request.title === undefined ? {} : { title: request.title }),
        ...describeWalletRequest(store.read(), request.action, request.extraParams, store.nowSeconds()),
        createdAt: store.now(),
      };
      store.update((d) => {
        d.pendingWallet = pending;
      });
      return new Promise<WalletConnectOutcome>((resolve) => {
        waiting.set(id, resolve);
        signal?.addEventListener('abort', () => {
          if (store.read().pendingWallet?.id === id) settle({ status: 'cancelled' });
        });
      });
    },
    async approve() {
      const pending = store.read().pendingWallet;
      if (!pending) return;
      try {
        const txHash = performWalletAction(store, pending);
        settle({ status: 'approved', txHash });
      } catch (error) {
        settle({ status: 'declined', reason: error instanceof Error ? error.message : String(error) });
      }
    },
    decline(reason = 'The user declined the request in the wallet.') {
      settle({ status: 'declined', reason });
    },
    cancelAll() {
      for (const resolve of waiting.values()) resolve({ status: 'cancelled' });
      waiting.clear();
    },
  };
}
