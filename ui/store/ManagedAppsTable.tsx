import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { reviewStateKey } from '@domain/review';
import { useT, type MessageKey } from '@ui/i18n';
import { RouterAnchor } from '@ui/common/RouterLink';
import type { ManagedAppRow } from './types';

export interface ManagedAppsTableProps {
  rows: ManagedAppRow[];
  caption: string;
  showOwner?: boolean;
  /** The row whose review is open. */
  selected: string | null;
  onReview: (row: ManagedAppRow) => void;
  extraActions?: (row: ManagedAppRow) => ReactNode;
}

/** Apps with their latest version's review state: the developer's list and the admin's queue. */
export function ManagedAppsTable({ rows, caption, showOwner, selected, onReview, extraActions }: ManagedAppsTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('store.dev.columns.app')}</Table.Th>
            {showOwner ? <Table.Th>{t('store.console.owner')}</Table.Th> : null}
            <Table.Th>{t('store.dev.columns.latest')}</Table.Th>
            <Table.Th>{t('store.dev.columns.status')}</Table.Th>
            <Table.Th>{t('store.dev.columns.published')}</Table.Th>
            <Table.Th>{t('store.dev.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.did} aria-selected={selected === row.did}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {row.publishedVersion ? (
                    <RouterAnchor to="/store/blocklets/$did" params={{ did: row.did }}>
                      {row.title}
                    </RouterAnchor>
                  ) : (
                    <Text span fw={500}>{row.title}</Text>
                  )}
                  {row.blocked ? <Badge color="red" variant="light">{t('store.console.blockedBadge')}</Badge> : null}
                </Group>
              </Table.Td>
              {showOwner ? <Table.Td>{row.ownerName}</Table.Td> : null}
              <Table.Td>{row.latestVersion ?? t('store.dev.noVersion')}</Table.Td>
              <Table.Td>{row.latestStatus ? <Badge variant="light">{t(reviewStateKey(row.latestStatus) as MessageKey)}</Badge> : '—'}</Table.Td>
              <Table.Td>{row.publishedVersion ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {row.latestVersion ? (
                    <Button size="xs" variant={selected === row.did ? 'filled' : 'light'} onClick={() => onReview(row)} aria-label={`${t('store.review.open')} ${row.title}`}>
                      {t('store.review.open')}
                    </Button>
                  ) : null}
                  {extraActions?.(row)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
