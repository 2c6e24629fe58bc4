import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';

export interface CustomAmountInputProps {
  /** Token amount exactly as typed ("12.5", or "1,000.5" that the field then refuses). */
  value: string;
  currency: { readonly symbol: string };
  /** Why the amount cannot be paid (unreadable, precision, range, or the server's refusal). */
  error?: MessageLike | null | undefined;
  label?: string | undefined;
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
}

/**
 * A pay-what-you-want amount: a text box with a decimal keyboard (not type=number, so the mouse
 * wheel never changes it). It never drops or rewrites a character ('1,000.5' must not
 * become 1.0005: the payer is charged what they read); the caller reads the text with the domain and passes the reason it refuses.
 */
export function CustomAmountInput({ value, currency, error, label, disabled, onChange, onBlur }: CustomAmountInputProps) {
  const t = useT();
  const text = useMessageText();
  const shown = error ? text(error) : null;
  return (
    <TextInput
      label={label ?? t('checkout.customAmount.label', { symbol: currency.symbol })}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      disabled={!!disabled}
      rightSection={<span aria-hidden="true">{currency.symbol}</span>}
      rightSectionWidth={56}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={() => onBlur?.()}
      data-testid="custom-amount"
      data-state={shown ? 'invalid' : 'valid'}
      {...(shown ? { error: shown, errorProps: { role: 'alert' } } : {})}
    />
  );
}
