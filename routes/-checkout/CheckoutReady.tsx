import { Alert, Button, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useDeferredValue, useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatError } from '@domain/errors';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import type { Ports } from '@machines/ports';
import type { CheckoutLayoutVariant } from '@ui/checkout/layout/CheckoutLayout';
import { CheckoutSkeleton } from '@ui/checkout/outcome/CheckoutSkeleton';
import { useT } from '@ui/i18n';
import { checkoutCustomerQuery, checkoutSettingsQuery } from './checkout-queries';
import { CheckoutForPayer } from './CheckoutForPayer';
import { releaseHtmlSkeleton } from './html-skeleton';

export interface CheckoutReadyProps {
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
  view: CheckoutSessionView;
  ports: Ports;
  layout: CheckoutLayoutVariant;
  requestedCurrencyId?: string | undefined;
  /** On screen (the 500 ms floor is over): once its content is there too, the page has shown. */
  visible?: boolean;
}

/**
 * A loaded, payable session: waits for the payment settings (an alert with retry when they fail,
 * docs/spec/checkout-and-billing.md §8) and a logged-in payer's profile, then renders the checkout for the current payer. Switching payer (login, or the
 * sandbox identity menu) starts a fresh submission for them; what was typed is theirs alone.
 */
export function CheckoutReady({
  sessionActor,
  view,
  ports,
  layout,
  requestedCurrencyId,
  visible = true,
}: CheckoutReadyProps) {
  const t = useT();
  const { adapters } = useRouteContext({ from: '__root__' });
  const settings = useQuery(checkoutSettingsQuery(adapters));
  const user = ports.session.user();
  const customer = useQuery({ ...checkoutCustomerQuery(adapters), enabled: user !== null });

  // A logged-in payer's saved contact fills the form before it can be sent: pressing Pay on an
  // empty form that fills a moment later would show errors on fields that are not wrong. A
  // profile that fails to load leaves the fields for the payer to type.
  const profilePending = user !== null && customer.isPending;
  const contentReady = !settings.isPending && !profilePending;
  // The form's first mount is the page's largest render. The answer that allows it arrives
  // through the query cache, whose updates React renders at once, in one task (60 ms on a quiet
  // desktop, ×4 on Lighthouse's phone); deferred, React renders it in slices between which the
  // browser stays responsive (total blocking time, docs/speed.md). The skeleton shows meanwhile.
  const formReady = useDeferredValue(contentReady) && contentReady;
  // The form (or the settings' alert) is on screen: the page appears before this frame's paint,
  // and the shell's extras may load (page-first.ts).
  useLayoutEffect(() => {
    if (visible && formReady) releaseHtmlSkeleton();
  }, [visible, formReady]);
  if (!formReady) return <CheckoutSkeleton withSummary={layout !== 'minimal'} />;
  if (settings.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('checkout.settingsFailed')} role="alert">
          {formatError(settings.error)}
          <Button mt="md" variant="light" color="red" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <CheckoutForPayer
      key={user?.did ?? 'guest'}
      sessionActor={sessionActor}
      view={view}
      ports={ports}
      layout={layout}
      requestedCurrencyId={requestedCurrencyId}
      methods={settings.data.paymentMethods}
      user={user}
      customer={customer.data ?? null}
    />
  );
}
