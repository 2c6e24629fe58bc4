// Where the store component's API lives: its mount point among the platform's components (the
// Blocklet Store's DID), else '/store' — how this app mounts the store and where the sandbox
// answers.
import { platformGlobals } from '../http/platform-globals';
import { createHttpClient, type HttpClient } from '../http/client';

export const BLOCKLET_STORE_DID = 'z8ia29UsENBg6tLZUKi2HABj38Cw1LmHZocbQ';
export const DEFAULT_STORE_BASE = '/store';

export function resolveStoreBase(): string {
  const mount = platformGlobals().blocklet?.componentMountPoints?.find((c) => c.did === BLOCKLET_STORE_DID || c.name === 'blocklet-store');
  return (mount?.mountPoint ?? DEFAULT_STORE_BASE).replace(/\/+$/, '');
}

/** The store's HTTP client: the same core (timeouts, decoding, error texts) with the store's base. */
export function createStoreHttp(options: { locale: () => string; livemode: () => boolean }): HttpClient {
  return createHttpClient({ baseUrl: resolveStoreBase, locale: options.locale, authToken: () => platformGlobals().__PAYMENT_KIT_AUTH_TOKEN, livemode: options.livemode });
}
