import type { CardPort, RealtimePort } from '@machines/ports';
import { ApiError } from '../http/api-error';

// Ports whose code is needed only after the payer presses Pay (the card form, the relay socket
// of completion and the overdue dialog): the page loads it on first use, not with the form.

/** A card port whose implementation is imported on the first mount. */
export function lazyCard(load: () => Promise<CardPort>): CardPort {
  let card: Promise<CardPort> | undefined;
  return {
    mount: (container, options) => (card ??= load()).then((port) => port.mount(container, options)),
  };
}

/**
 * A realtime port whose implementation is imported on the first subscription. A failed import
 * reports 'unavailable', so that listeners fall back to polling as they do for a dead socket.
 */
export function lazyRealtime(load: () => Promise<RealtimePort>): RealtimePort {
  let realtime: Promise<RealtimePort> | undefined;
  return {
    subscribe(listener, onStatus) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      (realtime ??= load()).then(
        (port) => {
          if (!cancelled) unsubscribe = port.subscribe(listener, onStatus);
        },
        () => {
          if (!cancelled) onStatus?.('unavailable');
        },
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
  };
}

type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * An API port whose implementation — and with it the domain's schemas and Effect Schema, which a
 * page needs only once an answer comes back — is imported on the first call (the
 * checkout's first code stays small; the boot prefetch has usually loaded it already). Every
 * method returns a promise, so a caller cannot tell. `methods` names them all (the compiler checks
 * it against the interface). A failed import is a network error, like a failed request, and the
 * next call imports again.
 */
export function lazyApi<T extends AsyncMethods<T>>(load: () => Promise<T>, methods: { readonly [K in keyof T]: true }): T {
  let api: Promise<T> | undefined;
  const loaded = () =>
    (api ??= load().catch((cause: unknown) => {
      api = undefined;
      throw new ApiError('network', `Network error: ${cause instanceof Error ? cause.message : String(cause)}`, { method: 'IMPORT', url: '', cause });
    }));
  const port = {} as Record<keyof T, unknown>;
  for (const name of Object.keys(methods) as (keyof T)[]) {
    port[name] = (...args: never[]) => loaded().then((impl) => impl[name](...args));
  }
  return port as T;
}
