import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { reviewStateKey, type ReviewState } from '@domain/review';
import { useT, type MessageKey } from '@ui/i18n';
import { RouterAnchor } from '@ui/common/RouterLink';
import { reviewStateColor } from './review-state-color';
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

/**
 * Apps with their latest version's review state: the developer's list and the admin's queue.
 * From the sm breakpoint a table; below it one card per app, so that a phone (375 px) reads every
 * column and every state chip in full without sideways scrolling (as the categories console).
 */
export function ManagedAppsTable({ rows, caption, showOwner, selected, onReview, extraActions }: ManagedAppsTableProps) {
  const t = useT();
  const title = (row: ManagedAppRow) =>
    row.publishedVersion ? (
      <RouterAnchor to="/store/blocklets/$did" params={{ did: row.did }} style={{ overflowWrap: 'anywhere' }}>
        {row.title}
      </RouterAnchor>
    ) : row.latestVersion ? (
      // Never published: the title opens the preview of the latest version (its public page is a
      // not-found page until it is published).
      <RouterAnchor to="/store/blocklets/$did/$version" params={{ did: row.did, version: row.latestVersion }} style={{ overflowWrap: 'anywhere' }}>
        {row.title}
      </RouterAnchor>
    ) : (
      <Text span fw={500} style={{ overflowWrap: 'anywhere' }}>
        {row.title}
      </Text>
    );
  const actions = (row: ManagedAppRow) => (
    <>
      {row.latestVersion ? (
        <Button size="xs" variant={selected === row.did ? 'filled' : 'light'} onClick={() => onReview(row)} aria-label={`${t('store.review.open')} ${row.title}`} aria-pressed={selected === row.did}>
          {t('store.review.open')}
        </Button>
      ) : null}
      {extraActions?.(row)}
    </>
  );
  const blocked = (row: ManagedAppRow) => (row.blocked ? <Badge color="red" variant="light">{t('store.console.blockedBadge')}</Badge> : null);
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
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
                    {title(row)}
                    {blocked(row)}
                  </Group>
                </Table.Td>
                {showOwner ? <Table.Td>{row.ownerName}</Table.Td> : null}
                <Table.Td>{row.latestVersion ?? t('store.dev.noVersion')}</Table.Td>
                <Table.Td>{row.latestStatus ? <StateChip state={row.latestStatus} /> : '—'}</Table.Td>
                <Table.Td>{row.publishedVersion ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={caption} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card component="li" key={row.did} withBorder padding="sm" radius="md" aria-current={selected === row.did ? 'true' : undefined}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap" miw={0}>
                  {title(row)}
                  {blocked(row)}
                </Group>
                {row.latestStatus ? <StateChip state={row.latestStatus} /> : null}
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[
                  showOwner ? row.ownerName : null,
                  `${t('store.dev.columns.latest')}: ${row.latestVersion ?? t('store.dev.noVersion')}`,
                  `${t('store.dev.columns.published')}: ${row.publishedVersion ?? '—'}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Group gap="xs" wrap="wrap">
                {actions(row)}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** A review state's chip in its colour; never cut (it wraps rather than truncates). */
function StateChip({ state }: { state: ReviewState }) {
  const t = useT();
  return (
    <Badge
      variant="light"
      color={reviewStateColor(state)}
      styles={{ root: { flexShrink: 0, maxWidth: 'none', height: 'auto', minHeight: 'var(--badge-height)' }, label: { overflow: 'visible', whiteSpace: 'normal', textOverflow: 'clip' } }}
    >
      {t(reviewStateKey(state) as MessageKey)}
    </Badge>
  );
}
