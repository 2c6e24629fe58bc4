// The sandbox's service worker, registered before msw's code has arrived (issue 17): installing
// and activating the worker then overlaps the download and parse of the sandbox chunk instead of
// following it. A module of its own, a few lines, so the entry can start it at once.

/** public/sandbox-worker.js: msw's worker behind a filter that lets every non-API request go by. */
export const SANDBOX_WORKER_URL = '/sandbox-worker.js';

/** Past this, msw's own start takes over (it registers again and waits on its own). */
const CONTROL_TIMEOUT_MS = 3_000;

let registering: Promise<void> | undefined;

/**
 * Registers the worker and resolves once it controls this page (its activation claims the page).
 * msw's start must not run before that: finding its worker registered but not in control, it
 * reloads the page. Never rejects; without service workers it resolves at once.
 */
export function registerSandboxWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  registering ??= (async () => {
    if (!container || container.controller) return;
    const controlled = new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, CONTROL_TIMEOUT_MS);
    });
    await container.register(SANDBOX_WORKER_URL);
    if (!container.controller) await controlled;
  })().catch(() => undefined);
  return registering;
}
