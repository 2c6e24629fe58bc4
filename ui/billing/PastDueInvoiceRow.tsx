import { Anchor, Group, Text } from '@mantine/core';
import { formatDate } from '@domain/display';
import type { Invoice } from '@domain/model';
import { recordMoney } from '@domain/money/record-money';
import { useI18n } from '../i18n';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { unitAmountText } from './money-text';

export interface PastDueInvoiceRowProps {
  invoice: Invoice;
  href: string;
}

/** One due invoice: number (link to its page), date, amount, status. Wraps on small screens. */
export function PastDueInvoiceRow({ invoice, href }: PastDueInvoiceRowProps) {
  const { t, locale } = useI18n();
  const number = invoice.number ?? invoice.id;
  return (
    <Group component="li" justify="space-between" gap="xs" py="xs" wrap="wrap" data-testid="past-due-invoice" data-state={invoice.status}>
      <Group gap="md" wrap="wrap">
        <Anchor href={href} fw={600} aria-label={t('billing.pastDue.viewLabel', { number })}>
          {number}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatDate(invoice.created_at, undefined, locale)}
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Text size="sm" fw={500}>
          {unitAmountText(recordMoney(invoice.amount_remaining ?? invoice.total, invoice))}
        </Text>
        <InvoiceStatusBadge status={invoice.status} number={number} />
      </Group>
    </Group>
  );
}
