// The machines' Ports over a real Payment Kit on a blocklet platform.
import type { Ports } from '@machines/ports';
import { createLiveSession, type LiveSessionOptions } from '../session/live-session';
import { createLiveWallet, type LiveWalletOptions } from '../wallet/live-wallet';
import { appPidFromGlobals, commonPorts, type CommonPortsInput } from './common-ports';
import { lazyCard } from './lazy-ports';

export interface LivePortsInput extends Partial<Pick<CommonPortsInput, 'appPid'>>, Omit<CommonPortsInput, 'appPid'> {
  apiBase: () => string;
  /** A DID Connect client, when the host provides one (see live-wallet.ts). */
  openWallet?: LiveWalletOptions['open'];
  session?: LiveSessionOptions;
  /** Where the platform's services live ('' = site root). */
  servicePrefix?: string;
}

/** Whether the API base (absolute when `__PAYMENT_KIT_BASE_URL` names one) is on another origin than the page. */
export function isCrossOrigin(apiBase: string, page: { origin: string } | undefined = typeof location === 'undefined' ? undefined : location): boolean {
  if (!page || !/^https?:\/\//i.test(apiBase)) return false;
  return new URL(apiBase).origin !== page.origin;
}

export function createLivePorts(input: LivePortsInput): Ports {
  const session = createLiveSession({ ...input.session, ...(input.servicePrefix === undefined ? {} : { servicePrefix: input.servicePrefix }) });
  // Asked once now: the machines read `session.user()` synchronously (a logged-in payer's
  // profile, the submit's login step); nothing else fills it in live mode.
  void session.refresh();
  return {
    ...commonPorts({ ...input, appPid: input.appPid ?? appPidFromGlobals, pollOnly: input.pollOnly ?? isCrossOrigin(input.apiBase()) }, input.servicePrefix ?? ''),
    wallet: createLiveWallet({ apiBase: input.apiBase, ...(input.openWallet ? { open: input.openWallet } : {}) }),
    card: lazyCard(() => import('../card/stripe-card').then(({ createStripeCard }) => createStripeCard())),
    session,
    clock: { now: () => Date.now() },
  };
}
