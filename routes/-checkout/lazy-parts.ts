import { lazy } from 'react';
import { ensureArea } from '@ui/i18n';
import { whenPageShown } from '../-app/page-first';
import { loadCheckoutReady } from './load-checkout-ready';
import { loadCheckoutSuccess } from './load-checkout-success';

// What a payer needs only after pressing Pay (dialogs, card form, the banner of a payment in
// progress, the overdue dialog), only on a tip page, or only once paid stays out of the
// checkout's first download. Each part is fetched when the browser is idle after the form
// shows (on a first visit, after the page has appeared: page-first.ts), so it is there before the
// click that needs it.
const loaders = {
  // The form itself: requested at boot or by the route's loader, in parallel with the session,
  // and awaited by the loader; the page renders it directly (no lazy boundary, issue 17).
  ready: loadCheckoutReady,
  // The recovery texts (a card answer lost, issue 18) come with the dialogs that show them.
  dialogs: () => Promise.all([import('./PaymentDialogs'), ensureArea('recovery')]).then(([dialogs]) => dialogs),
  banner: () => import('./CheckoutBanner').then(({ CheckoutBanner }) => ({ default: CheckoutBanner })),
  donation: () => import('./DonationPanel'),
  overdue: () => import('./OverdueHost'),
  success: loadCheckoutSuccess,
};

export const LazyPaymentDialogs = lazy(loaders.dialogs);
export const LazyCheckoutBanner = lazy(loaders.banner);
export const LazyDonationPanel = lazy(loaders.donation);
export const LazyOverdueHost = lazy(loaders.overdue);

export function prefetchCheckoutParts(parts: readonly (keyof typeof loaders)[]) {
  const run = () => parts.forEach((part) => void loaders[part]().catch(() => undefined));
  void whenPageShown().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 300);
  });
}
