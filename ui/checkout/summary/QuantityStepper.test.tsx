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

  it('keeps a typed value over the bound with the reason at the field, not sent and not payable', async () => {
    const { onChange, onPayableChange, user } = setup({ inventory: { quantity_limit_per_checkout: 3 } });
    const input = screen.getByRole('textbox', { name: 'Quantity of Pro plan' });
    await user.clear(input);
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('quantity-stepper')).toHaveAttribute('data-state', 'empty');
    await user.type(input, '9');
    expect(input).toHaveValue('9');
    expect(screen.getByRole('alert')).toHaveTextContent('Exceed purchase limit');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
    expect(onChange).not.toHaveBeenCalled();
    // Plus is disabled while the box is over the bound; minus brings it back inside.
    expect(screen.getByRole('button', { name: 'Increase quantity of Pro plan' })).toBeDisabled();
    await user.clear(input);
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

  it('steps from the number shown while the session is still answering, and keeps it until settled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderUi(<QuantityStepper name="Pro plan" quantity={1} range={{ min: 1, max: 5 }} settled={false} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Pro plan' });
    await user.click(plus);
    await user.click(plus);
    // Two presses before any answer: 2, then 3 (not 2 twice from the old session quantity).
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    // The answer for 2 arrives while 3 is queued: the box keeps the payer's 3.
    rerender(<QuantityStepper name="Pro plan" quantity={2} range={{ min: 1, max: 5 }} settled={false} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Quantity of Pro plan' })).toHaveValue('3');
  });

  it('shows a server refusal at the field', () => {
    setup({ refusal: { key: '', text: 'Exceed purchase limit' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Exceed purchase limit');
  });
});
