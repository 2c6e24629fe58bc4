import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPage, pageShown, resetPageFirst, whenPageShown } from './page-first';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('page first (the shell waits for a checkout form painted from the HTML)', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetPageFirst(false);
  });

  it('loads at once on a page with no HTML skeleton', async () => {
    resetPageFirst(false);
    const load = vi.fn(async () => 'extras');
    await expect(afterPage(load)()).resolves.toBe('extras');
    expect(load).toHaveBeenCalledOnce();
  });

  it('holds the shell until the page has shown, then loads', async () => {
    vi.useFakeTimers();
    resetPageFirst(true);
    const load = vi.fn(async () => 'extras');
    const pending = afterPage(load)();
    expect(await settled(pending)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    pageShown();
    await expect(pending).resolves.toBe('extras');
    expect(load).toHaveBeenCalledOnce();
  });

  it('never holds it longer than the limit, whatever the page does', async () => {
    vi.useFakeTimers();
    resetPageFirst(true, 3_000);
    const shown = whenPageShown();
    vi.advanceTimersByTime(2_999);
    expect(await settled(shown)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
  });

  it('reveals the app behind the HTML skeleton when the page has shown, or at the limit', async () => {
    const flags = new Set(['data-html-skeleton']);
    const documentElement = { removeAttribute: (name: string) => flags.delete(name) };
    vi.stubGlobal('document', { documentElement, getElementById: () => null });
    vi.useFakeTimers();
    try {
      resetPageFirst(true, 3_000);
      expect(flags.has('data-html-skeleton')).toBe(true);
      pageShown();
      expect(flags.has('data-html-skeleton'), 'at once, before the paint').toBe(false);
      flags.add('data-html-skeleton');
      resetPageFirst(true, 3_000);
      vi.advanceTimersByTime(3_000);
      expect(flags.has('data-html-skeleton'), 'at the limit').toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a second pageShown changes nothing', async () => {
    resetPageFirst(true);
    pageShown();
    pageShown();
    expect(await settled(whenPageShown())).toBe(true);
  });
});
