// The sandbox's one state: every record of the embedded Payment Kit, the sandbox clock, the
// logged-in identity, the pending wallet request and the injected faults. Persisted under one
// key (a reload keeps it) and resettable to the seeded scenarios.
import type { KeyValueStore } from '../storage/local-store';
import type { SandboxData, SandboxEventRecord } from './model';

export const SANDBOX_STORAGE_KEY = 'payment-kit-sandbox:v1';

export interface SandboxStoreOptions {
  storage?: KeyValueStore;
  /** The wall clock; tests pass a fixed one. */
  wallClock?: () => number;
  /**
   * Another tab saved the state (the browser's `storage` event on SANDBOX_STORAGE_KEY): calls the
   * listener with the saved text; returns an unsubscribe. Every tab of an origin then sees one
   * truth (a payment made in one tab shows in the others): the newest saved state wins, and the other tab's realtime events reach
   * this tab's relay.
   */
  externalChanges?: (listener: (raw: string) => void) => () => void;
}

export type StoreListener = (data: SandboxData) => void;
export type EventListener = (event: SandboxEventRecord) => void;

export interface SandboxStore {
  /** Current data. Treat as read-only; change it through update(). */
  read(): SandboxData;
  /**
   * Runs a change on the data, then persists and notifies. Returns what the recipe returns. The
   * recipe replaces what it changes (`d.invoices = { ...d.invoices, [id]: next }`) and never writes
   * into a map or record it did not create: in development and tests the previous state is frozen
   * (see FREEZE_BETWEEN_CHANGES), so such a write throws.
   */
  update<R>(recipe: (data: SandboxData) => R): R;
  subscribe(listener: StoreListener): () => void;
  /** Back to the seeded scenarios (and the wall clock). */
  reset(): void;
  /** Sandbox time in ms: the wall clock plus the offset set by "advance the clock". */
  now(): number;
  /** Sandbox time in Unix seconds, the unit of expires_at and periods. */
  nowSeconds(): number;
  /** A fresh id with a Payment Kit-like prefix (cs_, in_, pi_ …); deterministic per state. */
  nextId(prefix: string): string;
  /** Records a realtime event and hands it to the relay. Call inside or outside update(). */
  emit(type: SandboxEventRecord['type'], data: Record<string, string>): void;
  onEvent(listener: EventListener): () => void;
}

const MAX_EVENTS = 100;

/*
 * The guard that keeps changes copy-on-write. update() gives the recipe a fresh top-level object,
 * but every map and record under it is shared with the previous snapshot, which the dock
 * (useSyncExternalStore), the controls' data() and a test's earlier read still hold. A write in
 * place (`d.prices[id] = …`, `session.status = …`) would change that past snapshot too, and no
 * reader would see a new object. The rule is to replace what changes: `d.prices = { ...d.prices,
 * [id]: … }`. To keep it so, development and test runs freeze the whole state, deep, whenever a
 * change ends (and after a seed, a reset or another tab's state), so an in-place write throws at
 * the line that does it. Chosen over an immutable-update helper because it needs no change to the
 * engine's code and catches every kind of write; production builds skip it (the walk costs a pass
 * over what changed, on every update).
 */
const FREEZE_BETWEEN_CHANGES = Boolean(import.meta.env?.DEV) || import.meta.env?.MODE === 'test';

function deepFreeze(value: unknown): void {
  // A frozen object was frozen here with everything under it: what did not change is skipped.
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

const settled = (data: SandboxData): SandboxData => {
  if (FREEZE_BETWEEN_CHANGES) deepFreeze(data);
  return data;
};

function load(storage: KeyValueStore | undefined, now: number, seed: SandboxSeed): SandboxData {
  const raw = storage?.get(SANDBOX_STORAGE_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as SandboxData;
      if (parsed && parsed.version === 1 && typeof parsed.seededAt === 'number') return parsed;
    } catch {
      /* a broken saved state is replaced by a fresh seed */
    }
  }
  return seed(now);
}

/**
 * The state a fresh or reset sandbox starts from (seed.ts `seedData`). Passed in rather than
 * imported: the seed runs every scenario, the scenarios use the engine, and the engine uses this
 * store, so an import here would close a circle.
 */
export type SandboxSeed = (now: number) => SandboxData;

export function createSandboxStore(seed: SandboxSeed, options: SandboxStoreOptions = {}): SandboxStore {
  const wallClock = options.wallClock ?? (() => Date.now());
  const storage = options.storage;
  let data = settled(load(storage, wallClock(), seed));
  const listeners = new Set<StoreListener>();
  const eventListeners = new Set<EventListener>();
  let depth = 0;
  let dirty = false;

  const persist = () => {
    storage?.set(SANDBOX_STORAGE_KEY, JSON.stringify(data));
  };
  const notify = () => {
    for (const listener of [...listeners]) listener(data);
  };

  const eventKey = (event: SandboxEventRecord) => `${event.at}|${event.type}|${JSON.stringify(event.data)}`;
  options.externalChanges?.((raw) => {
    let next: SandboxData;
    try {
      next = JSON.parse(raw) as SandboxData;
    } catch {
      return;
    }
    if (!next || next.version !== 1 || typeof next.seededAt !== 'number') return;
    const known = new Set(data.events.map(eventKey));
    const fresh = next.events.filter((event) => !known.has(eventKey(event)));
    data = settled(next);
    notify();
    for (const event of fresh) for (const listener of [...eventListeners]) listener(event);
  });

  const store: SandboxStore = {
    read: () => data,
    update(recipe) {
      depth += 1;
      try {
        // A fresh top-level object per change, so that snapshot readers (useSyncExternalStore) see it.
        if (depth === 1) data = { ...data };
        const result = recipe(data);
        dirty = true;
        return result;
      } finally {
        depth -= 1;
        if (depth === 0) settled(data);
        if (depth === 0 && dirty) {
          dirty = false;
          persist();
          notify();
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reset() {
      data = settled(seed(wallClock()));
      persist();
      notify();
    },
    now: () => wallClock() + data.clockOffsetMs,
    nowSeconds: () => Math.floor(store.now() / 1000),
    nextId(prefix) {
      return store.update((d) => {
        d.seq += 1;
        return `${prefix}_sbx${String(d.seq).padStart(5, '0')}`;
      });
    },
    emit(type, eventData) {
      const event: SandboxEventRecord = { at: store.now(), type, data: eventData };
      store.update((d) => {
        d.events = [...d.events, event].slice(-MAX_EVENTS);
      });
      for (const listener of [...eventListeners]) listener(event);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
  };
  return store;
}
