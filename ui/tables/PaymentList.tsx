import { Button, Group, Text } from '@mantine/core';
import { transactionLink } from '@domain/display';
import type { PaymentIntent } from '@domain/model';
import { recordMoney } from '@domain/money/record-money';
import { isMessageKey, useI18n } from '../i18n';
import { AmountCell, StatusDot, TransactionCell } from './cells';
import { groupRowsByDay } from './group-by-day';
import { paymentStatusColor } from './status';
import { DaySection, GroupedListFrame, type GroupedListBaseProps } from './GroupedListFrame';

// The payment history grouped by day with "View more payments" (docs/reference/payment-react.md §4.1: CustomerPaymentList):
// the list form of PaymentsTable. Usage:
//   const { listProps } = usePaymentList({ customerId, ...filters });   // routes/-tables/
//   <PaymentList {...listProps} />

export interface PaymentListProps extends GroupedListBaseProps {
  payments: readonly PaymentIntent[];
}

export function PaymentList({ payments, links, loading, loadingMore, hasMore, onLoadMore, error, onRetry }: PaymentListProps) {
  const { t, locale } = useI18n();
  return (
    <GroupedListFrame name={t('tables.payments.listLabel')} loading={loading} error={error} onRetry={onRetry} empty={payments.length === 0} emptyText={t('tables.payments.empty')}>
      {groupRowsByDay(payments, (p) => p.created_at).map((group) => (
        <DaySection key={group.day} day={group.day} locale={locale}>
            {group.rows.map((payment) => {
              const statusKey = `tables.paymentStatus.${payment.status}`;
              const { paymentCurrency, payment_details: details } = payment;
              const link = links.transaction?.(paymentCurrency?.payment_method_id, details) ?? transactionLink({ method: undefined, details });
              return (
                <Group key={payment.id} component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
                  <AmountCell money={recordMoney(payment.amount, payment)} />
                  <Text size="sm">{payment.description ?? '-'}</Text>
                  <StatusDot state={payment.status} color={paymentStatusColor(payment.status)} label={isMessageKey(statusKey) ? t(statusKey) : payment.status} />
                  <TransactionCell link={link} label={(hash) => t('tables.payments.viewTransaction', { hash })} />
                </Group>
              );
            })}
        </DaySection>
      ))}
      {hasMore ? (
        <Button variant="subtle" onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('tables.payments.loadMore')}
        </Button>
      ) : null}
    </GroupedListFrame>
  );
}
