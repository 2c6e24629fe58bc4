import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@ui/i18n';

export interface DeveloperRow {
  did: string;
  name: string;
  apps: number;
  joined: string;
  blocked: boolean;
}

/** The store's developers; block (with a confirmation that says what it stops) and unblock. */
export function DevelopersAdmin({ developers, busy, onToggle }: { developers: DeveloperRow[] | null; busy: boolean; onToggle: (row: DeveloperRow) => void }) {
  const t = useT();
  const [blocking, setBlocking] = useState<DeveloperRow | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('store.developers.title')}</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table captionSide="top">
          <Table.Caption>{t('store.developers.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('store.common.name')}</Table.Th>
              <Table.Th>{t('store.developers.apps')}</Table.Th>
              <Table.Th>{t('store.developers.joined')}</Table.Th>
              <Table.Th>{t('store.common.status')}</Table.Th>
              <Table.Th>{t('store.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(developers ?? []).map((row) => (
              <Table.Tr key={row.did}>
                <Table.Td>
                  <Text size="sm" fw={500}>{row.name}</Text>
                  <Text size="xs" c="dimmed">{row.did}</Text>
                </Table.Td>
                <Table.Td>{row.apps}</Table.Td>
                <Table.Td>{row.joined}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.blocked ? 'red' : 'green'}>{row.blocked ? t('store.developers.blocked') : t('store.developers.active')}</Badge>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" {...(row.blocked ? {} : { color: 'red' })} disabled={busy} onClick={() => (row.blocked ? onToggle(row) : setBlocking(row))} aria-label={`${row.blocked ? t('store.developers.unblock') : t('store.developers.block')} ${row.name}`}>
                    {row.blocked ? t('store.developers.unblock') : t('store.developers.block')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal closeButtonProps={{ 'aria-label': t('store.common.close') }} opened={blocking !== null} onClose={() => setBlocking(null)} title={blocking ? t('store.developers.blockTitle', { name: blocking.name }) : ''} centered>
        <Stack gap="md">
          <Text>{t('store.developers.blockText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setBlocking(null)}>{t('store.common.cancel')}</Button>
            <Button
              color="red"
              onClick={() => {
                if (blocking) onToggle(blocking);
                setBlocking(null);
              }}
            >
              {t('store.developers.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
