// Data and code of a checkout, asked for as soon as its address is known (docs/speed.md): by main.tsx
// at boot, before React renders (the sandbox's worker is ready by then), and by the route's
// loader on a navigation inside the app. Everything goes through the existing adapters and
// React Query definitions, so the page's own reads find these answers and ask nothing twice.
import type { QueryClient } from '@tanstack/react-query';
import { checkoutQuery } from '@adapters/api/checkout';
import type { CoreAdapters } from '@adapters/compose';
import type { Ports } from '@machines/ports';
import { checkoutCustomerQuery, checkoutSettingsQuery } from './checkout-queries';
import { loadCheckoutReady } from './load-checkout-ready';
import { handOverSession, hasHandedSession } from './session-handoff';

export interface CheckoutPrefetchDeps {
  queryClient: QueryClient;
  adapters: CoreAdapters;
  getPorts: () => Promise<Ports>;
}

/**
 * Asks for the checkout's session, the payment settings and (once the ports say who is logged in)
 * the payer's profile, and starts the download of the form's code. Safe to call twice for one
 * navigation (boot, then the loader): nothing is asked again. `preload` (a hover): a payment
 * link's session is not started, since starting one creates it.
 */
export function prefetchCheckout(
  deps: CheckoutPrefetchDeps,
  id: string,
  options: { preload?: boolean } = {},
): void {
  void loadCheckoutReady().catch(() => undefined);
  const link = id.startsWith('plink_');
  if (!link && !id.startsWith('cs_')) return;
  if (!hasHandedSession(id) && !(link && options.preload)) {
    // The session query of adapters/api (its client de-duplicates a link's start). No retry: a
    // failure is the page's Oops with its own Retry, exactly as when the page asked itself.
    handOverSession(
      id,
      deps.queryClient.fetchQuery({ ...checkoutQuery(deps.adapters.http, id), retry: false }),
    );
  }
  void deps.queryClient.prefetchQuery(checkoutSettingsQuery(deps.adapters));
  void deps
    .getPorts()
    .then((ports) =>
      ports.session.user() ? deps.queryClient.prefetchQuery(checkoutCustomerQuery(deps.adapters)) : undefined,
    )
    .catch(() => undefined);
}
