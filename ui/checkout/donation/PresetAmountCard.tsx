import { Radio, Text } from '@mantine/core';

export interface PresetAmountCardProps {
  value: string;
  label: string;
  checked: boolean;
  /** The group's single tab stop (the checked card, else the first); arrows move between cards. */
  tabbable: boolean;
  disabled?: boolean | undefined;
}

/** One card of the tip-amount radio group: a preset amount, or Custom. */
export function PresetAmountCard({ value, label, checked, tabbable, disabled }: PresetAmountCardProps) {
  return (
    <Radio.Card
      value={value}
      checked={checked}
      tabIndex={tabbable ? 0 : -1}
      disabled={!!disabled}
      radius="md"
      py="sm"
      px="xs"
      data-testid={`tip-${value}`}
      data-state={checked ? 'checked' : 'unchecked'}
      style={
        checked
          ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)', background: 'var(--mantine-primary-color-light)' }
          : undefined
      }
    >
      <Text ta="center" fw={checked ? 700 : 500} size="md" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {label}
      </Text>
    </Radio.Card>
  );
}
