import { lazy } from 'react';

// What a payer needs only after pressing Pay (dialogs, card form, the overdue dialog) or only on
// a tip page stays out of the checkout's first download. Each part is fetched when the browser
// is idle after the form shows, so it is there before the click that needs it.
const loaders = {
  dialogs: () => import('./PaymentDialogs'),
  donation: () => import('./DonationPanel'),
  overdue: () => import('./OverdueHost'),
};

export const LazyPaymentDialogs = lazy(loaders.dialogs);
export const LazyDonationPanel = lazy(loaders.donation);
export const LazyOverdueHost = lazy(loaders.overdue);

export function prefetchCheckoutParts(parts: readonly (keyof typeof loaders)[]) {
  const run = () => parts.forEach((part) => void loaders[part]().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 300);
}
