import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '@ui/i18n';
import type { BillingAddressValues } from './BillingAddressFields';

export interface CustomerInfoCardProps {
  name: string;
  email: string;
  phone?: string | null | undefined;
  address?: BillingAddressValues | null | undefined;
  /** Opens the contact form for changes. */
  onEdit: () => void;
  disabled?: boolean | undefined;
}

/**
 * docs/reference/payment-react.md §3.3: a logged-in payer whose saved profile is complete sees a summary of it
 * instead of the contact form, with Edit.
 */
export function CustomerInfoCard({ name, email, phone, address, onEdit, disabled }: CustomerInfoCardProps) {
  const t = useT();
  const place = address ? [address.line1, address.city, address.state, address.country.toUpperCase()].filter(Boolean).join(', ') : '';
  return (
    <Paper withBorder radius="md" p="md" data-testid="customer-info">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm">
            {t('checkout.customerInfo')}
          </Text>
          <Text size="sm">{name}</Text>
          <Text size="sm" c="dimmed">
            {email}
          </Text>
          {phone ? (
            <Text size="sm" c="dimmed">
              {phone}
            </Text>
          ) : null}
          {place ? (
            <Text size="sm" c="dimmed">
              {place}
              {address?.postal_code ? ` · ${t('checkout.billing.postal_code')}: ${address.postal_code}` : ''}
            </Text>
          ) : null}
        </Stack>
        <Button variant="subtle" size="compact-sm" onClick={onEdit} disabled={!!disabled} aria-label={`${t('checkout.edit')} ${t('checkout.customerInfo')}`}>
          {t('checkout.edit')}
        </Button>
      </Group>
    </Paper>
  );
}
