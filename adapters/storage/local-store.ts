// Browser storage behind one small interface, so that tests and private-mode browsers (where
// storage throws) behave the same: a failed read is "nothing stored", a failed write is ignored.

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function webStore(kind: 'local' | 'session'): KeyValueStore {
  const storage = (): Storage | undefined => {
    try {
      return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: (key) => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage()?.setItem(key, value);
      } catch {
        /* quota or privacy mode: the preference is simply not remembered */
      }
    },
    remove: (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        /* see above */
      }
    },
  };
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}
