import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { transactionLink } from '@domain/display';
import type { PaymentIntent, TransactionRecord } from '@domain/model';
import { recordMoney } from '@domain/money/record-money';
import { isMessageKey, useI18n } from '../i18n';
import { adminCustomerColumn } from './admin-customer-column';
import { AmountCell, DateCell, StatusDot, TransactionCell } from './cells';
import { DataTable, type TableColumn } from './DataTable';
import type { TableLinks } from './links';
import type { PagedTableProps } from './paged-props';
import { paymentStatusColor } from './status';

// Payment history (payment intents): amount, status, description, where it landed (the chain
// explorer link of domain transactionLink, from the payment method's settings), date.
export interface PaymentsTableProps extends PagedTableProps {
  payments: readonly PaymentIntent[];
  links: TableLinks;
  adminColumns?: boolean;
  caption?: string;
}

/** The chain transaction hash (or the card intent id) a payment landed as. */
export function transactionOf(details: TransactionRecord | null | undefined): string | undefined {
  return transactionLink({ method: undefined, details })?.text;
}

const column = createColumnHelper<PaymentIntent>();

export function PaymentsTable(props: PaymentsTableProps) {
  const { t, locale } = useI18n();
  const { links, adminColumns } = props;
  const columns = useMemo(() => {
    const list: TableColumn<PaymentIntent>[] = [
      column.accessor('amount', {
        header: t('tables.payments.amount'),
        cell: (c) => <AmountCell money={recordMoney(c.getValue(), c.row.original)} />,
      }),
      column.accessor('status', {
        header: t('tables.payments.status'),
        cell: (c) => {
          const key = `tables.paymentStatus.${c.getValue()}`;
          return <StatusDot state={c.getValue()} color={paymentStatusColor(c.getValue())} label={isMessageKey(key) ? t(key) : c.getValue()} />;
        },
      }),
      column.accessor((p) => p.description ?? '', {
        id: 'description',
        header: t('tables.payments.description'),
        cell: (c) => <Text size="sm">{c.getValue<string>() || '-'}</Text>,
      }),
      column.accessor((p) => transactionOf(p.payment_details) ?? '', {
        id: 'transaction',
        header: t('tables.payments.transaction'),
        cell: (c) => {
          const { paymentCurrency, payment_details: details } = c.row.original;
          const link = links.transaction?.(paymentCurrency?.payment_method_id, details) ?? transactionLink({ method: undefined, details });
          return <TransactionCell link={link} label={(hash) => t('tables.payments.viewTransaction', { hash })} />;
        },
      }),
      column.accessor((p) => p.created_at ?? null, {
        id: 'date',
        header: t('tables.payments.date'),
        cell: (c) => <DateCell value={c.getValue<string | number | null>()} locale={locale} />,
      }),
    ];
    list.push(...adminCustomerColumn<PaymentIntent>(links, adminColumns, t('tables.admin.customer')));
    return list;
  }, [t, locale, links, adminColumns]);

  return (
    <DataTable
      {...props}
      caption={props.caption ?? t('tables.payments.caption')}
      columns={columns}
      data={props.payments}
      getRowId={(p) => p.id}
      emptyText={t('tables.payments.empty')}
    />
  );
}
