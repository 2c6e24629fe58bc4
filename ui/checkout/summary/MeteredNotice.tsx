import { Text } from '@mantine/core';
import { useT } from '@ui/i18n';

/** Shown when the order has usage-billed lines: they are not in today's total. */
export function MeteredNotice() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed" data-testid="metered-notice">
      {t('checkout.metered.notice')}
    </Text>
  );
}
