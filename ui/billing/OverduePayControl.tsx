import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';
import { PaidMark } from './PaidMark';
import { groupAmountText, type OverdueCurrencyGroup } from './overdue-group';

export interface OverduePayControlProps {
  group: OverdueCurrencyGroup;
  onPay: (currencyId: string) => void;
}

/**
 * The action side of one currency of the past-due flow: Pay Now, Processing, Paid, or the error
 * with Retry; card-provider currencies get a note and a link to the invoice page instead.
 */
export function OverduePayControl({ group, onPay }: OverduePayControlProps) {
  const t = useT();
  const amount = groupAmountText(group);

  if (group.notSupported) {
    return (
      <Stack gap={4} align="flex-end" data-testid="overdue-pay" data-state="notSupported" maw={280}>
        <Text size="sm" c="dimmed" ta="right">
          {t('billing.overdue.notSupported')}
        </Text>
        {group.invoiceHref ? (
          <Anchor href={group.invoiceHref} size="sm">
            {t('billing.overdue.openInvoice')}
          </Anchor>
        ) : null}
      </Stack>
    );
  }

  if (group.status === 'success') {
    return (
      <Group gap={6} data-testid="overdue-pay" data-state="success" c="var(--mantine-color-text)">
        <PaidMark />
      </Group>
    );
  }

  if (group.status === 'paying') {
    // aria-disabled keeps the focus on the button while the payment runs.
    return (
      <Button
        data-testid="overdue-pay"
        data-state="paying"
        data-disabled
        aria-disabled="true"
        aria-busy="true"
        leftSection={<Loader size={14} color="currentColor" />}
        onClick={(event) => event.preventDefault()}
      >
        {t('billing.overdue.processing')}
      </Button>
    );
  }

  if (group.status === 'error') {
    return (
      <Stack gap={6} align="flex-end" data-testid="overdue-pay" data-state="error" maw={320}>
        <Text size="sm" c="var(--mantine-color-red-text)" role="alert" ta="right">
          {group.errorMessage || t('billing.overdue.payFailed')}
        </Text>
        <Button variant="default" disabled={!!group.disabled} onClick={() => onPay(group.currencyId)} aria-label={t('billing.overdue.retryLabel', { amount })}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Button data-testid="overdue-pay" data-state="idle" disabled={!!group.disabled} onClick={() => onPay(group.currencyId)} aria-label={t('billing.overdue.payNowLabel', { amount })}>
      {t('billing.overdue.payNow')}
    </Button>
  );
}
