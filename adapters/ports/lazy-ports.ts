import type { CardPort, RealtimePort } from '@machines/ports';

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
