import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSkeleton } from '@ui/checkout/outcome/CheckoutSkeleton';
import type { CheckoutLayoutVariant } from '@ui/checkout/layout/CheckoutLayout';
import { CheckoutPage } from './-checkout/CheckoutPage';
import { loadCheckoutReady } from './-checkout/load-checkout-ready';
import { expectHandOver } from './-checkout/session-handoff';

const LAYOUTS: readonly CheckoutLayoutVariant[] = ['standalone', 'inline', 'minimal'];

export interface CheckoutSearch {
  /** Preselect a currency (docs/reference/payment-react.md §3.3) when it is offered. */
  currencyId?: string;
  /** Layout variant for embedding: standalone (default), inline, minimal. */
  layout?: CheckoutLayoutVariant;
}

/** The hosted checkout for a checkout session (cs_…) or a payment link (plink_…). */
export const Route = createFileRoute('/checkout/pay/$id')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => ({
    ...(typeof search.currencyId === 'string' && search.currencyId ? { currencyId: search.currencyId } : {}),
    ...(LAYOUTS.includes(search.layout as CheckoutLayoutVariant) ? { layout: search.layout as CheckoutLayoutVariant } : {}),
  }),
  loader: async ({ context, params, preload }) => {
    // The session, settings and profile leave now, beside the form's code (docs/speed.md); at boot
    // main.tsx has already asked, and this asks nothing again.
    // The page's first load waits for this hand-over rather than asking beside it.
    expectHandOver(
      params.id,
      import('./-checkout/prefetch').then(({ prefetchCheckout }) => prefetchCheckout(context, params.id, { preload })),
    );
    // The page renders the form's module directly, so the floor's end never waits for code.
    const [ports, { default: Ready }] = await Promise.all([context.getPorts(), loadCheckoutReady()]);
    return { ports, Ready };
  },
  pendingComponent: () => <CheckoutSkeleton withSummary />,
  pendingMs: 0,
  // The session machine keeps its own identical skeleton for the spec's 500 ms; the router's
  // default minimum (also 500 ms) before the page even mounts would delay the session request.
  pendingMinMs: 0,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { ports, Ready } = Route.useLoaderData();
  return (
    <CheckoutPage key={id} id={id} ports={ports} layout={search.layout ?? 'standalone'} currencyId={search.currencyId} Ready={Ready} />
  );
}
