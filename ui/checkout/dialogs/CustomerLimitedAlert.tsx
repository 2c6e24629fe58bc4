import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useT } from '@ui/i18n';

export interface CustomerLimitedAlertProps {
  /** The page to come back to after paying (usually the checkout's href). */
  referer: string;
  /** Mount prefix of the payment app ("" or "/payment"). */
  prefix?: string | undefined;
  /** Opens the overdue invoices dialog. */
  onPayNow: () => void;
}

/** The past-due route with its referer parameter (docs/spec/checkout-and-billing.md §2). */
export function pastDueHref(referer: string, prefix = ''): string {
  return `${prefix.replace(/\/$/, '')}/customer/invoice/past-due?referer=${encodeURIComponent(referer)}`;
}

/** CUSTOMER_LIMITED: unpaid invoices block new purchases until paid (docs/spec/checkout-and-billing.md §8). */
export function CustomerLimitedAlert({ referer, prefix, onPayNow }: CustomerLimitedAlertProps) {
  const t = useT();
  return (
    <Alert color="red" variant="light" role="alert" title={t('checkout.limited.title')} data-testid="customer-limited">
      <Text size="sm">{t('checkout.limited.message')}</Text>
      <Group gap="md" mt="sm">
        <Button size="compact-md" color="red" onClick={onPayNow}>
          {t('checkout.limited.payNow')}
        </Button>
        <Anchor href={pastDueHref(referer, prefix)} size="sm">
          {t('checkout.limited.viewDue')}
        </Anchor>
      </Group>
    </Alert>
  );
}
