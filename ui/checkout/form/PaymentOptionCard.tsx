import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PaymentOptionCardProps {
  value: string;
  checked: boolean;
  /** Whether the card is the group's tab stop (the checked one, else the first). */
  tabbable: boolean;
  title: string;
  description?: string | null | undefined;
  logo?: string | null | undefined;
  /** Shown instead of a logo when there is none (a currency symbol). */
  fallback?: ReactNode;
  disabled?: boolean | undefined;
}

/** One card of a payment method or currency radio group: logo, name, a radio indicator. */
export function PaymentOptionCard({ value, checked, tabbable, title, description, logo, fallback, disabled }: PaymentOptionCardProps) {
  return (
    <Radio.Card
      value={value}
      checked={checked}
      tabIndex={tabbable ? 0 : -1}
      disabled={!!disabled}
      radius="md"
      p="sm"
      data-testid={`option-${value}`}
      data-state={checked ? 'checked' : 'unchecked'}
      style={checked ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator checked={checked} size="sm" />
        {logo ? (
          <img src={logo} alt="" width={28} height={28} style={{ borderRadius: 6, objectFit: 'contain', flex: 'none' }} />
        ) : fallback ? (
          <Text component="span" fw={700} size="sm" w={28} ta="center" aria-hidden="true">
            {fallback}
          </Text>
        ) : null}
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          {description ? (
            <Text size="xs" c="dimmed" truncate>
              {description}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
