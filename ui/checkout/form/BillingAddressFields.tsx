import { Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, type NativeSelectProps } from '@mantine/core';
import { useMemo, type ChangeEvent } from 'react';
import { requiredAddressFields } from '@domain/validation/address-fields';
import { useI18n, type Locale } from '@ui/i18n';
import { countryOptions } from './country-options';
import { useFieldErrorProps, type CheckoutFieldErrors, type CheckoutFieldPath } from './field-errors';

export interface BillingAddressValues {
  line1?: string | undefined;
  line2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postal_code?: string | undefined;
  country: string;
}

export interface BillingAddressFieldsProps {
  values: BillingAddressValues;
  errors?: CheckoutFieldErrors | undefined;
  /** Session billing_address_collection: 'required' asks the full address. */
  collection?: string | null | undefined;
  /** Type of the chosen payment method: card payments ask at least the postal code. */
  paymentMethodType?: string | null | undefined;
  disabled?: boolean | undefined;
  onChange: (path: CheckoutFieldPath, value: string) => void;
  onBlur?: ((path: CheckoutFieldPath) => void) | undefined;
}

type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country';

/**
 * Billing address (docs/spec/checkout-and-billing.md §5): the full address in required mode, else only country and postal
 * code for card payments, else nothing. Which fields are asked comes from the domain rule.
 */
export function BillingAddressFields(props: BillingAddressFieldsProps) {
  const { values, errors, collection, paymentMethodType, disabled, onChange, onBlur } = props;
  const { t, locale } = useI18n();
  const errorProps = useFieldErrorProps(errors);
  const asked = requiredAddressFields({ mode: collection, paymentMethodType });
  if (asked.length === 0) return null;
  const full = asked.includes('line1');

  const input = (part: Exclude<AddressPart, 'country'>, autoComplete: string) => {
    const path = `billing_address.${part}` as CheckoutFieldPath;
    return (
      <TextInput
        label={t(`checkout.billing.${part}`)}
        name={path}
        autoComplete={`billing ${autoComplete}`}
        required={part !== 'line2'}
        withAsterisk={part !== 'line2'}
        disabled={!!disabled}
        value={values[part] ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(path, event.currentTarget.value)}
        onBlur={() => onBlur?.(path)}
        {...errorProps(path)}
      />
    );
  };
  const country = (
    <CountrySelect
      label={t('checkout.billing.country')}
      locale={locale}
      disabled={!!disabled}
      value={values.country}
      onChange={(value) => onChange('billing_address.country', value)}
      {...errorProps('billing_address.country')}
    />
  );

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid="billing-address">
      <Text component="legend" fw={600} size="sm" mb={4}>
        {t('checkout.billing.title')}
      </Text>
      {full ? (
        <>
          {country}
          {input('line1', 'address-line1')}
          {input('line2', 'address-line2')}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {input('city', 'address-level2')}
            {input('state', 'address-level1')}
          </SimpleGrid>
          {input('postal_code', 'postal-code')}
        </>
      ) : (
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          {country}
          {input('postal_code', 'postal-code')}
        </Group>
      )}
    </Stack>
  );
}

type CountrySelectProps = Omit<NativeSelectProps, 'data' | 'onChange'> & {
  locale: Locale;
  onChange: (value: string) => void;
};

/**
 * The country list (every region named in the locale) is built only where an address is asked:
 * Intl.DisplayNames' first use costs ~12 ms of main thread, which every checkout would pay at its first
 * render although most ask no address (the first render is kept short: docs/speed.md).
 */
function CountrySelect({ locale, onChange, ...props }: CountrySelectProps) {
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <NativeSelect
      {...props}
      name="billing_address.country"
      autoComplete="billing country"
      data={countries as { value: string; label: string }[]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
