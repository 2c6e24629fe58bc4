import { ensureArea } from '@ui/i18n';
import { whenPageShown } from '../-app/page-first';
import { loadCheckoutSuccess } from './load-checkout-success';

// The one list of what the checkout fetches ahead, once the form shows: what a payer needs only
// after pressing Pay (dialogs, card form, the banner of a payment in progress, the overdue
// dialog) or only once paid stays out of the checkout's first download, yet should be there
// before the click that needs it. Each part's lazy() is beside the component that renders it;
// this list only warms the same modules (an import() is fetched once, whoever asks first), and
// none of them imports it back, so it closes no import circle.
const parts = {
  // The recovery texts (a card answer lost) come with the dialogs that show them.
  dialogs: () => Promise.all([import('./PaymentDialogs'), ensureArea('recovery')]),
  banner: () => import('./CheckoutBanner'),
  overdue: () => import('./OverdueHost'),
  success: loadCheckoutSuccess,
} satisfies Record<string, () => Promise<unknown>>;

/** Fetches the parts when the browser is idle after the page has appeared (page-first.ts). */
export function prefetchCheckoutParts(names: readonly (keyof typeof parts)[]) {
  const run = () => names.forEach((name) => void parts[name]().catch(() => undefined));
  void whenPageShown().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 300);
  });
}
