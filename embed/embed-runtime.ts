// What an embed needs before it can render a checkout: the same composition as main.tsx (adapters,
// query client, ports, the sandbox when asked for), built once per PaymentProvider. The embed is a
// second entry point of the same layers (docs/architecture.md §4, decision 15), so it composes
// them with the app's own factories rather than a copy.
import { QueryClient } from '@tanstack/react-query';
import { createCoreAdapters } from '@adapters/compose';
import type { Ports } from '@machines/ports';
import { ensureArea, ensureCatalogue, type Locale } from '@ui/i18n';
import type { RouterContext } from '../routes/-app/context';

export interface EmbedRuntimeOptions {
  /** A Payment Kit on another origin (its mount point's full URL); default: this page's platform. */
  baseUrl?: string | undefined;
  /** A token for calls made on the payer's behalf from another origin. */
  authToken?: string | undefined;
  /** Run against the embedded sandbox back end (msw in this page's service worker). */
  sandbox: boolean;
  locale: () => Locale;
}

interface EmbedGlobals {
  __PAYMENT_KIT_BASE_URL?: string;
  __PAYMENT_KIT_AUTH_TOKEN?: string;
}

/** Builds the router context every checkout page reads; resolves once its texts (and sandbox) are ready. */
export async function createEmbedRuntime(options: EmbedRuntimeOptions): Promise<RouterContext> {
  // The adapters read the cross-origin override from the real product's globals
  // (docs/reference/payment-react.md §3.13), so the provider's props are written there.
  const globals = window as unknown as EmbedGlobals;
  if (options.baseUrl) globals.__PAYMENT_KIT_BASE_URL = options.baseUrl;
  if (options.authToken) globals.__PAYMENT_KIT_AUTH_TOKEN = options.authToken;
  const adapters = createCoreAdapters(options.sandbox ? 'sandbox' : 'live', options.locale);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const texts = Promise.all([ensureCatalogue(options.locale()), ensureArea('embed')]);
  let sandbox: RouterContext['sandbox'];
  if (options.sandbox) {
    const [{ startSandbox }] = await Promise.all([import('@adapters/sandbox/browser'), ensureArea('sandbox')]);
    sandbox = await startSandbox();
  }
  let ports: Promise<Ports> | undefined;
  const getPorts = () =>
    (ports ??= sandbox
      ? import('../routes/-app/app-sandbox-ports').then(({ createAppSandboxPorts }) =>
          createAppSandboxPorts(adapters, sandbox!, options.locale),
        )
      : import('../routes/-app/app-live-ports').then(({ createAppLivePorts }) => createAppLivePorts(adapters, options.locale)));
  await texts;
  return { queryClient, adapters, sandbox, getPorts };
}
