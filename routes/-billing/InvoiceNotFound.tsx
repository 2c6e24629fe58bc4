import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '@ui/i18n';

/** The invoice id is unknown, or the invoice is someone else's. */
export function InvoiceNotFound({ homeHref }: { homeHref: string }) {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" maw={520} mx="auto" data-testid="invoice-not-found">
      <Text fz={64} fw={700} c="dimmed" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {t('billing.invoice.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('billing.invoice.notFoundDescription')}</Text>
      <Button component="a" href={homeHref} variant="default">
        {t('common.home')}
      </Button>
    </Stack>
  );
}
