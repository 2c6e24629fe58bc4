import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';
import { StatusPage } from './StatusPage';

export type GateState = 'loading' | 'forbidden' | 'loginFailed' | 'failed';

export interface SessionGateProps {
  state: GateState;
  /** The error text of a failed login or session load. */
  message?: string | undefined;
  onRetry: () => void;
  onLogout: () => void;
}

/**
 * What the protected area shows instead of its pages (docs/spec/shell-store-and-tables.md §2): a loading indicator while
 * the session loads or the login redirect leaves, Forbidden for a blocked user, and an error
 * with Retry when the login or the session failed.
 */
export function SessionGate({ state, message, onRetry, onLogout }: SessionGateProps) {
  const t = useT();
  if (state === 'loading') {
    return (
      <Center py={96} role="status" aria-live="polite" data-testid="session-loading">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text c="dimmed">{t('app.gate.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (state === 'forbidden') {
    return (
      <StatusPage status={403} title={t('app.forbidden.title')}>
        <Text maw={480} c="dimmed">
          {t('app.forbidden.description')}
        </Text>
        <Button variant="light" onClick={onLogout}>
          {t('app.forbidden.logout')}
        </Button>
      </StatusPage>
    );
  }
  return (
    <Stack maw={560} mx="auto" py={64} px="md" gap="md">
      <Alert color="red" role="alert" title={t('error.title')}>
        {t(state === 'loginFailed' ? 'app.gate.loginFailed' : 'app.gate.failed', { message: message ?? '' })}
      </Alert>
      <Button onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
