import { Group, Stack, Text } from '@mantine/core';
import { Amount, type Money } from '@ui/common/Amount';
import { useT } from '@ui/i18n';

export interface StakingRowsProps {
  /** What is paid now. */
  paymentRequired: Money;
  /** The refundable stake. */
  staking: Money;
}

/** "Payment Required" and "Stake (refundable deposit)" rows with a short explanation of the stake. */
export function StakingRows({ paymentRequired, staking }: StakingRowsProps) {
  const t = useT();
  return (
    <Stack gap={6} data-testid="staking-rows">
      <Group justify="space-between">
        <Text size="sm">{t('checkout.paymentRequired')}</Text>
        <Text size="sm">
          <Amount money={paymentRequired} />
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('checkout.stakingRequired')}</Text>
        <Text size="sm">
          <Amount money={staking} />
        </Text>
      </Group>
      <details>
        <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
          {t('checkout.staking.what')}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('checkout.staking.explain')}
        </Text>
      </details>
    </Stack>
  );
}
