// The sandbox's remote control, for the person (the dock) and for tests (window.__sandbox).
import { identities, identityByName } from './catalog/identities';
import type { SessionUser } from '@domain/model';
import type { Fault, Identity, IdentityName, NextLogin, NextWalletRequest, PendingWalletRequest, SandboxData, SandboxEventRecord, WalletAccount } from './model';
import { routeNames } from './routing/route';
import { scenarios, type Scenario } from './scenarios';
import type { SandboxStore } from './state';
import type { SandboxWallet, WalletConnectRequest, WalletConnectOutcome } from './wallet';
import { FAUCETS, signingWalletDid, takeFromFaucet } from './engine/wallet-funds';
import type { ShellBackend, ShellControls } from './shell';
import { setStorePreferences } from './app-store/access';
import { SEED_STORE_PREFERENCES } from './app-store/seed';

/** The error of a login failed by the QA control `nextLogin('failed')`. */
export const SANDBOX_LOGIN_FAILED = 'Login failed (injected by the sandbox)';

export type ScenarioInfo = Omit<Scenario, 'seed'>;

/** What the dock renders; the same object until something changes (useSyncExternalStore). */
export interface SandboxSnapshot {
  identity: Identity;
  clockOffsetMs: number;
  pendingWallet: PendingWalletRequest | null;
  faults: Readonly<Record<string, Fault>>;
  /** The wallet of the current identity (for the guest: the wallet a guest signs with). */
  wallet: WalletAccount | null;
  eventCount: number;
  /** The app store's preferences (what /store/api/preferences answers). */
  store: StorePreferencesView;
}

/** How developers join the app store (the passport), and whether a new version waits for review. */
export interface StorePreferencesView {
  permissionMode: 'inviting' | 'staking';
  needReview: boolean;
}

export interface SandboxControls {
  readonly identities: readonly Identity[];
  readonly scenarios: readonly ScenarioInfo[];
  /** The current identity's id (what the shell's identity menu shows). */
  identity(): IdentityName;
  currentIdentity(): Identity;
  setIdentity(name: IdentityName): void;
  /**
   * Logs in (what the session port does): signs a guest in as the customer and answers the
   * user, unless `nextLogin` said otherwise.
   */
  login(): Promise<SessionUser | null>;
  /**
   * QA, one-shot: the next login is closed by the payer (answers null, nobody signs in) or fails
   * (rejects with SANDBOX_LOGIN_FAILED). Persisted until a login uses it; null disarms it.
   */
  nextLogin(outcome: NextLogin | null): void;
  subscribe(listener: () => void): () => void;
  snapshot(): SandboxSnapshot;
  /** Back to the seeded scenarios; clears faults, the clock offset and the pending request. */
  reset(): void;
  /** Sandbox time, ms since the epoch. */
  now(): number;
  advanceClock(ms: number): void;
  wallet: {
    pending(): PendingWalletRequest | null;
    /** Opens a request (what the wallet port does); resolves when approved or declined. */
    connect(request: WalletConnectRequest, signal?: AbortSignal): Promise<WalletConnectOutcome>;
    approve(): Promise<void>;
    decline(reason?: string): void;
    setBalance(did: string, currencyId: string, amount: string): void;
    /** The test tokens with a faucet, and how many tokens one press gives. */
    faucets(): readonly { currencyId: string; tokens: string }[];
    /**
     * The faucet: the current identity's wallet (the guest wallet for a guest) receives one
     * faucet's worth of a test token (100 TBA); answers the new balance (smallest unit).
     */
    faucet(currencyId: string): string;
    /**
     * QA, one-shot: the next connect() fails with an error (SANDBOX_WALLET_ERROR) instead of
     * waiting for Approve or Decline. Persisted until a request uses it; null disarms it.
     */
    nextRequest(outcome: NextWalletRequest | null): void;
  };
  faults: {
    endpoints(): readonly string[];
    list(): Readonly<Record<string, Fault>>;
    /** endpoint: a route name ('checkout.submit'), '*' for every endpoint, or 'relay'. */
    set(endpoint: string, fault: Fault): void;
    clear(endpoint?: string): void;
    /** Closes every open relay socket now (they may reconnect unless a 'relay' fault is set). */
    dropSocket(): void;
  };
  events(): readonly SandboxEventRecord[];
  /** The raw state, for assertions in tests. */
  data(): SandboxData;
  /** The platform services of the app shell: notifications, temporary host, analytics, livemode. */
  shell: ShellControls;
  /** The app store's preferences: staking or invitation to join, review of new versions. */
  storePreferences: {
    get(): StorePreferencesView;
    set(preferences: Partial<StorePreferencesView>): void;
  };
}

