// Composition root: decide the back end, build adapters, start the sandbox when it is the back
// end, then hand everything to the router context.
import './ui/styles';
import './ui/global.css';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startCheckoutReads } from '@adapters/api/checkout-boot';
import { createCoreAdapters, detectBackendMode } from '@adapters/compose';
import { registerSandboxWorker } from '@adapters/sandbox/worker-registration';
import type { Ports } from '@machines/ports';
import { ensureArea, ensureCatalogue, toLocale, type Locale } from '@ui/i18n';
import { AppProviders } from './routes/-app/AppProviders';
import type { RouterContext } from './routes/-app/context';
import { installInspector } from './routes/-inspector/machine-inspection';
import { createAppRouter } from './routes/-app/router';
import { checkoutIdOf } from './routes/-checkout/html-skeleton';
import { loadCheckoutReady } from './routes/-checkout/load-checkout-ready';

const LOCALE_KEY = 'locale';

declare global {
  interface Window {
    /** index.html's "after the next paint" (its inline script). */
    __afterPaint?: (run: () => void) => void;
  }
}

/** A later task (`delay(0)` lets the browser paint and take input between two parts of the boot). */
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ROUTER_HEAD_START_MS = 1_000;
/** After the browser's next paint (index.html's helper; at once should a page lack it). */
const afterPaint = () => new Promise<void>((resolve) => (window.__afterPaint ? window.__afterPaint(resolve) : resolve()));

async function boot() {
  const mode = detectBackendMode({ sandboxBuild: import.meta.env.VITE_SANDBOX !== 'off', search: location.search });
  let locale: Locale = toLocale(localStorage.getItem(LOCALE_KEY) ?? navigator.language);
  const adapters = createCoreAdapters(mode, () => locale);
  const sandboxMode = import.meta.env.VITE_SANDBOX !== 'off' && mode === 'sandbox';
  // The sandbox's worker installs while its code (msw) downloads, not after (docs/speed.md).
  if (sandboxMode) void registerSandboxWorker();
  // A checkout address (index.html already paints its skeleton): the form's code leaves now,
  // beside the texts and the sandbox, and its data as soon as the back end can answer.
  const checkoutId = checkoutIdOf(location.pathname);
  const checkoutPrefetch = checkoutId ? import('./routes/-checkout/prefetch') : null;
  if (checkoutId) void loadCheckoutReady().catch(() => undefined);

  // The sandbox (msw and its state) is its own chunk; a live build never downloads it.
  // The active language's boot texts load alongside the sandbox, both before the first render;
  // in sandbox mode so do the sandbox's own texts (its dock, identity menu and card form).
  const texts = ensureCatalogue(locale);
  let sandbox: RouterContext['sandbox'];
  // Built on first use by a route that runs machines; the home page never downloads them.
  let ports: Promise<Ports> | undefined;
  const getPorts = () =>
    (ports ??= sandbox
      ? import('./routes/-app/app-sandbox-ports').then(({ createAppSandboxPorts }) =>
          createAppSandboxPorts(adapters, sandbox!, () => locale),
        )
      : import('./routes/-app/app-live-ports').then(({ createAppLivePorts }) => createAppLivePorts(adapters, () => locale)));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const context: RouterContext = { queryClient, adapters, sandbox: undefined, getPorts };
  // Session, settings and a logged-in payer's profile, through the page's own queries, before
  // React renders: in sandbox mode once the worker answers (below), at once on a live page.
  // The session and settings requests leave first, before any of the code that reads them has
  // loaded (the client hands their answers to the page's queries); then the queries themselves.
  const prefetchCheckout = () => {
    if (!checkoutId) return;
    startCheckoutReads(adapters.http, checkoutId, adapters.livemode(), adapters.session);
    void checkoutPrefetch?.then(({ prefetchCheckout }) => prefetchCheckout(context, checkoutId)).catch(() => undefined);
  };
  if (!sandboxMode) prefetchCheckout();
  // The requests are out: the router's route tree is built in a task of its own, so the entry's
  // evaluation and the tree do not make one long task (docs/speed.md: Lighthouse's blocking time).
  await delay(0);
  const router = createAppRouter(context);
  // The route's own code (its split component chunk) downloads now too, not when React renders.
  if (checkoutId) void router.loadRouteChunk(router.routesById['/checkout/pay/$id'])?.catch(() => undefined);

  if (sandboxMode) {
    const sandboxTexts = ensureArea('sandbox');
    // The machine inspector (sandbox only): a live build folds this condition to false and has
    // no inspector chunk at all (scripts/live-bundle-check.mjs).
    const inspector = import.meta.env.VITE_SANDBOX !== 'off' ? import('./routes/-inspector/inspector') : null;
    // On a checkout whose skeleton index.html paints, the sandbox's large chunk waits for that
    // paint: the page's code goes first (docs/speed.md).
    if (checkoutId) await afterPaint();
    const { startSandbox } = await import('@adapters/sandbox/browser');
    sandbox = context.sandbox = await startSandbox();
    prefetchCheckout();
    if (inspector) {
      const { createInspector, recordingTransitions } = await inspector;
      installInspector(recordingTransitions(createInspector()));
    }
    await sandboxTexts;
  }
  await texts;
  // A checkout (behind index.html's skeleton): the route's loader (its ports and the form's
  // module, both on their way) resolves before React's first render, so that render draws the page
  // itself, in slices. Rendered first, the router loads in a layout effect and React draws the
  // page again at once, in one long task (docs/speed.md: blocking time). A slow loader (over 1 s) does
  // not hold the app back: React renders and the router finishes the load it has started.
  if (checkoutId) await Promise.race([router.load().catch(() => undefined), delay(ROUTER_HEAD_START_MS)]);

  // A transition: React renders the first screen in slices, not as one long task (docs/speed.md).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        initialLocale={locale}
        onLocaleChange={(next) => {
          locale = next;
          localStorage.setItem(LOCALE_KEY, next);
        }}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ));
}

void boot();
