import type { KeyValueStore } from './local-store';

/** Local-storage key of the livemode flag (docs/spec/checkout-and-billing.md §9: default true). */
export const LIVEMODE_KEY = 'livemode';

export const readLivemode = (store: KeyValueStore): boolean => store.get(LIVEMODE_KEY) !== 'false';

export const writeLivemode = (store: KeyValueStore, livemode: boolean): void =>
  store.set(LIVEMODE_KEY, String(livemode));
