// The checkout skeleton that index.html paints before any script (docs/speed.md). Its inline script
// flags <html data-html-skeleton> on a checkout address; React's first render replaces it. The
// spec's 500 ms floor counts from that paint: the page's session machine is told how long the
// skeleton has already been on screen, once, for the checkout the document was opened on.
import { pageShown } from '../-app/page-first';

/** The checkout id of an address (`/checkout/pay/{id}`), or null: the same pattern as index.html's script. */
export function checkoutIdOf(pathname: string): string | null {
  const match = /\/checkout\/pay\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

interface PaintClock {
  now(): number;
  /** The browser's first paint (performance timeline), when it has one. */
  firstPaint(): number | undefined;
}

const browserClock: PaintClock = {
  now: () => performance.now(),
  firstPaint: () =>
    (
      performance.getEntriesByName('first-paint')[0] ??
      performance.getEntriesByName('first-contentful-paint')[0]
    )?.startTime,
};

/** The checkout the HTML skeleton was painted for; cleared once its page has used the head start. */
let paintedFor: string | null =
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-html-skeleton')
    ? checkoutIdOf(location.pathname)
    : null;

/**
 * For the session machine's `skeletonShownMs`: how long the HTML skeleton has been on screen for
 * this checkout (0 for any other page, a later visit, or a browser without paint timing, so the
 * floor is never shortened by a guess).
 */
export function skeletonShownMs(id: string, clock: PaintClock = browserClock): () => number {
  return () => {
    if (paintedFor !== id) return 0;
    const paint = clock.firstPaint();
    return paint === undefined ? 0 : Math.max(0, clock.now() - paint);
  };
}

/** The first checkout page has shown its form (or its outcome): a later visit gets the whole floor. */
export function releaseHtmlSkeleton(): void {
  paintedFor = null;
  pageShown();
}

/** Tests: as if the document had been opened on this checkout with its HTML skeleton. */
export function paintedForTesting(id: string | null): void {
  paintedFor = id;
}
