// The refresh after `invoice.paid` (docs/spec/shell-store-and-tables.md §9: debounced 1 s, max wait 5 s): a burst of payments
// refreshes once, 1 s after the last one, but never later than 5 s after the first.
export const PAID_REFRESH_WAIT_MS = 1_000;
export const PAID_REFRESH_MAX_WAIT_MS = 5_000;
/** While the relay socket is down, the invoice lists poll at this interval instead. */
export const PAID_POLL_INTERVAL_MS = 10_000;

/**
 * The invoice lists' polling interval for a relay socket status: none while it is open (or still
 * connecting: the events will come), PAID_POLL_INTERVAL_MS while it is closed or unavailable.
 */
export function paidPollInterval(status: string): number | false {
  return status === 'open' || status === 'connecting' ? false : PAID_POLL_INTERVAL_MS;
}

export interface Timers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface DebouncedRefresh {
  trigger: () => void;
  cancel: () => void;
}

export function createDebouncedRefresh(
  run: () => void,
  { wait = PAID_REFRESH_WAIT_MS, maxWait = PAID_REFRESH_MAX_WAIT_MS, timers = realTimers }: { wait?: number; maxWait?: number; timers?: Timers } = {},
): DebouncedRefresh {
  let firstAt: number | null = null;
  let timer: unknown;
  const fire = () => {
    firstAt = null;
    timer = undefined;
    run();
  };
  return {
    trigger() {
      const now = timers.now();
      firstAt ??= now;
      if (timer !== undefined) timers.clearTimeout(timer);
      const delay = Math.max(0, Math.min(wait, maxWait - (now - firstAt)));
      timer = timers.setTimeout(fire, delay);
    },
    cancel() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      firstAt = null;
    },
  };
}
