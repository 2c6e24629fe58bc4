import type { Analytics, Notifier } from '@machines/ports';
import { createBillingApi } from '../api/billing';
import { createCheckoutApi } from '../api/checkout';
import type { HttpClient } from '../http/client';
import type { KeyValueStore } from '../storage/local-store';
import { lazyRealtime } from './lazy-ports';

export interface CommonPortsInput {
  http: HttpClient;
  /** Local storage (preferences such as payment-currency-preference). */
  local: KeyValueStore;
  notifier: Notifier;
  analytics?: Analytics;
  /** The app's PID, for the relay channel `relay:{appPid}:events`. */
  appPid: () => string;
  /** The page (for the relay URL); defaults to window.location. */
  page?: { protocol: string; host: string };
}

const noAnalytics: Analytics = { track: () => {} };

export const appPidFromGlobals = () => {
  const blocklet = (globalThis as { blocklet?: { appPid?: string } }).blocklet;
  return blocklet?.appPid ?? '';
};

/** The ports that are the same code over the sandbox and over a real Payment Kit. */
export function commonPorts(input: CommonPortsInput, servicePrefix = '') {
  const page = input.page ?? (typeof location === 'undefined' ? { protocol: 'http:', host: 'localhost' } : location);
  return {
    checkout: createCheckoutApi(input.http),
    billing: createBillingApi(input.http),
    realtime: lazyRealtime(() =>
      import('../realtime/relay-realtime').then(({ createRelayRealtime, relayUrlFor }) =>
        createRelayRealtime({ url: () => relayUrlFor(page, servicePrefix), appPid: input.appPid }),
      ),
    ),
    notifier: input.notifier,
    analytics: input.analytics ?? noAnalytics,
    preferences: { get: (key: string) => input.local.get(key), set: (key: string, value: string) => input.local.set(key, value) },
  };
}
