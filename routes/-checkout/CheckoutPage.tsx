import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { checkoutSessionImplementations } from '@machines/checkout-session/checkout-session.actors';
import { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import { checkoutSessionView } from '@machines/checkout-session/checkout-session.view';
import type { Ports } from '@machines/ports';
import type { CheckoutLayoutVariant } from '@ui/checkout/layout/CheckoutLayout';
import { CheckoutErrorScreen } from '@ui/checkout/outcome/CheckoutErrorScreen';
import { CheckoutSkeleton } from '@ui/checkout/outcome/CheckoutSkeleton';
import { EmptyScreen } from '@ui/checkout/outcome/EmptyScreen';
import { ExpiredScreen } from '@ui/checkout/outcome/ExpiredScreen';
import { inspection } from '../-app/machine-inspection';
import { checkoutCustomerQuery, checkoutSettingsQuery } from './checkout-queries';
import { LazyCheckoutReady, LazyCheckoutSuccess } from './lazy-parts';

export interface CheckoutPageProps {
  id: string;
  ports: Ports;
  layout: CheckoutLayoutVariant;
  currencyId?: string | undefined;
}

/**
 * One checkout: the session machine decides which screen shows (skeleton at least 500 ms, Oops,
 * expired, empty, completed, or the form); the form's own processes live in CheckoutReady.
 */
export function CheckoutPage({ id, ports, layout, currencyId }: CheckoutPageProps) {
  const sessionActor = useActorRef(checkoutSessionMachine.provide(checkoutSessionImplementations(ports)), {
    input: { id, now: () => ports.clock.now() },
    ...inspection(),
  });
  const view = useSelector(sessionActor, checkoutSessionView);
  // The payment settings (and a logged-in payer's profile) are needed as soon as the session is:
  // ask for them all at once.
  const { adapters } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(checkoutSettingsQuery(adapters));
    if (ports.session.user()) void queryClient.prefetchQuery(checkoutCustomerQuery(adapters));
  }, [queryClient, adapters, ports]);
  const withSummary = layout !== 'minimal';

  switch (view.screen) {
    case 'loading':
      return <CheckoutSkeleton withSummary={withSummary} />;
    case 'error':
      return (
        <CheckoutErrorScreen
          error={view.errorText}
          onRetry={view.retryable ? () => sessionActor.send({ type: 'user.retry' }) : undefined}
          backHref="/"
        />
      );
    case 'expired':
      return <ExpiredScreen backHref="/" />;
    case 'empty':
      return <EmptyScreen backHref="/" />;
    case 'completed':
      return (
        <Suspense fallback={<CheckoutSkeleton withSummary={false} />}>
          <LazyCheckoutSuccess session={view.session!} paymentLink={view.paymentLink} />
        </Suspense>
      );
    case 'ready':
      return (
        <Suspense fallback={<CheckoutSkeleton withSummary={withSummary} />}>
          <LazyCheckoutReady
            sessionActor={sessionActor}
            view={view}
            ports={ports}
            layout={layout}
            requestedCurrencyId={currencyId}
          />
        </Suspense>
      );
  }
}
