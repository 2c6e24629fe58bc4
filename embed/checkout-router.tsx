// The checkout page reads its dependencies from the router (useRouteContext from '__root__'), as
// every page of the app does (docs/architecture.md §4, decision 7). An embed has no app router, so
// it creates a tiny one of its own over memory history: one root route carrying the same context
// and one route rendering the checkout page. The host page's address is never read or written.
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import type { CheckoutLayoutVariant } from '@ui/checkout/layout/CheckoutLayout';
import { CheckoutSkeleton } from '@ui/checkout/outcome/CheckoutSkeleton';
import type { RouterContext } from '../routes/-app/context';
import { CheckoutPage } from '../routes/-checkout/CheckoutPage';
import { loadCheckoutReady } from '../routes/-checkout/load-checkout-ready';

export interface EmbeddedCheckout {
  id: string;
  layout: CheckoutLayoutVariant;
  currencyId?: string | undefined;
  onView: (view: CheckoutSessionView) => void;
}

const CheckoutProps = createContext<EmbeddedCheckout | null>(null);
export const CheckoutPropsProvider = CheckoutProps.Provider;

async function loadPage(getPorts: RouterContext['getPorts']) {
  const [ports, { default: Ready }] = await Promise.all([getPorts(), loadCheckoutReady()]);
  return { ports, Ready };
}

export function createCheckoutRouter(context: RouterContext) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const checkoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: ({ context: { getPorts } }) => loadPage(getPorts),
    pendingComponent: () => <CheckoutSkeleton withSummary />,
    pendingMs: 0,
    pendingMinMs: 0,
    component: function EmbeddedCheckoutRoute() {
      const props = useContext(CheckoutProps)!;
      // The app's registered route tree types every route hook; this router is not that tree.
      const { ports, Ready } = checkoutRoute.useLoaderData() as unknown as Awaited<ReturnType<typeof loadPage>>;
      return (
        <CheckoutPage
          key={props.id}
          id={props.id}
          ports={ports}
          layout={props.layout}
          currencyId={props.currencyId}
          Ready={Ready}
          onView={props.onView}
        />
      );
    },
  });
  return createRouter({
    routeTree: rootRoute.addChildren([checkoutRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context,
  });
}
