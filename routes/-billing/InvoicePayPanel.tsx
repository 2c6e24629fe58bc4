import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface InvoicePayPanelProps {
  /** "3 ABT" */
  amountText: string;
  paying: boolean;
  onPay: () => void;
}

/** The Pay action of an uncollectible invoice opened with action=pay. */
export function InvoicePayPanel({ amountText, paying, onPay }: InvoicePayPanelProps) {
  const t = useT();
  return (
    <Paper withBorder p="md" maw={720} mx="auto" mb="md" data-testid="invoice-pay" data-state={paying ? 'paying' : 'idle'}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} maw={460}>
          <Text fw={600}>{t('billing.invoice.payTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('billing.invoice.payDescription', { amount: amountText })}
          </Text>
        </Stack>
        {/* While the wallet is open the label says so; aria-disabled keeps the focus on the button. */}
        <Button
          onClick={(event) => (paying ? event.preventDefault() : onPay())}
          data-disabled={paying}
          aria-disabled={paying || undefined}
          aria-busy={paying || undefined}
          leftSection={paying ? <Loader size={14} color="currentColor" /> : null}
        >
          {paying ? t('billing.invoice.paying') : t('billing.invoice.payNow', { amount: amountText })}
        </Button>
      </Group>
    </Paper>
  );
}
