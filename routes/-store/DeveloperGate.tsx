// Pages that need a developer passport show 'developer required' instead (and, under staking
// mode, the way to get one by staking); a blocked developer sees Forbidden.
import { Container, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@ui/i18n';
import { RouterButton } from '@ui/common/RouterLink';
import { StoreMessage } from '@ui/store/StoreMessage';
import { useDeveloperStatus, usePreferences } from './viewer';

export function DeveloperGate({ children }: { children: ReactNode }) {
  const t = useT();
  const status = useDeveloperStatus(true);
  const prefs = usePreferences();
  if (!status.data || !prefs.data) return <Container size="xl" py="lg"><Skeleton h={120} aria-label={t('store.common.loading')} /></Container>;
  if (status.data.blocked) return <Container size="md" py="xl"><StoreMessage kind="forbidden" /></Container>;
  if (!status.data.developer) {
    const staking = prefs.data.permissionMode === 'staking';
    return (
      <Container size="md" py="xl">
        <StoreMessage kind={staking ? 'developerRequiredStaking' : 'developerRequired'} action={staking ? <RouterButton to="/store/join">{t('store.message.join')}</RouterButton> : undefined} />
      </Container>
    );
  }
  return <>{children}</>;
}
