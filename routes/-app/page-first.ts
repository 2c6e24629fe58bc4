// The page before the shell's extras (docs/speed.md). On a first visit that index.html painted as a
// checkout skeleton, the form races a 500 ms floor for the main thread; the shell's lazy parts
// (the toasts host, the session controls, the footer, the sandbox's tools) and the parts only a
// press of Pay needs used to download, evaluate and render in that same window: ~25 requests and
// their renders while the form was being prepared. They now wait until the page has shown what it
// opened for. Every other page (no HTML skeleton) loads them at once, as before.
//
// The app itself renders behind the HTML skeleton, laid out but unseen (index.html hides #root
// while <html data-html-skeleton> is set), and appears in one piece when the page has shown:
// header, form and cookie banner at once, with no intermediate skeleton painted by React (its
// render and commit no longer come after the first contentful paint: Lighthouse's blocking time).

/** Never hold the app (and the shell) back longer than this, whatever the page does. */
export const PAGE_FIRST_LIMIT_MS = 3_000;

let release: () => void = () => undefined;
let shown: Promise<void> = Promise.resolve();

/** The HTML skeleton goes and the app behind it shows (index.html's rules). */
const reveal = () => {
  if (typeof document === 'undefined') return;
  const skeleton = document.getElementById('html-skeleton');
  // A keyboard user on index.html's cookie banner keeps their place on the app's.
  const focused = !!skeleton && skeleton.contains(document.activeElement);
  document.documentElement.removeAttribute('data-html-skeleton');
  skeleton?.remove();
  if (focused) document.querySelector<HTMLElement>('#root .cookie-banner-button')?.focus();
};

/** As at a document's start: `painted` when index.html flagged a page skeleton. */
export function resetPageFirst(painted: boolean, limitMs = PAGE_FIRST_LIMIT_MS): void {
  if (!painted) {
    release = () => undefined;
    shown = Promise.resolve();
    return;
  }
  shown = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      reveal();
      resolve();
    }, limitMs);
    release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

const painted = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-html-skeleton');
resetPageFirst(painted);
// Any other page: index.html's skeleton (hidden there) leaves the DOM before the app renders, so
// that no stray busy status or second <main> stays behind.
if (!painted) reveal();

/** Resolves once the page has shown (at once on a page with no HTML skeleton). */
export const whenPageShown = (): Promise<void> => shown;

/** After the frame that shows the page: its paint reaches the screen a few frames later. */
export const SHELL_AFTER_PAINT_MS = 50;

/**
 * The page opened on this document has its content (or its outcome) rendered: it appears now
 * (call it before paint, from a layout effect), and the shell follows once that frame is on
 * screen, so nothing of the shell's is asked for before the page's largest paint.
 */
export function pageShown(): void {
  reveal();
  if (typeof requestAnimationFrame === 'undefined') return release();
  requestAnimationFrame(() => setTimeout(release, SHELL_AFTER_PAINT_MS));
}

/** A lazy import that waits for the page first: `lazy(afterPage(() => import('./X')))`. */
export const afterPage =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    whenPageShown().then(load);
