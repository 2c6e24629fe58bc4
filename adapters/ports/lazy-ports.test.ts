import { describe, expect, it, vi } from 'vitest';
import type { CardPort, RealtimeEvent, RealtimePort, RealtimeStatus } from '@machines/ports';
import { lazyCard, lazyRealtime } from './lazy-ports';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyCard', () => {
  it('imports the card once, on the first mount, and mounts through it', async () => {
    const element = { confirm: vi.fn(), destroy: vi.fn() };
    const port: CardPort = { mount: vi.fn(async () => element) };
    const load = vi.fn(async () => port);
    const card = lazyCard(load);
    expect(load).not.toHaveBeenCalled();
    const options = { clientSecret: 'pi_1_secret', intentType: 'payment_intent' as const, locale: 'en', returnUrl: '/' };
    await expect(card.mount({} as HTMLElement, options)).resolves.toBe(element);
    await card.mount({} as HTMLElement, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(port.mount).toHaveBeenCalledTimes(2);
  });

  it('rejects the mount when the import fails (the card step shows its error)', async () => {
    const card = lazyCard(() => Promise.reject(new Error('chunk failed')));
    await expect(card.mount({} as HTMLElement, {} as never)).rejects.toThrow('chunk failed');
  });
});

describe('lazyRealtime', () => {
  const fakePort = () => {
    const listeners = new Set<(event: RealtimeEvent) => void>();
    const port: RealtimePort = {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    return { port, listeners };
  };

  it('subscribes once the implementation has loaded, and unsubscribes through it', async () => {
    const { port, listeners } = fakePort();
    const load = vi.fn(async () => port);
    const realtime = lazyRealtime(load);
    const unsubscribe = realtime.subscribe(() => {});
    realtime.subscribe(() => {});
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(2);
    unsubscribe();
    expect(listeners.size).toBe(1);
  });

  it('never subscribes a listener that left before the import finished', async () => {
    const { port, listeners } = fakePort();
    const realtime = lazyRealtime(async () => port);
    realtime.subscribe(() => {})();
    await flush();
    expect(listeners.size).toBe(0);
  });

  it("reports 'unavailable' when the import fails, so that polling takes over", async () => {
    const statuses: RealtimeStatus[] = [];
    const realtime = lazyRealtime(() => Promise.reject(new Error('offline')));
    realtime.subscribe(() => {}, (status) => statuses.push(status));
    await flush();
    expect(statuses).toEqual(['unavailable']);
  });
});
