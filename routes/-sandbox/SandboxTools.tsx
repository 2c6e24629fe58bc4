// Binds the sandbox's controls to its panels: the wallet (approve/decline) and the controls
// (clock, faults, socket, reset). Used by the sandbox page and available to the root dock.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDate } from '@domain/display';
import { settingsQuery } from '@adapters/api/settings';
import type { SandboxControls } from '@adapters/sandbox/controls';
import type { HttpClient } from '@adapters/http/client';
import { useI18n } from '@ui/i18n';
import { SandboxPanel, StorePreferencesPanel, WalletPanel, useSandboxSnapshot, type CurrencyView } from '@ui/sandbox';

export function SandboxWallet({ controls, http, livemode }: { controls: SandboxControls; http: HttpClient; livemode: boolean }) {
  const snapshot = useSandboxSnapshot(controls);
  const settings = useQuery(settingsQuery(http, livemode));
  const [busy, setBusy] = useState(false);
  const currencies = useMemo(() => {
    const map: Record<string, CurrencyView> = {};
    for (const method of settings.data?.paymentMethods ?? []) for (const c of method.payment_currencies) map[c.id] = c;
    return map;
  }, [settings.data]);
  return (
    <WalletPanel
      request={snapshot.pendingWallet}
      currencies={currencies}
      balances={snapshot.wallet?.balances ?? null}
      busy={busy}
      faucets={controls.wallet.faucets()}
      onFaucet={(currencyId) => controls.wallet.faucet(currencyId)}
      onApprove={() => {
        setBusy(true);
        void controls.wallet.approve().finally(() => setBusy(false));
      }}
      onDecline={() => controls.wallet.decline()}
    />
  );
}

export function SandboxControlsPanel({ controls }: { controls: SandboxControls }) {
  const snapshot = useSandboxSnapshot(controls);
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries();
  return (
    <SandboxPanel
      nowText={formatDate(controls.now(), undefined, locale)}
      clockOffsetMs={snapshot.clockOffsetMs}
      endpoints={controls.faults.endpoints()}
      faults={snapshot.faults}
      onAdvanceClock={(ms) => {
        controls.advanceClock(ms);
        refetch();
      }}
      onSetFault={(endpoint, fault) => controls.faults.set(endpoint, fault)}
      onClearFault={(endpoint) => controls.faults.clear(endpoint)}
      onDropSocket={() => controls.faults.dropSocket()}
      onReset={() => {
        controls.reset();
        refetch();
      }}
    />
  );
}

/** The app store's preferences; the store's pages read them on their next request. */
export function SandboxStorePreferences({ controls }: { controls: SandboxControls }) {
  const snapshot = useSandboxSnapshot(controls);
  const queryClient = useQueryClient();
  return (
    <StorePreferencesPanel
      preferences={snapshot.store}
      onChange={(next) => {
        controls.storePreferences.set(next);
        void queryClient.invalidateQueries();
      }}
    />
  );
}
