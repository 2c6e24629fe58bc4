import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { invalid } from '@domain/validation';
import type { CheckoutFormValues } from '@machines/ports';
import { renderUi } from '@test/render';
import { CheckoutForm } from './CheckoutForm';
import type { CheckoutFieldErrors, CheckoutFieldPath } from './field-errors';
import type { PickerMethod } from './PaymentMethodPicker';

const methods: PickerMethod[] = [
  { id: 'pm_stripe', name: 'Card', type: 'stripe', payment_currencies: [{ id: 'pc_usd', name: 'US Dollar', symbol: 'USD' }] },
];

const setPath = (values: CheckoutFormValues, path: CheckoutFieldPath, value: string): CheckoutFormValues => {
  if (!path.startsWith('billing_address.')) return { ...values, [path]: value };
  const part = path.slice('billing_address.'.length);
  return { ...values, billing_address: { country: 'us', ...values.billing_address, [part]: value } };
};

function Harness({ onSubmit, busy = false }: { onSubmit: () => void; busy?: boolean }) {
  const [values, setValues] = useState<CheckoutFormValues>({
    customer_name: '',
    customer_email: '',
    billing_address: { country: 'us' },
    payment_method: 'pm_stripe',
    payment_currency: 'pc_usd',
  });
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  return (
    <CheckoutForm
      values={values}
      errors={errors}
      methods={methods}
      submit={{ mode: 'payment', loggedIn: true, busy }}
      onFieldChange={(path, value) => setValues((v) => setPath(v, path, value))}
      onMethodChange={() => {}}
      onCurrencyChange={() => {}}
      onSubmit={() => {
        onSubmit();
        setErrors({
          customer_email: values.customer_email.includes('@') ? undefined : invalid('validation.email'),
          'billing_address.postal_code': values.billing_address?.postal_code ? undefined : invalid('validation.required'),
        });
      }}
    />
  );
}

describe('CheckoutForm', () => {
  it('submits on Enter and shows the errors under their fields while keeping what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada.example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('ada.example.com');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Lovelace');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveAccessibleDescription('Required');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter a valid email address', 'Required']);
  });

  it('asks the postal code and country for card payments', () => {
    renderUi(<Harness onSubmit={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toHaveValue('us');
    expect(screen.queryByRole('textbox', { name: /Address line 1/ })).not.toBeInTheDocument();
  });

  it('does not submit again while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<Harness onSubmit={onSubmit} busy />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
