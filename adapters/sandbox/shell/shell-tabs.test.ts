import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../storage/local-store';
import { createShellStore, emptyShellState, type ShellBroadcast } from './shell-state';

// Two tabs: each with its own storage view, as when one tab's local-storage write has not reached
// the other yet. The change must still arrive whole: the channel carries the state.
const memory = (): KeyValueStore => {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
};

describe('shell state across tabs', () => {
  it('hands the other tab the new state with the change, without waiting for its storage', async () => {
    const first = createShellStore(memory(), emptyShellState);
    const second = createShellStore(memory(), emptyShellState);
    const received = new Promise<ShellBroadcast>((resolve) => second.onBroadcast(resolve));
    first.update(
      (state) => {
        state.temporaryHost = true;
      },
      { kind: 'changed' },
    );
    expect(await received).toEqual({ kind: 'changed' });
    expect(second.read().temporaryHost).toBe(true);
  });
});
