import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { checkDecimalPlaces, DEFAULT_AMOUNT_PRECISION } from '@domain/money';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';

export interface CustomAmountInputProps {
  /** Token amount as typed ("12.5"), never a JS number. */
  value: string;
  currency: { readonly symbol: string; readonly maximum_precision?: number | null | undefined };
  /** A range or server error; the precision error is found here from the domain rule. */
  error?: MessageLike | null | undefined;
  label?: string | undefined;
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
}

const NUMERIC = /^\d*(?:[.,]\d*)?$/;

/**
 * A pay-what-you-want amount. A text box with a decimal keyboard: only digits and one separator
 * are taken, and since it is not type=number the mouse wheel can never change it.
 */
export function CustomAmountInput({ value, currency, error, label, disabled, onChange, onBlur }: CustomAmountInputProps) {
  const t = useT();
  const text = useMessageText();
  const precision = checkDecimalPlaces(value, currency.maximum_precision ?? DEFAULT_AMOUNT_PRECISION);
  const shown = !precision.ok ? text(precision) : error ? text(error) : null;
  return (
    <TextInput
      label={label ?? t('checkout.customAmount.label', { symbol: currency.symbol })}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      disabled={!!disabled}
      rightSection={<span aria-hidden="true">{currency.symbol}</span>}
      rightSectionWidth={56}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value.trim();
        if (NUMERIC.test(next)) onChange(next.replace(',', '.'));
      }}
      onBlur={() => onBlur?.()}
      data-testid="custom-amount"
      {...(shown ? { error: shown, errorProps: { role: 'alert' } } : {})}
    />
  );
}
