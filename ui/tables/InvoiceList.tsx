import { Button, Group } from '@mantine/core';
import { formatDate } from '@domain/display';
import type { Invoice } from '@domain/model';
import { recordMoney } from '@domain/money/record-money';
import { InvoiceStatusBadge } from '../billing/InvoiceStatusBadge';
import { useI18n } from '../i18n';
import { AmountCell, LinkCell } from './cells';
import { groupRowsByDay } from './group-by-day';
import { invoiceRowLink } from './invoice-link';
import { DaySection, GroupedListFrame, type GroupedListBaseProps } from './GroupedListFrame';

// The invoice list grouped by day with "View more invoices": the mobile and
// embedded form of the invoice history. Usage:
//   const list = useInvoiceList({ customerId });               // routes/-tables/useInvoiceList
//   <InvoiceList {...list.listProps} links={links} />

export interface InvoiceListProps extends GroupedListBaseProps {
  invoices: readonly Invoice[];
  label?: string;
  /** A subscription's next invoice (its current period end): the empty text says when it comes. */
  nextInvoiceAt?: number | null | undefined;
}

/** Invoices in order, grouped by their local day (newest first, as the server sends them). */
export function groupByDay(invoices: readonly Invoice[]): { day: string; invoices: Invoice[] }[] {
  return groupRowsByDay(invoices, (invoice) => invoice.created_at).map(({ day, rows }) => ({ day, invoices: rows }));
}

export function InvoiceList({ invoices, links, loading, loadingMore, hasMore, onLoadMore, error, onRetry, label, nextInvoiceAt }: InvoiceListProps) {
  const { t, locale } = useI18n();
  const name = label ?? t('tables.invoices.listLabel');
  // Reference: "No invoices yet, next invoice will be generated on {date}" for a subscription's list.
  const emptyText = nextInvoiceAt ? t('tables.invoices.emptyNext', { date: formatDate(nextInvoiceAt, 'YYYY-MM-DD', locale) }) : t('tables.invoices.empty');
  return (
    <GroupedListFrame name={name} loading={loading} error={error} onRetry={onRetry} empty={invoices.length === 0} emptyText={emptyText}>
      {groupByDay(invoices).map((group) => (
        <DaySection key={group.day} day={group.day} locale={locale}>
            {group.invoices.map((invoice) => (
              <Group key={invoice.id} component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
                <LinkCell {...invoiceRowLink(invoice, links)}>{invoice.number ?? invoice.id}</LinkCell>
                <AmountCell money={recordMoney(invoice.total, invoice)} struck={invoice.status === 'void'} />
                <InvoiceStatusBadge status={invoice.status} number={invoice.number} payHref={links.payInvoice(invoice.id)} />
              </Group>
            ))}
        </DaySection>
      ))}
      {hasMore ? (
        <Button variant="subtle" onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('tables.invoices.loadMore')}
        </Button>
      ) : null}
    </GroupedListFrame>
  );
}
