import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n';

export interface AutoTopUpCardProps {
  /** null while loading. */
  summary: null | { enabled: boolean; threshold: string; credits: string; paidWith: string; authorized: boolean; limits: string | null };
  /** A line after usage in the sandbox ("Used … credits; balance …"). */
  usage: { text: string; toppedUp: boolean } | null;
  onConfigure: () => void;
  /** Sandbox only: spend credits as an app would, to watch auto top-up run. */
  onUseCredits?: (() => void) | undefined;
  usingCredits?: boolean;
}

/** The Credits section's auto top-up card (docs/reference/payment-react.md §3.12 "default" card): what runs when, and the button to change it. */
export function AutoTopUpCard({ summary, usage, onConfigure, onUseCredits, usingCredits = false }: AutoTopUpCardProps) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="auto-top-up-title" data-testid="auto-top-up-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id="auto-top-up-title">
            {t('portalSettings.autoTopUp.title')}
          </Title>
          {summary ? (
            <Badge color={summary.enabled ? 'green' : 'gray'} variant="light" tt="none">
              {summary.enabled ? t('portalSettings.donations.active') : t('portalSettings.donations.inactive')}
            </Badge>
          ) : null}
        </Group>
        {summary === null ? (
          <Text c="dimmed">{t('portalSettings.autoTopUp.loading')}</Text>
        ) : summary.enabled ? (
          <Stack gap={4}>
            <Text>{t('portalSettings.autoTopUp.enabledSummary', { threshold: summary.threshold, credits: summary.credits })}</Text>
            <Text size="sm" c="dimmed">
              {t('portalSettings.autoTopUp.paidWith', { currency: summary.paidWith })}
              {summary.limits ? ` · ${summary.limits}` : ''}
            </Text>
            {summary.authorized ? null : (
              <Text size="sm" c="orange.9" fw={600}>
                {t('portalSettings.autoTopUp.notAuthorized')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text>{t('portalSettings.autoTopUp.disabledSummary')}</Text>
        )}
        {usage ? (
          <Alert color={usage.toppedUp ? 'green' : 'blue'} role="status">
            {usage.text}
            {usage.toppedUp ? ` ${t('portalSettings.autoTopUp.toppedUp')}` : ''}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button onClick={onConfigure} disabled={summary === null}>
            {summary?.enabled ? t('portalSettings.autoTopUp.change') : t('portalSettings.autoTopUp.setUp')}
          </Button>
          {onUseCredits ? (
            <Button variant="default" onClick={onUseCredits} loading={usingCredits}>
              {t('portalSettings.autoTopUp.useCredits')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
