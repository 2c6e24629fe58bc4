import type { AutoTopUpPayload } from '@domain/auto-top-up';
import type { AutoTopUpConfig } from '@domain/model';
import type { AutoTopUpSubmitResult } from '@domain/model/subscription-actions';
import { fromCancellablePromise } from '@machines/cancellable-promise';
import type { AutoTopUpApi, Notice, Notifier, WalletOutcome, WalletPort, WalletRequest } from '@machines/ports';

/** `autoTopUpMachine.provide(autoTopUpImplementations(ports))` at the composition root. */
export function autoTopUpImplementations(ports: { autoTopUp: AutoTopUpApi; wallet: WalletPort; notifier: Notifier }) {
  const api = ports.autoTopUp;
  return {
    actors: {
      loadConfig: fromCancellablePromise<AutoTopUpConfig, { did: string; currencyId: string }>(({ input, signal }) => api.get(input.did, input.currencyId, signal)),
      submitConfig: fromCancellablePromise<AutoTopUpSubmitResult, AutoTopUpPayload>(({ input }) => api.submit(input)),
      retrieveConfig: fromCancellablePromise<AutoTopUpConfig, { id: string }>(({ input, signal }) => api.retrieve(input.id, signal)),
      connectWallet: fromCancellablePromise<WalletOutcome, WalletRequest>(({ input, signal }) => ports.wallet.connect(input, signal)),
    },
    actions: {
      notify: (_: unknown, notice: Notice) => ports.notifier.notify(notice),
    },
  };
}
