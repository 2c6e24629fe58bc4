import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CreditTransaction } from '@domain/model';
import { creditTransactionMoney } from '@domain/money/record-money';
import { useI18n } from '../i18n';
import { AmountCell, DateCell, LinkCell } from './cells';
import { DataTable, type TableColumn } from './DataTable';
import type { TableLinks } from './links';
import type { PagedTableProps } from './paged-props';

// Credit transactions: amount, the grant (linked), subscription, description,
// meter unit, date; with admin columns (dashboard mode, owner and admin) the meter event linking
// to /admin/billing/{meterId}.
export interface CreditTransactionsTableProps extends PagedTableProps {
  transactions: readonly CreditTransaction[];
  links: TableLinks;
  adminColumns?: boolean;
  /** Hide the grant column (a grant's own transactions). */
  hideGrant?: boolean;
  /** A Customer column (the meter page lists every customer's usage). */
  showCustomer?: boolean;
  caption?: string;
}

const column = createColumnHelper<CreditTransaction>();

export function CreditTransactionsTable(props: CreditTransactionsTableProps) {
  const { t, locale } = useI18n();
  const { links, adminColumns, hideGrant, showCustomer } = props;
  const columns = useMemo(() => {
    const list: TableColumn<CreditTransaction>[] = [
      column.accessor('credit_amount', {
        header: t('tables.transactions.amount'),
        cell: (c) => <AmountCell money={creditTransactionMoney(c.row.original)} />,
      }),
    ];
    if (showCustomer) {
      list.push(
        column.accessor((x) => x.customer?.name || x.customer_id || '', {
          id: 'customer',
          header: t('tables.transactions.customer'),
          cell: (c) => {
            const id = c.row.original.customer_id ?? c.row.original.customer?.id;
            const text = c.getValue<string>() || '-';
            return id && links.adminCustomer ? <LinkCell href={links.adminCustomer(id)}>{text}</LinkCell> : <Text size="sm">{text}</Text>;
          },
        }),
      );
    }
    if (!hideGrant) {
      list.push(
        column.accessor((x) => x.creditGrant?.name ?? x.credit_grant_id ?? '', {
          id: 'grant',
          header: t('tables.transactions.grant'),
          cell: (c) => {
            const id = c.row.original.credit_grant_id ?? c.row.original.creditGrant?.id;
            return id ? <LinkCell href={links.creditGrant(id)}>{c.getValue<string>()}</LinkCell> : '-';
          },
        }),
      );
    }
    list.push(
      column.accessor((x) => x.subscription?.description ?? x.subscription_id ?? '', {
        id: 'subscription',
        header: t('tables.transactions.subscription'),
        cell: (c) => {
          const id = c.row.original.subscription_id ?? c.row.original.subscription?.id;
          return id ? <LinkCell href={links.subscription(id)}>{c.getValue<string>()}</LinkCell> : '-';
        },
      }),
      column.accessor((x) => x.description ?? '', {
        id: 'description',
        header: t('tables.transactions.description'),
        cell: (c) => <Text size="sm">{c.getValue<string>() || '-'}</Text>,
      }),
      column.accessor((x) => x.meter?.unit ?? '', {
        id: 'meter',
        header: t('tables.transactions.meter'),
        cell: (c) => <Text size="sm">{c.getValue<string>() || '-'}</Text>,
      }),
    );
    if (adminColumns && links.adminMeter) {
      const adminMeter = links.adminMeter;
      list.push(
        column.accessor((x) => x.meter?.event_name ?? '', {
          id: 'meterEvent',
          header: t('tables.transactions.meterEvent'),
          cell: (c) => {
            const meterId = c.row.original.meter?.id;
            return meterId ? <LinkCell href={adminMeter(meterId)}>{c.getValue<string>() || meterId}</LinkCell> : '-';
          },
        }),
      );
    }
    list.push(
      column.accessor('created_at', {
        header: t('tables.transactions.date'),
        cell: (c) => <DateCell value={c.getValue()} locale={locale} />,
      }),
    );
    return list;
  }, [t, locale, links, adminColumns, hideGrant, showCustomer]);
  return (
    <DataTable
      {...props}
      caption={props.caption ?? t('tables.transactions.caption')}
      columns={columns}
      data={props.transactions}
      getRowId={(x) => x.id}
      emptyText={t('tables.transactions.empty')}
    />
  );
}
