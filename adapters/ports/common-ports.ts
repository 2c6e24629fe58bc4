import type { Analytics, BillingApi, CheckoutApi, Notifier, RealtimePort } from '@machines/ports';
import type { HttpClient } from '../http/client';
import type { KeyValueStore } from '../storage/local-store';
import { lazyApi, lazyRealtime } from './lazy-ports';

// The API ports load their code (and the schemas that decode the answers) on the first call.
const CHECKOUT_METHODS = {
  retrieve: true,
  startFromLink: true,
  submit: true,
  fastCheckoutConfirm: true,
  crossSell: true,
  upsell: true,
  downsell: true,
  addCrossSell: true,
  removeCrossSell: true,
  adjustQuantity: true,
  setAmount: true,
  applyPromotion: true,
  removePromotion: true,
  recalculatePromotion: true,
} as const satisfies Record<keyof CheckoutApi, true>;
const BILLING_METHODS = { overdueInvoices: true, customerMe: true } as const satisfies Record<keyof BillingApi, true>;

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
  /**
   * The Payment Kit answers from another origin than the page's (`__PAYMENT_KIT_BASE_URL`): no
   * relay socket, whose page-origin host has none; the realtime port says 'unavailable' at once
   * and the machines poll, as the real product does cross-origin (docs/live.md).
   */
  pollOnly?: boolean;
}

/** Realtime for a page that must poll: unavailable from the start, no socket opened. */
const pollingOnly: RealtimePort = {
  subscribe(_listener, onStatus) {
    onStatus?.('unavailable');
    return () => {};
  },
};

const noAnalytics: Analytics = { track: () => {} };

export const appPidFromGlobals = () => {
  const blocklet = (globalThis as { blocklet?: { appPid?: string } }).blocklet;
  return blocklet?.appPid ?? '';
};

/** The ports that are the same code over the sandbox and over a real Payment Kit. */
export function commonPorts(input: CommonPortsInput, servicePrefix = '') {
  const page = input.page ?? (typeof location === 'undefined' ? { protocol: 'http:', host: 'localhost' } : location);
  return {
    checkout: lazyApi<CheckoutApi>(() => import('../api/checkout').then(({ createCheckoutApi }) => createCheckoutApi(input.http)), CHECKOUT_METHODS),
    billing: lazyApi<BillingApi>(() => import('../api/billing').then(({ createBillingApi }) => createBillingApi(input.http)), BILLING_METHODS),
    realtime: input.pollOnly
      ? pollingOnly
      : lazyRealtime(() =>
          import('../realtime/relay-realtime').then(({ createRelayRealtime, relayUrlFor }) =>
            createRelayRealtime({ url: () => relayUrlFor(page, servicePrefix), appPid: input.appPid }),
          ),
        ),
    notifier: input.notifier,
    analytics: input.analytics ?? noAnalytics,
    preferences: { get: (key: string) => input.local.get(key), set: (key: string, value: string) => input.local.set(key, value) },
  };
}
