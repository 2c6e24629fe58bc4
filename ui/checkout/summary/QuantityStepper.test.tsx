import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { QuantityStepper } from './QuantityStepper';

const setup = (props: Partial<Parameters<typeof QuantityStepper>[0]> = {}) => {
  const onChange = vi.fn();
  const onPayableChange = vi.fn();
  renderUi(
    <QuantityStepper name="Pro plan" quantity={2} range={{ min: 1, max: 3 }} onChange={onChange} onPayableChange={onPayableChange} {...props} />,
  );
  return { onChange, onPayableChange, user: userEvent.setup() };
};

describe('QuantityStepper', () => {
  it('disables minus at the minimum and plus at the maximum', () => {
    setup({ quantity: 1 });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Pro plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Pro plan' })).toBeEnabled();
  });

  it('steps within the range and stops at the maximum', async () => {
    const { onChange, user } = setup({ quantity: 3 });
    expect(screen.getByRole('button', { name: 'Increase quantity of Pro plan' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Pro plan' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('ignores typed values outside the range and reports an empty box as not payable', async () => {
    const { onChange, onPayableChange, user } = setup();
    const input = screen.getByRole('textbox', { name: 'Quantity of Pro plan' });
    await user.clear(input);
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('quantity-stepper')).toHaveAttribute('data-state', 'empty');
    await user.type(input, '9');
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '3');
    expect(input).toHaveValue('3');
    expect(onChange).toHaveBeenCalledWith(3);
    expect(onPayableChange).toHaveBeenLastCalledWith(true);
  });

  it('shows Exceed inventory linked to the input', () => {
    setup({ inventory: { quantity_available: 10, quantity_sold: 9 } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Exceed inventory');
    const input = screen.getByRole('textbox', { name: 'Quantity of Pro plan' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('shows Exceed purchase limit in Chinese too', () => {
    renderUi(<QuantityStepper name="Pro" quantity={3} range={{ min: 1, max: 5 }} inventory={{ quantity_limit_per_checkout: 2 }} onChange={() => {}} />, {
      locale: 'zh',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('alert').textContent).not.toBe('validation.exceedPurchaseLimit');
  });
});
