// The two ways to build the machines' Ports: over the embedded sandbox, or over a real Payment
// Kit on a blocklet platform. Everything but the wallet, the card, the session and the clock is
// the same code in both (the sandbox answers the same HTTP and relay protocol).
import type { Analytics, Notifier, Ports } from '@machines/ports';
import { createBillingApi } from '../api/billing';
import { createCheckoutApi } from '../api/checkout';
import { createSandboxCard, type SandboxCardTextKey } from '../card/sandbox-card';
import { createStripeCard } from '../card/stripe-card';
import type { HttpClient } from '../http/client';
import { createRelayRealtime, relayUrlFor } from '../realtime/relay-realtime';
import { createLiveSession, type LiveSessionOptions } from '../session/live-session';
import { createSandboxSession, type SandboxIdentitySource } from '../session/sandbox-session';
import type { KeyValueStore } from '../storage/local-store';
import { createLiveWallet, type LiveWalletOptions } from '../wallet/live-wallet';
import { createSandboxWalletPort, type SandboxWalletSource } from '../wallet/sandbox-wallet';

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

const appPidFromGlobals = () => {
  const blocklet = (globalThis as { blocklet?: { appPid?: string } }).blocklet;
  return blocklet?.appPid ?? '';
};

function common(input: CommonPortsInput, servicePrefix = '') {
  const page = input.page ?? (typeof location === 'undefined' ? { protocol: 'http:', host: 'localhost' } : location);
  return {
    checkout: createCheckoutApi(input.http),
    billing: createBillingApi(input.http),
    realtime: createRelayRealtime({ url: () => relayUrlFor(page, servicePrefix), appPid: input.appPid }),
    notifier: input.notifier,
    analytics: input.analytics ?? noAnalytics,
    preferences: { get: (key: string) => input.local.get(key), set: (key: string, value: string) => input.local.set(key, value) },
  };
}

export interface SandboxPortsInput extends Omit<CommonPortsInput, 'appPid'> {
  /** The sandbox's controls (startSandbox()); only the parts named here are used. */
  sandbox: SandboxIdentitySource & SandboxWalletSource & { now(): number };
  appPid?: () => string;
  /** Texts of the sandbox card form (i18n keys sandbox.card.*). */
  cardText?: (key: SandboxCardTextKey) => string;
}

export function createSandboxPorts(input: SandboxPortsInput): Ports {
  return {
    ...common({ ...input, appPid: input.appPid ?? appPidFromGlobals }),
    wallet: createSandboxWalletPort(input.sandbox),
    card: createSandboxCard({ http: input.http, ...(input.cardText ? { text: input.cardText } : {}) }),
    session: createSandboxSession(input.sandbox),
    // The sandbox clock may run ahead (advanceClock): expiry and trials must use it.
    clock: { now: () => input.sandbox.now() },
  };
}

export interface LivePortsInput extends Partial<Pick<CommonPortsInput, 'appPid'>>, Omit<CommonPortsInput, 'appPid'> {
  apiBase: () => string;
  /** A DID Connect client, when the host provides one (see live-wallet.ts). */
  openWallet?: LiveWalletOptions['open'];
  session?: LiveSessionOptions;
  /** Where the platform's services live ('' = site root). */
  servicePrefix?: string;
}

export function createLivePorts(input: LivePortsInput): Ports {
  return {
    ...common({ ...input, appPid: input.appPid ?? appPidFromGlobals }, input.servicePrefix ?? ''),
    wallet: createLiveWallet({ apiBase: input.apiBase, ...(input.openWallet ? { open: input.openWallet } : {}) }),
    card: createStripeCard(),
    session: createLiveSession({ ...input.session, ...(input.servicePrefix === undefined ? {} : { servicePrefix: input.servicePrefix }) }),
    clock: { now: () => Date.now() },
  };
}
