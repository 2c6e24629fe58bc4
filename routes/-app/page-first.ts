// The page before the shell's extras (issue 17). On a first visit that index.html painted as a
// checkout skeleton, the form races a 500 ms floor for the main thread; the shell's lazy parts
// (the toasts host, the session controls, the footer and cookie banner, the sandbox's tools) used
// to download, evaluate and render in that same window: ~25 requests and their renders while the
// form was being prepared. They now wait until the page has shown what it opened for. Every other
// page (no HTML skeleton) loads them at once, as before.

/** Never hold the shell back longer than this, whatever the page does. */
export const PAGE_FIRST_LIMIT_MS = 3_000;

let release: () => void = () => undefined;
let shown: Promise<void> = Promise.resolve();

/** As at a document's start: `painted` when index.html flagged a page skeleton. */
export function resetPageFirst(painted: boolean, limitMs = PAGE_FIRST_LIMIT_MS): void {
  if (!painted) {
    release = () => undefined;
    shown = Promise.resolve();
    return;
  }
  shown = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

resetPageFirst(typeof document !== 'undefined' && document.documentElement.hasAttribute('data-html-skeleton'));

/** Resolves once the page has shown (at once on a page with no HTML skeleton). */
export const whenPageShown = (): Promise<void> => shown;

/** The page opened on this document has shown its content (or its outcome): the shell follows after that frame's paint. */
export function pageShown(): void {
  if (typeof requestAnimationFrame === 'undefined') return release();
  requestAnimationFrame(() => setTimeout(release, 0));
}

/** A lazy import that waits for the page first: `lazy(afterPage(() => import('./X')))`. */
export const afterPage =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    whenPageShown().then(load);
