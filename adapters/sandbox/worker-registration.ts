// The sandbox's service worker, registered before msw's code has arrived (docs/speed.md): installing
// and activating the worker then overlaps the download and parse of the sandbox chunk instead of
// following it. A module of its own, a few lines, so the entry can start it at once.

import { mountPath } from '../http/mount-path';

/**
 * public/sandbox-worker.js: msw's worker behind a filter that lets every non-API request go by.
 * It is served beside the app, under its mount ('/payment/sandbox-worker.js'), so its default
 * scope is the mount: it controls this app's pages and no other component's on the origin.
 */
export const sandboxWorkerUrl = (): string => `${mountPath()}sandbox-worker.js`;

/** After activation the worker has claimed the page; past this grace it never will (a hard reload). */
const CLAIM_GRACE_MS = 1_000;

let registering: Promise<void> | undefined;

/**
 * Registers the worker and resolves once it controls this page (its activation claims the page).
 * msw's start must not run before that: finding its worker registered but not in control, it
 * reloads the page. So there is no fixed time limit (a loaded machine may take seconds to install
 * it): it resolves on control, on a failed install, or a moment after an activation that did
 * not claim the page. Never rejects; without service workers it resolves at once.
 */
export function registerSandboxWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  registering ??= (async () => {
    if (!container || container.controller) return;
    let controlled = () => {};
    const control = new Promise<void>((resolve) => (controlled = resolve));
    container.addEventListener('controllerchange', () => controlled(), { once: true });
    const registration = await container.register(sandboxWorkerUrl());
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (container.controller || !worker) return;
    const settle = () => {
      if (worker.state === 'redundant') controlled();
      else if (worker.state === 'activated') setTimeout(controlled, CLAIM_GRACE_MS);
    };
    worker.addEventListener('statechange', settle);
    settle();
    await control;
  })().catch(() => undefined);
  return registering;
}
