import { Group, Stack, Text } from '@mantine/core';
import { Amount, type Money } from '@ui/common/Amount';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';

export interface TotalRowProps {
  /** Total due now (domain/pricing getCheckoutTotal) in the chosen currency. */
  total: Money;
  /** "Then 10 ABT per month" when the headline has a then-line. */
  then?: MessageLike | null | undefined;
}

/** The total of the order and what follows it. */
export function TotalRow({ total, then }: TotalRowProps) {
  const t = useT();
  const text = useMessageText();
  return (
    <Stack gap={2} data-testid="total-row">
      <Group justify="space-between" align="baseline">
        <Text fw={700}>{t('checkout.total')}</Text>
        <Text fw={700} size="lg">
          <Amount money={total} />
        </Text>
      </Group>
      {then ? (
        <Text size="sm" c="dimmed" ta="right">
          {text(then)}
        </Text>
      ) : null}
    </Stack>
  );
}
