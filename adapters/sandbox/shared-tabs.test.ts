// One back end for every tab of an origin (a payment made in one tab shows in the others). Two stores stand for two tabs: they share
// the saved state, and a save in one reaches the other as the browser's storage event does
// (only in the *other* tabs).
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../storage/local-store';
import { completeCheckout } from './engine/fulfil';
import type { SandboxEventRecord } from './model';
import { seedData } from './seed';
import { createSandboxStore, SANDBOX_STORAGE_KEY } from './state';

function twoTabs() {
  const saved = new Map<string, string>();
  const tabs: Array<{ listener: ((raw: string) => void) | null }> = [{ listener: null }, { listener: null }];
  const storageOf = (me: number): KeyValueStore => ({
    get: (key) => saved.get(key) ?? null,
    set: (key, value) => {
      saved.set(key, value);
      if (key === SANDBOX_STORAGE_KEY) tabs.filter((_, i) => i !== me).forEach((tab) => tab.listener?.(value));
    },
    remove: (key) => void saved.delete(key),
  });
  const open = (me: number) =>
    createSandboxStore(seedData, {
      storage: storageOf(me),
      wallClock: () => 1_800_000_000_000,
      externalChanges: (listener) => {
        tabs[me]!.listener = listener;
        return () => {
          tabs[me]!.listener = null;
        };
      },
    });
  const deliverTo = (me: number, raw: string) => tabs[me]!.listener?.(raw);
  return [open(0), open(1), deliverTo] as const;
}

describe('the sandbox shared by the tabs of an origin', () => {
  it('a session paid in one tab is paid in the other, and its realtime event reaches the other tab', () => {
    const [a, b] = twoTabs();
    const heard: SandboxEventRecord[] = [];
    b.onEvent((event) => heard.push(event));
    let bChanged = 0;
    b.subscribe(() => (bChanged += 1));
    expect(b.read().sessions['cs_sbx_one_time']?.status).toBe('open');

    completeCheckout(a, 'cs_sbx_one_time', 'tx_other_tab');

    expect(b.read().sessions['cs_sbx_one_time']?.status).toBe('complete');
    expect(heard.map((event) => [event.type, event.data.id])).toContainEqual(['checkout.session.completed', 'cs_sbx_one_time']);
    expect(bChanged).toBeGreaterThan(0);
    // And back: a change in the second tab is the first tab's truth too.
    b.update((d) => {
      d.identity = 'developer';
    });
    expect(a.read().identity).toBe('developer');
  });

  it('ignores a saved text that is not a sandbox state', () => {
    const [, b, deliverTo] = twoTabs();
    const before = b.read();
    // What another app on the origin, an older version, or a half-written value could leave under the key.
    for (const raw of ['{"checkoutSession": {"id": "cs_', '{"version": 2, "seededAt": 1}', 'null', '42']) deliverTo(1, raw);
    expect(b.read()).toBe(before);
  });
});
