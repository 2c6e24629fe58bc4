// URL state of the tables and the invoice.paid refresh timing (docs/spec/shell-store-and-tables.md §9).
import { describe, expect, it, vi } from 'vitest';
import { createDebouncedRefresh, paidPollInterval, PAID_POLL_INTERVAL_MS } from './paid-refresh';
import { adminColumnsOn } from './useTableEnv';
import { tableSearch } from './search';
import { applyPatch } from './table-state';

describe('tableSearch (router validateSearch, plain guards)', () => {
  it('keeps valid fields', () => {
    expect(tableSearch({ page: 3, pageSize: 20, status: 'paid', currency: 'pc_abt', q: 'top', type: 'stake_return', from: '2026-01-01', to: '2026-01-31', view: 'list', tab: 'grants' })).toEqual({
      page: 3,
      pageSize: 20,
      status: 'paid',
      currency: 'pc_abt',
      q: 'top',
      type: 'stake_return',
      from: '2026-01-01',
      to: '2026-01-31',
      view: 'list',
      tab: 'grants',
    });
  });
  it('drops what a hand-edited URL breaks: page 0 or 1.5, a size not offered, a bad day, an unknown type', () => {
    expect(tableSearch({ page: 0, pageSize: 7, from: '2026-13', to: '2026-01-31', type: 'chargeback', view: 'grid' })).toEqual({});
    expect(tableSearch({ page: 1.5 })).toEqual({});
    expect(tableSearch({ page: '2' })).toEqual({});
  });
  it('a range needs both days; a numeric search text stays text', () => {
    expect(tableSearch({ from: '2026-01-01' })).toEqual({});
    expect(tableSearch({ q: 1234 })).toEqual({ q: '1234' });
    expect(tableSearch({ q: '   ' })).toEqual({});
  });
});

describe('applyPatch', () => {
  it('a page turn keeps the filters', () => {
    expect(applyPatch({ status: 'paid', page: 2 }, { page: 3 })).toEqual({ status: 'paid', page: 3 });
  });
  it('a filter or page-size change goes back to page 1 (page left out of the URL)', () => {
    expect(applyPatch({ status: 'paid', page: 4 }, { currency: 'pc_abt' })).toEqual({ status: 'paid', currency: 'pc_abt' });
    expect(applyPatch({ page: 4 }, { pageSize: 50 })).toEqual({ pageSize: 50 });
    expect(applyPatch({ page: 4 }, { page: 1 })).toEqual({});
  });
  it('clearing a filter removes it', () => {
    expect(applyPatch({ status: 'paid', from: '2026-01-01', to: '2026-01-02' }, { status: undefined, from: undefined, to: undefined })).toEqual({});
  });
});

describe('invoice.paid refresh: debounced 1 s, max wait 5 s', () => {
  const timers = () => ({ now: () => Date.now(), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) });

  it('one event refreshes once, 1 s later', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = createDebouncedRefresh(run, { timers: timers() });
    refresh.trigger();
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('a burst every 500 ms refreshes at 5 s after the first event, not later', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = createDebouncedRefresh(run, { timers: timers() });
    for (let t = 0; t < 8000; t += 500) {
      if (t > 0) vi.advanceTimersByTime(500);
      refresh.trigger();
      if (t < 5000) expect(run).toHaveBeenCalledTimes(0);
    }
    // Fired once at 5 s (max wait); the events after it start a new window.
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('cancel drops a pending refresh', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = createDebouncedRefresh(run, { timers: timers() });
    refresh.trigger();
    refresh.cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('polling fallback while the relay socket is down', () => {
  it('polls only when the socket is closed or unavailable', () => {
    expect(paidPollInterval('open')).toBe(false);
    expect(paidPollInterval('connecting')).toBe(false);
    expect(paidPollInterval('closed')).toBe(PAID_POLL_INTERVAL_MS);
    expect(paidPollInterval('unavailable')).toBe(PAID_POLL_INTERVAL_MS);
  });
});

describe('admin columns (docs/spec/shell-store-and-tables.md §6: owner and admin, in dashboard mode)', () => {
  it('are on only for owner or admin on the dashboard', () => {
    expect(adminColumnsOn('admin', 'dashboard')).toBe(true);
    expect(adminColumnsOn('owner', 'dashboard')).toBe(true);
    expect(adminColumnsOn('admin', 'portal')).toBe(false);
    expect(adminColumnsOn('member', 'dashboard')).toBe(false);
    expect(adminColumnsOn(undefined, 'dashboard')).toBe(false);
  });
});
