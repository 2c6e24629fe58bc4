// The composition root's adapter half: one HTTP client wired to the platform globals, the
// livemode flag and the current locale. routes/ builds the rest (query client, router, ports).
import { resolveApiBase } from './http/base-url';
import { createHttpClient, type HttpClient } from './http/client';
import { platformGlobals } from './http/platform-globals';
import { webStore, type KeyValueStore } from './storage/local-store';
import { readLivemode } from './storage/livemode';

export type BackendMode = 'sandbox' | 'live';

export interface CoreAdapters {
  mode: BackendMode;
  http: HttpClient;
  local: KeyValueStore;
  session: KeyValueStore;
  livemode: () => boolean;
}

export function createCoreAdapters(mode: BackendMode, locale: () => string): CoreAdapters {
  const local = webStore('local');
  const globals = platformGlobals();
  const livemode = () => readLivemode(local);
  const http = createHttpClient({
    baseUrl: () => resolveApiBase(platformGlobals()),
    locale,
    authToken: () => globals.__PAYMENT_KIT_AUTH_TOKEN,
    livemode,
  });
  return { mode, http, local, session: webStore('session'), livemode };
}

/**
 * Sandbox unless this build was made for a platform (VITE_SANDBOX=off) or the platform's globals
 * are present; `?sandbox` forces it on a platform page for demos.
 */
export function detectBackendMode(options: { sandboxBuild: boolean; search: string }): BackendMode {
  if (!options.sandboxBuild) return 'live';
  const platform = platformGlobals().blocklet !== undefined;
  return !platform || new URLSearchParams(options.search).has('sandbox') ? 'sandbox' : 'live';
}
