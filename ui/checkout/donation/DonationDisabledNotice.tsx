import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CheckIcon } from '../../billing/CheckIcon';
import { useT } from '../../i18n';

export interface DonationDisabledNoticeProps {
  /** Owner or admin: may turn donations on. */
  canEnable?: boolean | undefined;
  onEnable?: (() => void) | undefined;
  /** The enable call is under way. */
  enabling?: boolean | undefined;
  /** The enable call failed: its text. */
  enableError?: string | null | undefined;
  /** Enabled just now: the success prompt with Configure Now / Configure Later. */
  enabled?: boolean | undefined;
  /** The donation settings in Payment Kit ({mount}/integrations/donations). */
  configureHref?: string | undefined;
  onConfigureLater?: (() => void) | undefined;
}

/** 'Donation feature is not enabled'; owners and admins get 'Enable Donation', then the configure prompt. */
export function DonationDisabledNotice(props: DonationDisabledNoticeProps) {
  const { canEnable, onEnable, enabling = false, enableError, enabled, configureHref, onConfigureLater } = props;
  const t = useT();

  if (enabled) {
    return (
      <Alert variant="default" icon={<CheckIcon size={20} />} color="green" title={t('donation.enabled.title')} role="status" data-testid="donation-notice" data-state="enabled">
        <Stack gap="sm">
          <Text size="sm">{t('donation.enabled.description')}</Text>
          <Group gap="sm">
            {configureHref ? (
              <Button component="a" href={configureHref} size="xs">
                {t('donation.configureNow')}
              </Button>
            ) : null}
            {onConfigureLater ? (
              <Button variant="default" size="xs" onClick={onConfigureLater}>
                {t('donation.configureLater')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Alert color="gray" variant="light" title={t('donation.disabled.title')} data-testid="donation-notice" data-state="disabled">
      <Stack gap="sm">
        <Text size="sm">{canEnable ? t('donation.disabled.adminHint') : t('donation.disabled.description')}</Text>
        {enableError ? (
          <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
            {enableError}
          </Text>
        ) : null}
        {canEnable && onEnable ? (
          <Group>
            <Button size="xs" onClick={onEnable} loading={enabling}>
              {t('donation.enable')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
