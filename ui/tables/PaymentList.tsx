import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, transactionLink } from '@domain/display';
import type { PaymentIntent } from '@domain/model';
import { isMessageKey, useI18n } from '../i18n';
import { AmountCell, StatusDot, TransactionCell } from './cells';
import { groupRowsByDay } from './group-by-day';
import type { TableLinks } from './links';
import { paymentStatusColor } from './status';
import { useMinimumLoading } from './useMinimumLoading';

// The payment history grouped by day with "View more payments" (reference: CustomerPaymentList):
// the list form of PaymentsTable. Usage:
//   const { listProps } = usePaymentList({ customerId, ...filters });   // routes/-app/tables
//   <PaymentList {...listProps} />

export interface PaymentListProps {
  payments: readonly PaymentIntent[];
  links: TableLinks;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
}

export function PaymentList({ payments, links, loading, loadingMore, hasMore, onLoadMore, error, onRetry }: PaymentListProps) {
  const { t, locale } = useI18n();
  const showSkeleton = useMinimumLoading(loading);
  const name = t('tables.payments.listLabel');
  if (showSkeleton) {
    return (
      <Stack gap="xs" aria-busy aria-label={name}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (error && payments.length === 0) {
    return (
      <Alert color="red" role="alert" title={name}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          {onRetry ? (
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('tables.retry')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (payments.length === 0) return <Text c="dimmed">{t('tables.payments.empty')}</Text>;
  return (
    <Stack gap="md" role="region" aria-label={name}>
      {groupRowsByDay(payments, (p) => p.created_at).map((group) => (
        <section key={group.day} aria-label={formatDate(group.day, 'YYYY-MM-DD', locale)}>
          <Title order={2} size="sm" c="dimmed" mb={4}>
            {formatDate(group.day, 'YYYY-MM-DD', locale)}
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.rows.map((payment) => {
              const statusKey = `tables.paymentStatus.${payment.status}`;
              const { paymentCurrency, payment_details: details } = payment;
              const link = links.transaction?.(paymentCurrency?.payment_method_id, details) ?? transactionLink({ method: undefined, details });
              return (
                <Group key={payment.id} component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
                  <AmountCell value={payment.amount} currency={paymentCurrency} />
                  <Text size="sm">{payment.description ?? '-'}</Text>
                  <StatusDot state={payment.status} color={paymentStatusColor(payment.status)} label={isMessageKey(statusKey) ? t(statusKey) : payment.status} />
                  <TransactionCell link={link} label={(hash) => t('tables.payments.viewTransaction', { hash })} />
                </Group>
              );
            })}
          </Stack>
        </section>
      ))}
      {hasMore ? (
        <Button variant="subtle" onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('tables.payments.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
