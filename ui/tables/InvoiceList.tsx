import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@domain/display';
import type { Invoice } from '@domain/model';
import { InvoiceStatusBadge } from '../billing/InvoiceStatusBadge';
import { useI18n } from '../i18n';
import { AmountCell, LinkCell } from './cells';
import { groupRowsByDay } from './group-by-day';
import { invoiceRowLink } from './invoice-link';
import type { TableLinks } from './links';
import { useMinimumLoading } from './useMinimumLoading';

// The invoice list grouped by day with "View more invoices" (issue #13 item 3): the mobile and
// embedded form of the invoice history. Usage:
//   const list = useInvoiceList({ customerId });               // routes/-app/tables/useInvoiceList
//   <InvoiceList {...list.listProps} links={links} />

export interface InvoiceListProps {
  invoices: readonly Invoice[];
  links: TableLinks;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
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
  const showSkeleton = useMinimumLoading(loading);
  const name = label ?? t('tables.invoices.listLabel');
  if (showSkeleton) {
    return (
      <Stack gap="xs" aria-busy aria-label={name}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (error && invoices.length === 0) {
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
  if (invoices.length === 0) {
    // Reference: "No invoices yet, next invoice will be generated on {date}" for a subscription's list.
    return <Text c="dimmed">{nextInvoiceAt ? t('tables.invoices.emptyNext', { date: formatDate(nextInvoiceAt, 'YYYY-MM-DD', locale) }) : t('tables.invoices.empty')}</Text>;
  }
  return (
    <Stack gap="md" role="region" aria-label={name}>
      {groupByDay(invoices).map((group) => (
        <section key={group.day} aria-label={formatDate(group.day, 'YYYY-MM-DD', locale)}>
          <Title order={2} size="sm" c="dimmed" mb={4}>
            {formatDate(group.day, 'YYYY-MM-DD', locale)}
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.invoices.map((invoice) => (
              <Group key={invoice.id} component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
                <LinkCell {...invoiceRowLink(invoice, links)}>{invoice.number ?? invoice.id}</LinkCell>
                <AmountCell value={invoice.total} currency={invoice.paymentCurrency} struck={invoice.status === 'void'} />
                <InvoiceStatusBadge status={invoice.status} number={invoice.number} payHref={links.payInvoice(invoice.id)} />
              </Group>
            ))}
          </Stack>
        </section>
      ))}
      {hasMore ? (
        <Button variant="subtle" onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('tables.invoices.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
