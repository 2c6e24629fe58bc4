import { Group, Paper, Radio, Stack, Switch, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../i18n';
import type { StorePreferencesPanelView } from './types';

export interface StorePreferencesPanelProps {
  preferences: StorePreferencesPanelView;
  onChange: (next: Partial<StorePreferencesPanelView>) => void;
}

/** The app store's switches in the sandbox: how developers join (invitation or a stake) and review. */
export function StorePreferencesPanel({ preferences, onChange }: StorePreferencesPanelProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid="sandbox-store-preferences">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('sandbox.store.title')}
        </Title>
        <Radio.Group
          label={t('sandbox.store.permissionMode')}
          description={t(preferences.permissionMode === 'staking' ? 'sandbox.store.stakingHint' : 'sandbox.store.invitingHint')}
          inputWrapperOrder={['label', 'input', 'description']}
          value={preferences.permissionMode}
          onChange={(value) => onChange({ permissionMode: value === 'staking' ? 'staking' : 'inviting' })}
        >
          <Group gap="md" my={6}>
            <Radio size="sm" value="inviting" label={t('sandbox.store.inviting')} />
            <Radio size="sm" value="staking" label={t('sandbox.store.staking')} />
          </Group>
        </Radio.Group>
        <Switch
          size="sm"
          label={t('sandbox.store.needReview')}
          checked={preferences.needReview}
          onChange={(event) => onChange({ needReview: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
