import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { creditGrantStatusColor, creditGrantStatusKey } from '@domain/display';
import type { CreditGrant } from '@domain/model';
import { creditGrantMoney } from '@domain/money/record-money';
import { isMessageKey, useI18n } from '../i18n';
import { adminCustomerColumn } from './admin-customer-column';
import { AmountCell, DateCell, LinkCell, StatusDot } from './cells';
import { DataTable, type TableColumn } from './DataTable';
import type { TableLinks } from './links';
import type { PagedTableProps } from './paged-props';

// Credit grants: name (to the grant's page), status colour, remaining amount,
// scope (prices), effective and expiry dates; the customer column for owner and admin.
export interface CreditGrantsTableProps extends PagedTableProps {
  grants: readonly CreditGrant[];
  links: TableLinks;
  adminColumns?: boolean;
  caption?: string;
}

const column = createColumnHelper<CreditGrant>();

export function CreditGrantsTable(props: CreditGrantsTableProps) {
  const { t, locale } = useI18n();
  const { links, adminColumns } = props;
  const columns = useMemo(() => {
    const list: TableColumn<CreditGrant>[] = [
      column.accessor((g) => g.name ?? g.id, {
        id: 'name',
        header: t('tables.grants.name'),
        cell: (c) => <LinkCell href={links.creditGrant(c.row.original.id)}>{c.getValue<string>()}</LinkCell>,
      }),
      column.accessor('status', {
        header: t('tables.grants.status'),
        cell: (c) => {
          const key = creditGrantStatusKey(c.getValue());
          return <StatusDot state={c.getValue()} color={creditGrantStatusColor(c.getValue())} label={isMessageKey(key) ? t(key) : c.getValue()} />;
        },
      }),
      column.accessor('remaining_amount', {
        header: t('tables.grants.remaining'),
        cell: (c) => <AmountCell money={creditGrantMoney(c.row.original).remaining} />,
      }),
      column.accessor((g) => g.applicability_config?.scope?.prices?.length ?? 0, {
        id: 'scope',
        header: t('tables.grants.scope'),
        cell: (c) => {
          const prices = c.row.original.applicability_config?.scope?.prices ?? [];
          return (
            <Text size="sm" title={prices.join(', ') || undefined}>
              {prices.length === 0 ? t('tables.grants.scopeAll') : t('tables.grants.scopePrices', { count: prices.length })}
            </Text>
          );
        },
      }),
      column.accessor((g) => g.effective_at ?? null, {
        id: 'effective',
        header: t('tables.grants.effective'),
        cell: (c) => <DateCell value={c.getValue<string | number | null>()} locale={locale} />,
      }),
      column.accessor((g) => g.expires_at ?? null, {
        id: 'expires',
        header: t('tables.grants.expires'),
        cell: (c) => (c.getValue() ? <DateCell value={c.getValue<string | number>()} locale={locale} /> : <Text size="sm">{t('tables.grants.never')}</Text>),
      }),
    ];
    list.push(...adminCustomerColumn<CreditGrant>(links, adminColumns, t('tables.admin.customer')));
    return list;
  }, [t, locale, links, adminColumns]);
  return (
    <DataTable
      {...props}
      caption={props.caption ?? t('tables.grants.caption')}
      columns={columns}
      data={props.grants}
      getRowId={(g) => g.id}
      emptyText={t('tables.grants.empty')}
    />
  );
}
