import { Alert, Anchor, Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { subscriptionsQuery } from '@adapters/api/subscriptions-deferred';
import type { HttpClient } from '@adapters/http/client';
import { ensureArea, useT } from '@ui/i18n';

// The subscription rows (their plan price and next date: BigNumber with the money, recurrence and
// date formatting, ≈ 17 kB gz) load beside the subscriptions request, as its endpoint module does
// (subscriptions-deferred.ts), not in the route's first chunk: the rows cannot show before the
// answer anyway.
const loadSubscriptionList = () => import('@ui/portal/SubscriptionList').then((m) => ({ default: m.SubscriptionList }));
const SubscriptionList = lazy(loadSubscriptionList);
// The credit balance loads beside the subscriptions, not in the route's first chunk (budgets).
const CreditBalanceSection = lazy(() => import('./CreditBalanceSection').then((m) => ({ default: m.CreditBalanceSection })));
const PortalTables = lazy(() => import('./PortalTables').then((m) => ({ default: m.PortalTables })));
// The charts (recharts, ≈ 100 kB gz) and their texts load after the first paint, on their own.
const BillingChartsSection = lazy(() => Promise.all([import('./BillingChartsSection'), ensureArea('portalCharts')]).then(([m]) => ({ default: m.BillingChartsSection })));
// Auto top-up (and its texts) load after the first paint: the dialog's machine and the card step on use.
const AutoTopUpSection = lazy(() => Promise.all([import('./AutoTopUpSection'), ensureArea('portalSettings')]).then(([m]) => ({ default: m.AutoTopUpSection })));

export interface PortalHomeProps {
  http: HttpClient;
  href: (path: string) => string;
}

/** /customer: the customer's credit balance, subscriptions (past due first called out), invoice and payment history. */
export function PortalHome({ http, href }: PortalHomeProps) {
  const t = useT();
  const subscriptions = useQuery(subscriptionsQuery(http, { pageSize: 50 }));
  // Asked for with the request (the query starts in an effect too), not after its answer.
  useEffect(() => void loadSubscriptionList().catch(() => undefined), []);
  const list = subscriptions.data?.list ?? [];
  const pastDue = list.some((s) => s.status === 'past_due');
  const here = href('/customer');
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('portal.home.title')}</Title>
        {pastDue ? (
          <Alert color="red" title={t('portal.pastDue.title')}>
            {t('portal.pastDue.message')}{' '}
            <Anchor href={href(`/customer/invoice/past-due?${new URLSearchParams({ referer: here }).toString()}`)} c="inherit" underline="always" fw={600}>
              {t('portal.action.payDue')}
            </Anchor>
          </Alert>
        ) : null}
        <Suspense fallback={<Skeleton height={110} aria-hidden="true" />}>
          <CreditBalanceSection http={http} href={href} />
        </Suspense>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('portal.home.subscriptions')}
          </Title>
          <Suspense fallback={<Skeleton height={60} />}>
            {subscriptions.isPending ? <Skeleton height={60} /> : <SubscriptionList subscriptions={list} href={(id) => href(`/customer/subscription/${encodeURIComponent(id)}`)} />}
          </Suspense>
        </Stack>
        <Suspense fallback={<Skeleton height={120} />}>
          <AutoTopUpSection />
        </Suspense>
        <Suspense fallback={<Skeleton height={240} />}>
          <BillingChartsSection http={http} />
        </Suspense>
        <Suspense fallback={<Skeleton height={160} />}>
          <PortalTables />
        </Suspense>
      </Stack>
    </Container>
  );
}
