import { Badge } from '@mantine/core';
import { useT } from '@ui/i18n';

/** "Test mode" chip, shown when the session is not live (docs/spec/checkout-and-billing.md §4). */
export function TestModeBadge() {
  const t = useT();
  return (
    <Badge color="red" variant="light" radius="sm" data-testid="test-mode-badge">
      {t('checkout.testMode')}
    </Badge>
  );
}
