// /store/console/blocklets: the admin's review queue, filtered by the latest version's review
// state (pending first), with the review of the chosen app and block / unblock.
import { Button, Container, Group, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatError } from '@domain/errors';
import { REVIEW_STATES, reviewStateKey } from '@domain/review';
import { BLOCK_REASON_MAX, validateBlockReason } from '@domain/store';
import { useT, type MessageKey } from '@ui/i18n';
import { ManagedAppsTable } from '@ui/store/ManagedAppsTable';
import type { ManagedAppRow } from '@ui/store/types';
import { ReviewSection } from './ReviewSection';
import { StoreNav } from './StoreNav';
import { useStoreNotifier } from './notify';
import { storeKeys, useStoreApi } from './store-api';
import { toRow } from './toRows';

export function ConsoleQueuePage({ filter, onFilter }: { filter: string; onFilter: (state: string) => void }) {
  const t = useT();
  const api = useStoreApi();
  const notify = useStoreNotifier();
  const queryClient = useQueryClient();
  const statuses = filter ? [filter] : [];
  const apps = useQuery({ queryKey: storeKeys.console(statuses), queryFn: () => api.consoleApps(statuses) });
  const [selected, setSelected] = useState<ManagedAppRow | null>(null);
  const [blocking, setBlocking] = useState<ManagedAppRow | null>(null);
  const [reason, setReason] = useState('');
  const block = useMutation({
    mutationFn: (row: ManagedAppRow) => (row.blocked ? api.unblock(row.did) : api.block(row.did, reason)),
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
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{t('store.console.title')}</Title>
          <Text c="dimmed">{t('store.console.intro')}</Text>
        </Stack>
        <Select
          label={t('store.console.filter')}
          data={[{ value: '', label: t('store.console.all') }, ...REVIEW_STATES.map((s) => ({ value: s, label: t(reviewStateKey(s) as MessageKey) }))]}
          value={filter}
          onChange={(value) => onFilter(value ?? '')}
          allowDeselect={false}
          w={240}
        />
        {apps.isError ? <Text c="red" role="alert">{formatError(apps.error)}</Text> : null}
        {apps.data && rows.length === 0 ? <Text role="status">{t('store.console.empty')}</Text> : null}
        {rows.length ? (
          <ManagedAppsTable
            rows={rows}
            caption={t('store.console.title')}
            showOwner
            selected={current?.did ?? null}
            onReview={setSelected}
            extraActions={(row) => (
              <Button size="xs" variant="subtle" {...(row.blocked ? {} : { color: 'red' })} onClick={() => setBlocking(row)} aria-label={`${row.blocked ? t('store.console.unblock') : t('store.console.block')} ${row.title}`}>
                {row.blocked ? t('store.console.unblock') : t('store.console.block')}
              </Button>
            )}
          />
        ) : null}
        {current?.latestVersion ? <ReviewSection key={`${current.did}@${current.latestVersion}`} did={current.did} version={current.latestVersion} /> : null}
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
            <Button {...(blocking?.blocked ? {} : { color: 'red' })} loading={block.isPending} disabled={!reasonCheck.ok} onClick={() => blocking && block.mutate(blocking)}>
              {blocking?.blocked ? t('store.console.unblock') : t('store.console.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
