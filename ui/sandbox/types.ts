// What the sandbox components render. The sandbox's controls satisfy these structurally; ui/ never
// imports adapters.
export type SandboxIdentityId = 'guest' | 'customer' | 'developer' | 'admin' | 'owner' | 'blocked' | 'ledger';

export interface ScenarioView {
  id: string;
  group: string;
  title: string;
  description: string;
  identity: SandboxIdentityId;
  path: string;
}

export interface CurrencyView {
  id: string;
  symbol: string;
  decimal: number;
}

/** A test token the sandbox wallet can receive from a faucet, and how many tokens one press gives. */
export interface FaucetView {
  currencyId: string;
  tokens: string;
}

export interface WalletRequestView {
  id: string;
  action: string;
  title?: string | undefined;
  amount?: string | undefined;
  currencyId?: string | undefined;
  extraParams: Readonly<Record<string, string>>;
}

export type FaultKindView = 'latency' | 'error500' | 'network' | 'timeout' | 'malformed' | 'schema' | 'lost';

export interface FaultView {
  kind: FaultKindView;
  ms?: number | undefined;
  times?: number | undefined;
}

/** The dock's live data: SandboxControls.snapshot() fits it. */
export interface SandboxSnapshotView {
  identity: { id: SandboxIdentityId; name: string };
  clockOffsetMs: number;
  pendingWallet: WalletRequestView | null;
  faults: Readonly<Record<string, FaultView>>;
  wallet: { balances: Readonly<Record<string, string>> } | null;
  store: StorePreferencesPanelView;
}

/** The controls the panels call: SandboxControls fits it. */
export interface SandboxControlsView {
  subscribe(listener: () => void): () => void;
  snapshot(): SandboxSnapshotView;
  now(): number;
  advanceClock(ms: number): void;
  reset(): void;
  wallet: { approve(): Promise<void>; decline(reason?: string): void };
  faults: {
    endpoints(): readonly string[];
    set(endpoint: string, fault: FaultView): void;
    clear(endpoint?: string): void;
    dropSocket(): void;
  };
}

/** The app store's preferences the sandbox page switches. */
export interface StorePreferencesPanelView {
  permissionMode: 'inviting' | 'staking';
  needReview: boolean;
}
