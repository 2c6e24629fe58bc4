import { LIVEMODE_KEY, readLivemode as livemodeOf } from '@domain/platform';
import type { KeyValueStore } from './local-store';

/** The stored livemode flag, read by the one rule in domain/platform (default true). */
export const readLivemode = (store: KeyValueStore): boolean => livemodeOf(store.get(LIVEMODE_KEY));

export const writeLivemode = (store: KeyValueStore, livemode: boolean): void => store.set(LIVEMODE_KEY, String(livemode));
