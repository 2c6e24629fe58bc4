import { Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { billingReasonKey, invoiceStatusDisplay } from '@domain/display';
import type { Invoice } from '@domain/model';
import { recordMoney } from '@domain/money/record-money';
import { InvoiceStatusBadge } from '../billing/InvoiceStatusBadge';
import { isMessageKey, useI18n } from '../i18n';
import { AmountNote } from './AmountNote';
import { adminCustomerColumn } from './admin-customer-column';
import { AmountCell, DateCell, LinkCell } from './cells';
import { DataTable, type TableColumn } from './DataTable';
import { invoiceRowLink } from './invoice-link';
import type { TableLinks } from './links';
import type { PagedTableProps } from './paged-props';

// Invoices. Usage (the query and URL state come from routes/-tables/):
//   const view = useInvoicesTable({ customerId });            // routes/-tables/useInvoicesTable
//   <InvoicesTable {...view.tableProps} links={links} adminColumns={isAdmin} />
// Zero invoices are left out by the query (ignore_zero=true), not here: the count stays right.

export interface InvoicesTableProps extends PagedTableProps {
  invoices: readonly Invoice[];
  links: TableLinks;
  /** Owner and admin in dashboard mode: the customer column linking to /admin/customers/{id}. */
  adminColumns?: boolean;
  /** Hide the subscription column (a subscription's own invoices). */
  hideSubscription?: boolean;
  caption?: string;
}

const column = createColumnHelper<Invoice>();

export function InvoicesTable(props: InvoicesTableProps) {
  const { t, locale } = useI18n();
  const { links, adminColumns, hideSubscription } = props;
  const columns = useMemo(() => {
    const list: TableColumn<Invoice>[] = [
      column.accessor((i) => i.number ?? i.id, {
        id: 'number',
        header: t('tables.invoices.number'),
        cell: (c) => {
          const link = invoiceRowLink(c.row.original, links);
          return (
            <LinkCell href={link.href} external={link.external}>
              {c.getValue<string>()}
            </LinkCell>
          );
        },
      }),
      column.accessor((i) => i.subscription?.description ?? i.description ?? '', {
        id: 'description',
        header: t('tables.invoices.description'),
        cell: (c) => <Text size="sm">{c.getValue<string>() || '-'}</Text>,
      }),
      column.accessor('total', {
        header: t('tables.invoices.amount'),
        // A void invoice's struck amount keeps its "No payment required" note (a tooltip).
        cell: (c) => {
          const note = invoiceStatusDisplay(c.row.original.status).tooltipKey;
          return <AmountNote note={note && isMessageKey(note) ? t(note) : undefined}><AmountCell money={recordMoney(c.getValue(), c.row.original)} struck={invoiceStatusDisplay(c.row.original.status).struckThrough} /></AmountNote>;
        },
      }),
      column.accessor('status', {
        header: t('tables.invoices.status'),
        cell: (c) => <InvoiceStatusBadge status={c.getValue()} number={c.row.original.number} payHref={links.payInvoice(c.row.original.id)} />,
      }),
      column.accessor('billing_reason', {
        header: t('tables.invoices.reason'),
        cell: (c) => {
          const key = billingReasonKey(c.getValue());
          return <Text size="sm">{isMessageKey(key) ? t(key) : c.getValue()}</Text>;
        },
      }),
      column.accessor((i) => i.paymentMethod?.name ?? '', {
        id: 'method',
        header: t('tables.invoices.method'),
        cell: (c) => (
          <Group gap={6} wrap="nowrap">
            {c.row.original.paymentMethod?.logo ? <img src={c.row.original.paymentMethod.logo} alt="" width={16} height={16} /> : null}
            <Text size="sm">{c.getValue<string>() || '-'}</Text>
          </Group>
        ),
      }),
      column.accessor('created_at', {
        header: t('tables.invoices.date'),
        cell: (c) => <DateCell value={c.getValue()} locale={locale} />,
      }),
    ];
    if (hideSubscription) list.splice(1, 1);
    list.push(...adminCustomerColumn<Invoice>(links, adminColumns, t('tables.admin.customer')));
    return list;
  }, [t, locale, links, adminColumns, hideSubscription]);

  return (
    <DataTable
      {...props}
      caption={props.caption ?? t('tables.invoices.caption')}
      columns={columns}
      data={props.invoices}
      getRowId={(i) => i.id}
      emptyText={t('tables.invoices.empty')}
    />
  );
}
