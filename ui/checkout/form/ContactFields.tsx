import { Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useT } from '@ui/i18n';
import { useFieldErrorProps, type CheckoutFieldErrors, type CheckoutFieldPath } from './field-errors';

export interface ContactValues {
  customer_name: string;
  customer_email: string;
  customer_phone?: string | undefined;
}

export interface ContactFieldsProps {
  values: ContactValues;
  errors?: CheckoutFieldErrors | undefined;
  /** Session phone_number_collection.enabled. */
  phoneEnabled?: boolean | undefined;
  disabled?: boolean | undefined;
  onChange: (path: CheckoutFieldPath, value: string) => void;
  onBlur?: ((path: CheckoutFieldPath) => void) | undefined;
}

/** Name, email and (when collected) phone; errors come from the domain validators. */
export function ContactFields({ values, errors, phoneEnabled, disabled, onChange, onBlur }: ContactFieldsProps) {
  const t = useT();
  const errorProps = useFieldErrorProps(errors);
  const field = (path: 'customer_name' | 'customer_email' | 'customer_phone') => ({
    name: path,
    disabled: !!disabled,
    withAsterisk: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(path, event.currentTarget.value),
    onBlur: () => onBlur?.(path),
    ...errorProps(path),
  });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('checkout.field.name')}
        autoComplete="name"
        required
        value={values.customer_name}
        {...field('customer_name')}
      />
      <TextInput
        label={t('checkout.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.customer_email}
        {...field('customer_email')}
      />
      {phoneEnabled ? (
        <TextInput
          label={t('checkout.field.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          placeholder="+1 201 555 0123"
          value={values.customer_phone ?? ''}
          {...field('customer_phone')}
        />
      ) : null}
    </Stack>
  );
}
