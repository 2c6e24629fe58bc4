import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@test/render';
import { PaymentMethodPicker, type PickerMethod } from './PaymentMethodPicker';

const methods: PickerMethod[] = [
  {
    id: 'pm_arcblock',
    name: 'ArcBlock',
    type: 'arcblock',
    payment_currencies: [
      { id: 'pc_abt', name: 'ABT', symbol: 'ABT' },
      { id: 'pc_tba', name: 'Test Token', symbol: 'TBA' },
      { id: 'pc_cr', name: 'Credits', symbol: 'CR' },
    ],
  },
  { id: 'pm_stripe', name: 'Card', type: 'stripe', payment_currencies: [{ id: 'pc_usd', name: 'US Dollar', symbol: 'USD' }] },
];

function Harness() {
  const [methodId, setMethod] = useState('pm_arcblock');
  const [currencyId, setCurrency] = useState('pc_abt');
  return (
    <PaymentMethodPicker
      methods={methods}
      methodId={methodId}
      currencyId={currencyId}
      onMethodChange={(id) => {
        setMethod(id);
        setCurrency(methods.find((m) => m.id === id)!.payment_currencies[0]!.id);
      }}
      onCurrencyChange={setCurrency}
    />
  );
}

describe('PaymentMethodPicker', () => {
  it('renders method and currency radio groups with one tab stop each', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const currencies = screen.getByRole('radiogroup', { name: /Pay with/ });
    const radios = screen.getAllByRole('radio').filter((r) => currencies.contains(r));
    expect(radios).toHaveLength(3);
    expect(radios.filter((r) => r.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /ABT/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('moves and selects with the arrow keys', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    screen.getByRole('radio', { name: /^ABT/ }).focus();
    await user.keyboard('{ArrowRight}');
    const tba = screen.getByRole('radio', { name: /TBA/ });
    expect(tba).toHaveAttribute('aria-checked', 'true');
    expect(tba).toHaveFocus();
    expect(tba.tabIndex).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /CR/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^ABT/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches method with the keyboard and shows that method’s currencies', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    within(screen.getByRole('radiogroup', { name: 'Payment method' })).getByRole('radio', { name: 'ArcBlock' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Card/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /USD/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('radio', { name: /TBA/ })).not.toBeInTheDocument();
  });
});
