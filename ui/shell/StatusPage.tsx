import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterButton } from '../common/RouterLink';
import { useT } from '../i18n';

export type StatusCode = 400 | 403 | 404 | 500;

/** The error page for an answer's status: 400, 403, 404 and 500 (any 5xx); none for others or no status. */
export function statusPageFor(status: number | undefined): StatusCode | null {
  if (status === 400 || status === 403 || status === 404) return status;
  if (status !== undefined && status >= 500) return 500;
  return null;
}

export interface StatusPageProps {
  status: StatusCode;
  /** A heading that replaces the status text (e.g. Forbidden for a blocked user). */
  title?: string | undefined;
  /** Extra lines and actions under the text. */
  children?: ReactNode;
}

/** The error pages 400, 403, 404 and 500 (docs/reference/store-shell.md §5.10): code, text, Back Home. */
export function StatusPage({ status, title, children }: StatusPageProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" data-testid={`status-${status}`}>
      <Text fz={64} fw={700} c="dimmed" aria-hidden="true" lh={1}>
        {status}
      </Text>
      <Title order={1} size="h2">
        {title ?? t(`shell.status.${status}`)}
      </Title>
      {title ? <Text c="dimmed">{t(`shell.status.${status}`)}</Text> : null}
      {children}
      <RouterButton to="/" variant="default">
        {t('shell.status.backHome')}
      </RouterButton>
    </Stack>
  );
}
