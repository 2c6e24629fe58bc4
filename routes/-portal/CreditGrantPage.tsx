import { Alert, Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { creditGrantQuery } from '@adapters/api/billing';
import { isApiError } from '@adapters/http/api-error';
import type { HttpClient } from '@adapters/http/client';
import type { SessionUser } from '@domain/model';
import { formatError } from '@domain/errors';
import { useT } from '@ui/i18n';
import { CreditGrantDetails } from '@ui/portal/CreditGrantDetails';
import { DetailNotice } from '@ui/portal/DetailNotice';
import { ForeignRecordView, isForbidden, retryUnlessAnswered } from '../-app/ForeignRecord';
import { useHref } from '../-app/useHref';

// The transactions table (react-table) loads after the grant paints.
const GrantTransactions = lazy(() => import('./GrantTransactions').then((m) => ({ default: m.GrantTransactions })));

export interface CreditGrantPageProps {
  id: string;
  http: HttpClient;
  user: SessionUser;
}

/** /customer/credit-grant/{id}: GET /api/credit-grants/{id}, then its credit transactions. */
export function CreditGrantPage({ id, http, user }: CreditGrantPageProps) {
  const t = useT();
  const href = useHref();
  const grant = useQuery({ ...creditGrantQuery(http, id), retry: retryUnlessAnswered });

  if (grant.isPending) {
    return (
      <Container size="md" py="lg">
        <Stack gap="md" aria-busy="true" aria-label={t('detail.grant.loading')}>
          <Skeleton height={20} width={140} />
          <Skeleton height={40} width="60%" />
          <Skeleton height={140} />
          <Skeleton height={180} />
        </Stack>
      </Container>
    );
  }
  if (grant.isError) {
    const error = grant.error;
    if (isForbidden(error)) return <ForeignRecordView record="creditGrant" user={user} />;
    if (isApiError(error) && error.details.status === 404) {
      return (
        <DetailNotice code="404" title={t('detail.grant.notFoundTitle')} testId="grant-not-found">
          <Text c="dimmed">{t('detail.grant.notFoundDescription')}</Text>
          <Button component="a" href={href('/customer/credit-grants')} variant="default">
            {t('detail.grant.allGrants')}
          </Button>
        </DetailNotice>
      );
    }
    return (
      <Container size="md" py="lg">
        <Alert color="red" title={t('detail.grant.failedTitle')} role="alert">
          {formatError(error)}
          <Button mt="sm" variant="light" display="block" onClick={() => void grant.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  const data = grant.data;
  return (
    <Container size="md" py="lg">
      <CreditGrantDetails
        grant={data}
        links={{
          invoice: (invoiceId) => href(`/customer/invoice/${encodeURIComponent(invoiceId)}`),
          subscription: (subscriptionId) => href(`/customer/subscription/${encodeURIComponent(subscriptionId)}`),
          allGrants: href('/customer/credit-grants'),
        }}
        transactions={
          <Suspense fallback={<Skeleton height={160} />}>
            <GrantTransactions grantId={data.id} customerId={data.customer_id ?? undefined} caption={t('detail.grant.transactionsCaption')} />
          </Suspense>
        }
      />
    </Container>
  );
}
