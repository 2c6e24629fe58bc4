import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { localizeApiName, useT } from '@ui/i18n';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';
import { PaymentOptionCard } from './PaymentOptionCard';

export interface PickerCurrency {
  id: string;
  name: string;
  symbol: string;
  logo?: string | null | undefined;
}

export interface PickerMethod {
  id: string;
  name: string;
  type: string;
  logo?: string | null | undefined;
  /** The method's active currencies. */
  payment_currencies: readonly PickerCurrency[];
}

export interface PaymentMethodPickerProps {
  methods: readonly PickerMethod[];
  methodId: string;
  currencyId: string;
  error?: MessageLike | undefined;
  disabled?: boolean | undefined;
  onMethodChange: (methodId: string) => void;
  onCurrencyChange: (currencyId: string) => void;
}

/**
 * Payment method and currency as two radio groups of cards (arrow keys move and select, Tab
 * leaves the group). The method group shows only when there is a choice.
 */
export function PaymentMethodPicker(props: PaymentMethodPickerProps) {
  const { methods, methodId, currencyId, error, disabled, onMethodChange, onCurrencyChange } = props;
  const t = useT();
  const text = useMessageText();
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const currencies = method?.payment_currencies ?? [];
  const tabStop = (ids: readonly string[], value: string) => (ids.includes(value) ? value : ids[0]);
  const methodStop = tabStop(methods.map((m) => m.id), methodId);
  const currencyStop = tabStop(currencies.map((c) => c.id), currencyId);
  const errorText = error ? text(error) : null;
  const methodName = method ? localizeApiName(t, method.name) : undefined;

  return (
    <Stack gap="md" data-testid="payment-method-picker">
      {methods.length > 1 ? (
        <Radio.Group label={t('checkout.method.label')} value={methodId} onChange={onMethodChange} name="payment_method">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
            {methods.map((m) => (
              <PaymentOptionCard
                key={m.id}
                value={m.id}
                checked={m.id === methodId}
                tabbable={m.id === methodStop}
                title={localizeApiName(t, m.name)}
                logo={m.logo}
                disabled={disabled}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
      ) : null}
      <Radio.Group
        label={t('checkout.currency.label')}
        value={currencyId}
        onChange={onCurrencyChange}
        name="payment_currency"
        withAsterisk
        error={errorText}
        errorProps={{ role: 'alert' }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          {currencies.map((c) => (
            <PaymentOptionCard
              key={c.id}
              value={c.id}
              checked={c.id === currencyId}
              tabbable={c.id === currencyStop}
              title={c.symbol}
              description={c.name === c.symbol ? methodName : `${c.name} · ${methodName ?? ''}`}
              logo={c.logo}
              fallback={c.symbol.slice(0, 3)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
