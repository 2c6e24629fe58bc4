import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { checkoutSessionImplementations } from '@machines/checkout-session/checkout-session.actors';
import { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import { checkoutSessionView, type CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import type { Ports } from '@machines/ports';
import type { CheckoutLayoutVariant } from '@ui/checkout/layout/CheckoutLayout';
import { CheckoutErrorScreen } from '@ui/checkout/outcome/CheckoutErrorScreen';
import { CheckoutSkeleton } from '@ui/checkout/outcome/CheckoutSkeleton';
import { EmptyScreen } from '@ui/checkout/outcome/EmptyScreen';
import { ExpiredScreen } from '@ui/checkout/outcome/ExpiredScreen';
import { inspection } from '../-inspector/machine-inspection';
import { checkoutCustomerQuery, checkoutSettingsQuery } from './checkout-queries';
import type { CheckoutReadyProps } from './CheckoutReady';
import { releaseHtmlSkeleton, skeletonShownMs } from './html-skeleton';
import { loadCheckoutSuccess } from './load-checkout-success';
import { withHandedSession } from './session-handoff';
import { mountPath } from '@adapters/http/mount-path';

/** While the floor runs: laid out (so showing it is only a style change) but not seen, focused or read. */
const BEHIND_SKELETON = { style: { height: 0, overflow: 'hidden', visibility: 'hidden' }, inert: true, 'aria-hidden': true } as const;
const SHOWN = { style: { display: 'contents' } } as const;
// Only the success screen's loader: the form's other parts load with the form (CheckoutForPayer.tsx).
const LazyCheckoutSuccess = lazy(loadCheckoutSuccess);

export interface CheckoutPageProps {
  id: string;
  ports: Ports;
  layout: CheckoutLayoutVariant;
  currencyId?: string | undefined;
  /** The form's module, loaded by the route's loader: rendered directly, no lazy boundary (a Suspense fallback would show a second skeleton). */
  Ready: ComponentType<CheckoutReadyProps>;
  /** Each new view of the session (an embed reports changes, payment and errors from it; embed/). */
  onView?: ((view: CheckoutSessionView) => void) | undefined;
}

/**
 * One checkout: the session machine decides which screen shows (skeleton at least 500 ms, Oops,
 * expired, empty, completed, or the form); the form's own processes live in CheckoutReady.
 */
export function CheckoutPage({ id, ports, layout, currencyId, Ready, onView }: CheckoutPageProps) {
  // The first load takes the session the boot (or the loader) already asked for.
  const sessionPorts = useMemo(() => ({ ...ports, checkout: withHandedSession(ports.checkout) }), [ports]);
  const sessionActor = useActorRef(checkoutSessionMachine.provide(checkoutSessionImplementations(sessionPorts)), {
    // The 500 ms floor counts from the HTML skeleton's paint when this is the page it was painted for.
    input: { id, now: () => ports.clock.now(), skeletonShownMs: skeletonShownMs(id) },
    ...inspection(),
  });
  const view = useSelector(sessionActor, checkoutSessionView);
  useEffect(() => onView?.(view), [onView, view]);
  const loading = view.screen === 'loading';
  // The payment settings (and a logged-in payer's profile) are needed as soon as the session is.
  // Usually the boot or the loader asked already (prefetch.ts) and this asks nothing; it covers
  // a route whose hover preload was reused without running the loader again.
  const { adapters } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(checkoutSettingsQuery(adapters));
    if (ports.session.user()) void queryClient.prefetchQuery(checkoutCustomerQuery(adapters));
  }, [queryClient, adapters, ports]);
  const withSummary = layout !== 'minimal';

  // The form's first render is the page's largest piece of work. It runs as a deferred render,
  // which React splits into slices between which the browser stays responsive, instead of one
  // long task (total blocking time, docs/speed.md); the skeleton stays until it has committed.
  // Mounting waits for the deferred render; leaving (a retry back to loading) happens at once.
  const wantsForm = view.screen === 'ready' || (loading && view.prepared);
  const formMounted = useDeferredValue(wantsForm) && wantsForm;
  const skeleton = loading || !formMounted;
  // The page has shown its outcome (the form says so itself once its content is on screen): a
  // later checkout gets the whole floor, and the shell's extras, held back meanwhile, load now.
  const outcome = !loading && view.screen !== 'ready';
  useLayoutEffect(() => {
    if (outcome) releaseHtmlSkeleton();
  }, [outcome]);

  switch (view.screen) {
    case 'loading':
    case 'ready':
      // One tree for both: the form rendered behind the skeleton while the floor runs is the
      // same element when it shows, so nothing mounts or suspends at that moment.
      return (
        <>
          {skeleton ? <CheckoutSkeleton withSummary={withSummary} /> : null}
          {!formMounted ? null : (
            <div data-testid="checkout-prepared" {...(skeleton ? BEHIND_SKELETON : SHOWN)}>
              <Ready
                sessionActor={sessionActor}
                view={view}
                ports={ports}
                layout={layout}
                requestedCurrencyId={currencyId}
                visible={!skeleton}
              />
            </div>
          )}
        </>
      );
    case 'error':
      return (
        <CheckoutErrorScreen
          error={view.errorText}
          onRetry={view.retryable ? () => sessionActor.send({ type: 'user.retry' }) : undefined}
          backHref={mountPath()}
        />
      );
    case 'expired':
      return <ExpiredScreen backHref={mountPath()} />;
    case 'empty':
      return <EmptyScreen backHref={mountPath()} />;
    case 'completed':
      return (
        <Suspense fallback={<CheckoutSkeleton withSummary={false} />}>
          <LazyCheckoutSuccess session={view.session!} paymentLink={view.paymentLink} />
        </Suspense>
      );
  }
}
