import { describe, expect, it, vi } from 'vitest';
import type { CardPort, RealtimeEvent, RealtimePort, RealtimeStatus } from '@machines/ports';
import { lazyApi, lazyCard, lazyRealtime } from './lazy-ports';

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

describe('lazyApi', () => {
  interface Api {
    retrieve(id: string, signal?: AbortSignal): Promise<string>;
    submit(id: string, form: { email: string }): Promise<number>;
  }
  const METHODS = { retrieve: true, submit: true } as const;

  it('imports the implementation once, on the first call, and forwards every argument', async () => {
    const impl: Api = { retrieve: vi.fn(async (id: string) => `session ${id}`), submit: vi.fn(async () => 1) };
    const load = vi.fn(async () => impl);
    const api = lazyApi<Api>(load, METHODS);
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await expect(api.retrieve('cs_1', signal)).resolves.toBe('session cs_1');
    await expect(api.submit('cs_1', { email: 'a@b.c' })).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(impl.retrieve).toHaveBeenCalledWith('cs_1', signal);
    expect(impl.submit).toHaveBeenCalledWith('cs_1', { email: 'a@b.c' });
  });

  it('calls made while the import is on its way share it', async () => {
    const load = vi.fn(async () => ({ retrieve: async (id: string) => id, submit: async () => 2 }) satisfies Api);
    const api = lazyApi<Api>(load, METHODS);
    await expect(Promise.all([api.retrieve('a'), api.retrieve('b'), api.submit('c', { email: '' })])).resolves.toEqual(['a', 'b', 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed import is a network ApiError (the page says why, with Retry), and the next call imports again', async () => {
    const impl: Api = { retrieve: async () => 'ok', submit: async () => 3 };
    const load = vi.fn<() => Promise<Api>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(impl);
    const api = lazyApi<Api>(load, METHODS);
    await expect(api.retrieve('cs_1')).rejects.toMatchObject({ _tag: 'ApiError', kind: 'network' });
    await expect(api.retrieve('cs_1')).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
