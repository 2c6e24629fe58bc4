import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@ui/i18n';

export type StoreMessageKind = 'developerRequired' | 'developerRequiredStaking' | 'forbidden' | 'adminRequired' | 'invalidSession' | 'connection' | 'notFound';

const TEXTS = {
  developerRequired: ['store.message.developerRequired', 'store.message.developerRequiredText'],
  developerRequiredStaking: ['store.message.developerRequired', 'store.message.developerRequiredStaking'],
  forbidden: ['store.message.forbidden', 'store.message.forbiddenText'],
  adminRequired: ['store.message.forbidden', 'store.message.adminRequired'],
  invalidSession: ['store.message.invalidSession', 'store.message.invalidSessionText'],
  connection: ['store.message.connection', 'store.message.connectionText'],
  notFound: ['store.detail.notFound', 'store.detail.back'],
} as const;

/** A full-page store message (docs/spec/shell-store-and-tables.md §8): developer required, forbidden, invalid session, connection. */
export function StoreMessage({ kind, detail, action }: { kind: StoreMessageKind; detail?: string; action?: ReactNode }) {
  const t = useT();
  const [title, text] = TEXTS[kind];
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role={kind === 'connection' ? 'alert' : 'status'}>
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      {kind === 'notFound' ? null : <Text c="dimmed">{t(text)}</Text>}
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
