// /store/console/blocklets: the admin's review queue. It opens on what awaits a decision (the
// pending operation: pending and in review), 10 a page, with a search by name or DID; filter,
// search and page are in the address. The review of the chosen app opens below, where the
// reviewer is taken; block / unblock per app.
import { Button, Container, Group, Modal, Pagination, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { formatError } from '@domain/errors';
import { QUEUE_PAGE_SIZE, REVIEW_STATES, queuePages, queueStatuses, reviewStateKey, type QueueFilter, type QueueQuery } from '@domain/review';
import { BLOCK_REASON_MAX, SEARCH_DEBOUNCE_MS, validateBlockReason } from '@domain/store';
import { useT, type MessageKey } from '@ui/i18n';
import { ManagedAppsTable } from '@ui/store/ManagedAppsTable';
import type { ManagedAppRow } from '@ui/store/types';
import { useAction } from '../-app/useAction';
import { ReviewSection } from './ReviewSection';
import { StoreNav } from './StoreNav';
import { useStoreNotifier } from './notify';
import { storeKeys } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';
import { toRow } from './toRows';

export function ConsoleQueuePage({ query, onQuery }: { query: QueueQuery; onQuery: (next: QueueQuery) => void }) {
  const t = useT();
  const api = useStoreApi();
  const notify = useStoreNotifier();
  const queryClient = useQueryClient();
  const statuses = queueStatuses(query.filter);
  const apps = useQuery({
    queryKey: [...storeKeys.console(statuses), query.keyword, query.page],
    queryFn: () => api.consoleApps(statuses, query.keyword, query.page, QUEUE_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  // The search box follows typing; the address (and the list) after a pause, back to page 1.
  const [typed, setTyped] = useState(query.keyword);
  const search = useDebouncedCallback((keyword: string) => onQuery({ ...query, keyword: keyword.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<ManagedAppRow | null>(null);
  // A review opened by pressing Review is brought into view; one kept across a list refresh is not.
  const [opened, setOpened] = useState(false);
  const [blocking, setBlocking] = useState<ManagedAppRow | null>(null);
  const [reason, setReason] = useState('');
  const block = useAction({
    run: async (row: ManagedAppRow): Promise<void> => {
      if (row.blocked) await api.unblock(row.did);
      else await api.block(row.did, reason);
    },
    onSuccess: async () => {
      setBlocking(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
    onError: (error) => notify({ tone: 'error', text: formatError(error) }),
  });
  const rows = apps.data?.dataList.map(toRow) ?? [];
  const current = selected ? (rows.find((r) => r.did === selected.did) ?? selected) : null;
  const reasonCheck = validateBlockReason(reason);
  const pages = queuePages(apps.data?.total ?? 0);
  const filterLabel = (filter: QueueFilter) => (filter === 'pending' ? t('store.console.pending') : filter === 'all' ? t('store.console.all') : t(reviewStateKey(filter) as MessageKey));
  const pendingOn = query.filter === 'pending';
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{t('store.console.title')}</Title>
          <Text c="dimmed">{t('store.console.intro')}</Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('store.console.search')}
            placeholder={t('store.console.searchHint')}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t('store.console.filter')}
            data={(['pending', 'all', ...REVIEW_STATES] as QueueFilter[]).map((f) => ({ value: f, label: filterLabel(f) }))}
            value={query.filter}
            onChange={(value) => onQuery({ ...query, filter: (value ?? 'pending') as QueueFilter, page: 1 })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
          {/* The quick filter of the real console: pending operation on, or every app. */}
          <Button variant={pendingOn ? 'filled' : 'default'} aria-pressed={pendingOn} onClick={() => onQuery({ ...query, filter: pendingOn ? 'all' : 'pending', page: 1 })}>
            {t('store.console.pending')}
          </Button>
        </Group>
        {apps.isError ? <Text c="red" role="alert">{formatError(apps.error)}</Text> : null}
        {apps.data ? (
          <Text size="sm" c="dimmed" role="status">
            {rows.length === 0 ? t('store.console.empty') : t('store.console.count', { count: apps.data.total, filter: filterLabel(query.filter) })}
          </Text>
        ) : null}
        {rows.length ? (
          <ManagedAppsTable
            rows={rows}
            caption={t('store.console.title')}
            showOwner
            selected={current?.did ?? null}
            onReview={(row) => {
              setSelected(row);
              setOpened(true);
            }}
            extraActions={(row) => (
              <Button size="xs" variant="subtle" {...(row.blocked ? {} : { color: 'red' })} onClick={() => setBlocking(row)} aria-label={`${row.blocked ? t('store.console.unblock') : t('store.console.block')} ${row.title}`}>
                {row.blocked ? t('store.console.unblock') : t('store.console.block')}
              </Button>
            )}
          />
        ) : null}
        {pages > 1 ? (
          <Group component="nav" aria-label={t('store.console.pages')} justify="center">
            <Pagination
              total={pages}
              value={Math.min(query.page, pages)}
              onChange={(page) => onQuery({ ...query, page })}
              size="sm"
              siblings={0}
              getControlProps={(control) => ({ 'aria-label': t(`store.reviews.${control}` as MessageKey) })}
              getItemProps={(page) => ({ 'aria-label': t('store.reviews.page', { page }) })}
            />
          </Group>
        ) : null}
        {current?.latestVersion ? (
          <ReviewSection key={`${current.did}@${current.latestVersion}`} did={current.did} version={current.latestVersion} app={current.title} focusOnOpen={opened} />
        ) : null}
      </Stack>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={blocking !== null} onClose={() => setBlocking(null)} title={blocking?.blocked ? t('store.console.unblock') : t('store.console.blockTitle')} centered>
        <Stack gap="md">
          <Text>{blocking?.blocked ? t('store.console.unblockText') : t('store.console.blockText')}</Text>
          {blocking && !blocking.blocked ? (
            <Textarea label={t('store.console.blockReason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={BLOCK_REASON_MAX} autosize minRows={2} />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setBlocking(null)}>
              {t('store.common.cancel')}
            </Button>
            <Button {...(blocking?.blocked ? {} : { color: 'red' })} loading={block.busy} disabled={!reasonCheck.ok} onClick={() => blocking && void block.run(blocking)}>
              {blocking?.blocked ? t('store.console.unblock') : t('store.console.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
