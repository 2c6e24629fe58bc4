import { Container, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { LifecycleAction } from '@domain/subscription';
import { useT } from '@ui/i18n';
import { SubscriptionDetails } from '@ui/portal/SubscriptionDetails';
import type { Subscription } from '@domain/model';
import { firstReadView, type SettledView } from './first-read';
import { ensureTableTexts } from '../-tables/table-texts';

// The invoices table (react-table) and the texts only it shows load on their own, after the details.
const SubscriptionInvoices = lazy(() =>
  Promise.all([import('./SubscriptionInvoices'), ensureTableTexts()]).then(([m]) => ({ default: m.SubscriptionInvoices })),
);

/** The subscription page's skeleton while its subscription loads. */
function SubscriptionLoading() {
  const t = useT();
  return (
    <Container size="md" py="lg">
      <Stack gap="md" aria-busy="true" aria-label={t('portal.loading')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={80} />
      </Stack>
    </Container>
  );
}

export interface SubscriptionBodyProps {
  id: string;
  view: SettledView;
  /** Unix seconds of the page clock (the sandbox clock may run ahead). */
  now: number;
  pastDueHref: string;
  onAction: (action: LifecycleAction) => void;
  /** The lifecycle's dialogs, when it runs. */
  children?: ReactNode;
}

/**
 * The subscription page's body: the details and, below the fold, its invoices (the billing table,
 * loaded on its own). The same for the first paint and for the lifecycle machine's view.
 */
export function SubscriptionBody({ id, view, now, pastDueHref, onAction, children }: SubscriptionBodyProps) {
  const t = useT();
  return (
    <Container size="md" py="lg">
      <SubscriptionDetails
        subscription={view.subscription}
        phase={view.phase}
        actions={view.actions}
        busy={view.busy}
        now={now}
        pastDueHref={pastDueHref}
        onAction={onAction}
        invoices={
          <Suspense fallback={<Skeleton height={120} />}>
            <SubscriptionInvoices subscriptionId={id} caption={t('portal.subscription.invoices')} />
          </Suspense>
        }
      />
      {children}
    </Container>
  );
}

/**
 * What the page shows before the lifecycle machine has settled: the first read's answer as the
 * body (its phase and actions, nothing busy) once it and the page clock are in, else the skeleton.
 */
export function FirstReadBody({ answer, now, ...rest }: Omit<SubscriptionBodyProps, 'view' | 'now' | 'children'> & { answer: Subscription | null; now: number | null }) {
  return answer && now !== null ? <SubscriptionBody {...rest} view={firstReadView(answer)} now={now} /> : <SubscriptionLoading />;
}
