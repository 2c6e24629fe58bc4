import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Benefit } from '@domain/model';
import { formatNumber } from '@domain/money';
import { safeLinkHref } from '@domain/navigation';
import { useT } from '../../i18n';

export interface BenefitsPanelProps {
  benefits: readonly Benefit[];
  /** Symbol of the tip currency, for fixed-amount shares. */
  symbol: string;
  onBack: () => void;
}

const ArrowLeft = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);

/** '{count} Beneficiaries': avatar, name, address and share (a fixed amount, else the percent) of each, with Back. */
export function BenefitsPanel({ benefits, symbol, onBack }: BenefitsPanelProps) {
  const t = useT();
  return (
    <Stack gap="md" data-testid="benefits-panel">
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<ArrowLeft />} onClick={onBack} data-autofocus>
          {t('common.back')}
        </Button>
      </Group>
      <Title order={2} size="h4">
        {t('donation.benefits.title', { count: benefits.length })}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {benefits.map((benefit) => {
          const share = benefit.amount
            ? `${formatNumber(benefit.amount)} ${symbol}`
            : benefit.percent
              ? t('donation.benefits.percent', { percent: formatNumber(benefit.percent, 2) })
              : null;
          const href = safeLinkHref(benefit.url);
          return (
            <Group component="li" key={benefit.address} wrap="nowrap" gap="sm" align="center" data-testid="beneficiary">
              <Avatar src={benefit.avatar ?? null} alt={benefit.name} name={benefit.name} color="initials" radius="xl" size={40} />
              <Stack gap={0} miw={0} flex={1}>
                {/* A beneficiary's page is a link only by the one safe-URL rule; anything else is its name as text. */}
                {href ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600} size="sm" truncate>
                    {benefit.name}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm" truncate>
                    {benefit.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {benefit.address}
                </Text>
              </Stack>
              {share ? (
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} aria-label={`${t('donation.benefits.share')}: ${share}`}>
                  {share}
                </Text>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
