import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, refundTypeKey } from '@domain/display';
import type { Refund } from '@domain/model';
import { isMessageKey, useI18n } from '../i18n';
import { maybeMoney, type MoneyCurrency } from '@domain/money';
import { unitAmountText } from './money-text';

export interface InvoiceRefundsProps {
  refunds: readonly Refund[];
  /** The invoice's currency, for refunds that carry none (a refund returns the invoice's money). */
  currency: MoneyCurrency | null | undefined;
}

/** The invoice's refunds and stake returns (type, amount, status, date, description); nothing when there are none. */
export function InvoiceRefunds({ refunds, currency }: InvoiceRefundsProps) {
  const { t, locale } = useI18n();
  if (refunds.length === 0) return null;
  const label = (key: string, fallback: string) => (isMessageKey(key) ? t(key) : fallback);
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoice-refunds-title">
      <Title order={2} size="h5" id="invoice-refunds-title">
        {t('detail.invoice.refunds')}
      </Title>
      {/* Scrolls sideways on a phone: a focusable region, so the keyboard can scroll it too. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('detail.invoice.refundsCaption')}>
        <Table
          verticalSpacing="xs"
          data-testid="invoice-refunds"
          aria-label={t('detail.invoice.refundsCaption')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('detail.invoice.refundType')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('detail.invoice.refundAmount')}
              </Table.Th>
              <Table.Th scope="col">{t('detail.invoice.refundStatus')}</Table.Th>
              <Table.Th scope="col">{t('detail.invoice.refundDate')}</Table.Th>
              <Table.Th scope="col">{t('detail.invoice.refundDescription')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refunds.map((refund) => (
              <Table.Tr key={refund.id} data-state={refund.type}>
                <Table.Td>{t(refundTypeKey(refund.type) as 'refundType.refund')}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {unitAmountText(maybeMoney(refund.amount, refund.paymentCurrency ?? currency))}
                </Table.Td>
                <Table.Td>
                  {refund.status ? label(`detail.status.${refund.status}`, refund.status) : '-'}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(refund.created_at, 'YYYY-MM-DD', locale)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {refund.description ?? '-'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
