// Starts the sandbox in the browser: platform globals, the msw service worker, window.__sandbox.
import { setupWorker } from 'msw/browser';
import { webStore } from '../storage/local-store';
import type { SandboxControls } from './controls';
import { installPlatformGlobals } from './platform';
import { createSandbox, type Sandbox } from './sandbox';
import { SANDBOX_STORAGE_KEY } from './state';
import { registerSandboxWorker, sandboxWorkerUrl } from './worker-registration';
import { resolveApiBase } from '../http/base-url';
import { platformGlobals } from '../http/platform-globals';

declare global {
  interface Window {
    /** The sandbox's controls, for Playwright and the curious (see docs/sandbox-api.md). */
    __sandbox?: SandboxControls;
  }
}

let started: Promise<Sandbox> | null = null;

/** Idempotent: the first call starts the worker; later calls get the same sandbox. */
export function startSandboxInstance(): Promise<Sandbox> {
  started ??= (async () => {
    installPlatformGlobals(window as unknown as { blocklet?: unknown; location: Location });
    const sandbox = createSandbox({
      // Where the page will call: its own look-alike globals' '/payment-kit', or under a platform
      // (a mounted page opened with ?sandbox) the Payment Kit's mount point there.
      apiBase: resolveApiBase(platformGlobals()),
      storage: webStore('local'),
      // One back end for every tab of this origin: another tab's saved state replaces ours.
      externalChanges: (listener) => {
        const onStorage = (event: StorageEvent) => {
          if (event.key === SANDBOX_STORAGE_KEY && event.newValue) listener(event.newValue);
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      },
    });
    // msw's start asks the browser to update its already-registered worker and does not catch a
    // failed update (vite dev answered that check with a 404 now and then): the worker in control
    // still serves the page, so the failure is a warning, not an uncaught error.
    window.addEventListener('unhandledrejection', (event) => {
      const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
      if (message.startsWith('Failed to update a ServiceWorker')) {
        event.preventDefault();
        console.warn('sandbox: service worker update check failed; the registered worker stays in control.', message);
      }
    });
    const worker = setupWorker(...sandbox.handlers);
    // Usually registered by main.tsx before this chunk arrived; msw starts once it is in control.
    await registerSandboxWorker();
    // public/sandbox-worker.js wraps msw's worker so that only API calls are routed through the page.
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: sandboxWorkerUrl() } });
    window.__sandbox = sandbox.controls;
    return sandbox;
  })();
  return started;
}

export async function startSandbox(): Promise<SandboxControls> {
  return (await startSandboxInstance()).controls;
}

export type { SandboxControls } from './controls';
