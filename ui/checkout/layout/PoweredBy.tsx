import { Text } from '@mantine/core';
import { useT } from '@ui/i18n';

/** "Powered by ArcBlock" under the checkout (docs/reference/payment-react.md §3.1 footer). */
export function PoweredBy({ name = 'ArcBlock' }: { name?: string | undefined }) {
  const t = useT();
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" py="md" data-testid="powered-by">
      {t('checkout.poweredBy', { name })}
    </Text>
  );
}
