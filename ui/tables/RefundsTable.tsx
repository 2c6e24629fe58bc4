import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { refundTypeKey } from '@domain/display';
import type { Refund } from '@domain/model';
import { recordMoney } from '@domain/money/record-money';
import { isMessageKey, useI18n } from '../i18n';
import { AmountCell, DateCell, LinkCell, StatusDot } from './cells';
import { DataTable, type TableColumn } from './DataTable';
import type { TableLinks } from './links';
import type { PagedTableProps } from './paged-props';
import { paymentStatusColor } from './status';

// Refunds: type (Refund / Stake Return), amount, status, the invoice it belongs to, date.
export interface RefundsTableProps extends PagedTableProps {
  refunds: readonly Refund[];
  links: TableLinks;
  caption?: string;
}

const column = createColumnHelper<Refund>();

export function RefundsTable(props: RefundsTableProps) {
  const { t, locale } = useI18n();
  const { links } = props;
  const columns = useMemo<TableColumn<Refund>[]>(
    () => [
      column.accessor('type', {
        header: t('tables.refunds.type'),
        cell: (c) => {
          const key = refundTypeKey(c.getValue());
          return <Text size="sm">{isMessageKey(key) ? t(key) : c.getValue()}</Text>;
        },
      }),
      column.accessor('amount', {
        header: t('tables.refunds.amount'),
        cell: (c) => <AmountCell money={recordMoney(c.getValue(), c.row.original)} />,
      }),
      column.accessor((r) => r.status ?? '', {
        id: 'status',
        header: t('tables.refunds.status'),
        cell: (c) => {
          const status = c.getValue<string>();
          const key = `tables.paymentStatus.${status}`;
          return status ? <StatusDot state={status} color={paymentStatusColor(status)} label={isMessageKey(key) ? t(key) : status} /> : '-';
        },
      }),
      column.accessor((r) => r.invoice_id ?? '', {
        id: 'invoice',
        header: t('tables.refunds.invoice'),
        cell: (c) => (c.getValue<string>() ? <LinkCell href={links.invoice(c.getValue<string>())}>{c.getValue<string>()}</LinkCell> : '-'),
      }),
      column.accessor((r) => r.description ?? '', {
        id: 'description',
        header: t('tables.refunds.description'),
        cell: (c) => <Text size="sm">{c.getValue<string>() || '-'}</Text>,
      }),
      column.accessor('created_at', {
        header: t('tables.refunds.date'),
        cell: (c) => <DateCell value={c.getValue()} locale={locale} />,
      }),
    ],
    [t, locale, links],
  );
  return (
    <DataTable
      {...props}
      caption={props.caption ?? t('tables.refunds.caption')}
      columns={columns}
      data={props.refunds}
      getRowId={(r) => r.id}
      emptyText={t('tables.refunds.empty')}
    />
  );
}