export function createControls(store: SandboxStore, wallet: SandboxWallet, dropSockets: () => void, shell: Pick<ShellBackend, 'controls' | 'reset'>): SandboxControls {
  let cachedFor: SandboxData | null = null;
  let cached: SandboxSnapshot | null = null;
  const snapshot = (): SandboxSnapshot => {
    const data = store.read();
    if (cached && cachedFor === data) return cached;
    const identity = identityByName(data.identity);
    cachedFor = data;
    cached = {
      identity,
      clockOffsetMs: data.clockOffsetMs,
      pendingWallet: data.pendingWallet,
      faults: data.faults,
      // A guest signs with a wallet too (a tip needs no login): the guest wallet's balances.
      wallet: data.wallets[signingWalletDid(data)] ?? null,
      eventCount: data.events.length,
      // Read without seeding the store's slice (a snapshot must not change the state it reads).
      store: {
        permissionMode: data.appStore?.permissionMode ?? SEED_STORE_PREFERENCES.permissionMode,
        needReview: data.appStore?.needReview ?? SEED_STORE_PREFERENCES.needReview,
      },
    };
    return cached;
  };

  const setIdentity = (name: IdentityName) =>
    store.update((d) => {
      d.identity = name;
    });

  return {
    identities,
    scenarios: scenarios.map(({ seed: _seed, ...info }) => info),
    identity: () => store.read().identity,
    currentIdentity: () => identityByName(store.read().identity),
    setIdentity,
    login: async () => {
      const next = store.read().nextLogin;
      if (next !== undefined) {
        store.update((d) => {
          delete d.nextLogin;
        });
        if (next === 'closed') return null;
        throw new Error(SANDBOX_LOGIN_FAILED);
      }
      if (!identityByName(store.read().identity).user) setIdentity('customer');
      return identityByName(store.read().identity).user;
    },
    nextLogin: (outcome) =>
      store.update((d) => {
        if (outcome === null) delete d.nextLogin;
        else d.nextLogin = outcome;
      }),
    subscribe: (listener) => store.subscribe(() => listener()),
    snapshot,
    reset: () => {
      wallet.cancelAll();
      store.reset();
      shell.reset();
    },
    now: () => store.now(),
    advanceClock: (ms) =>
      store.update((d) => {
        d.clockOffsetMs += ms;
      }),
    wallet: {
      pending: () => store.read().pendingWallet,
      connect: (request, signal) => wallet.connect(request, signal),
      approve: () => wallet.approve(),
      decline: (reason) => wallet.decline(reason),
      setBalance: (did, currencyId, amount) =>
        store.update((d) => {
          const account = d.wallets[did] ?? { balances: {}, delegations: {} };
          d.wallets = { ...d.wallets, [did]: { ...account, balances: { ...account.balances, [currencyId]: amount } } };
        }),
      faucets: () => FAUCETS,
      faucet: (currencyId) => takeFromFaucet(store, currencyId),
      nextRequest: (outcome) =>
        store.update((d) => {
          if (outcome === null) delete d.nextWalletRequest;
          else d.nextWalletRequest = outcome;
        }),
    },
    faults: {
      endpoints: () => [...routeNames, 'relay', '*'],
      list: () => store.read().faults,
      set: (endpoint, fault) => {
        store.update((d) => {
          d.faults = { ...d.faults, [endpoint]: fault };
        });
        if (endpoint === 'relay') dropSockets();
      },
      clear: (endpoint) =>
        store.update((d) => {
          if (endpoint === undefined) d.faults = {};
          else {
            const next = { ...d.faults };
            delete next[endpoint];
            d.faults = next;
          }
        }),
      dropSocket: dropSockets,
    },
    events: () => store.read().events,
    data: () => store.read(),
    shell: shell.controls,
    storePreferences: {
      get: () => snapshot().store,
      set: (preferences) => setStorePreferences(store, preferences),
    },
  };
}
