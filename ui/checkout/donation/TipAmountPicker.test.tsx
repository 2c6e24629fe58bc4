import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { TipAmountPicker, type TipAmountPickerProps } from './TipAmountPicker';

/** The picker with its state kept by the test, as the route/machine would. */
function Harness(props: Partial<TipAmountPickerProps> & { initialSelected?: string; initialAmount?: string }) {
  const { initialSelected, initialAmount = '', onSelect, ...rest } = props;
  const [selected, setSelected] = useState(initialSelected);
  const [amount, setAmount] = useState(initialAmount);
  return (
    <TipAmountPicker
      presets={['1', '5', '10']}
      symbol="ABT"
      selected={selected}
      onSelect={(choice) => {
        setSelected(choice);
        onSelect?.(choice);
      }}
      customAmount={amount}
      onCustomAmountChange={setAmount}
      limits={{ minimum: '0.01', maximum: '100', precision: 6 }}
      {...rest}
    />
  );
}

describe('TipAmountPicker', () => {
  it("offers the presets and Custom as a 'Tip Amount' radio group with the middle preset selected", () => {
    renderUi(<TipAmountPicker presets={['1', '5', '10']} symbol="ABT" onSelect={() => {}} customAmount="" onCustomAmountChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Tip Amount' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['1 ABT', '5 ABT', '10 ABT', 'Custom']);
    expect(screen.getByRole('radio', { name: '5 ABT' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByLabelText(/Custom amount/)).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys from a single tab stop', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<Harness onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '5 ABT' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('10');
    expect(screen.getByRole('radio', { name: '10 ABT' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '10 ABT' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('1');
    await user.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('custom');
    expect(screen.getByRole('radio', { name: 'Custom' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '1 ABT' })).toHaveAttribute('tabindex', '-1');
  });

  it('checks a custom amount with the domain: range and precision', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const input = screen.getByRole('textbox', { name: /Custom amount/ });
    await user.type(input, '500');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount between 0.01 and 100.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '2.1234567');
    expect(screen.getByRole('alert')).toHaveTextContent('Amount decimal places must be less than or equal to 6');
    await user.clear(input);
    await user.type(input, '2.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the range message in Chinese', async () => {
    const user = userEvent.setup();
    renderUi(<Harness initialSelected="custom" />, { locale: 'zh' });
    await user.type(screen.getByRole('textbox', { name: /自定义金额/ }), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('金额必须介于 0.01 和 100 之间。');
  });

  it('asks for a random amount, rolls read-only, then announces and focuses the result', async () => {
    const user = userEvent.setup();
    const onRandom = vi.fn();
    const props = { presets: ['1', '5', '10'], symbol: 'ABT', selected: 'custom', onSelect: () => {}, onCustomAmountChange: () => {}, onRandom };
    const { rerender } = renderUi(<TipAmountPicker {...props} customAmount="" />);
    await user.click(screen.getByRole('button', { name: 'Random amount' }));
    expect(onRandom).toHaveBeenCalledWith({ animate: true });

    rerender(<TipAmountPicker {...props} customAmount="23" animating />);
    const input = screen.getByRole('textbox', { name: /Custom amount/ });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Random amount' })).toBeDisabled();

    await act(async () => rerender(<TipAmountPicker {...props} customAmount="37" animating={false} />));
    expect(input).toHaveValue('37');
    expect(input).toHaveFocus();
    expect(screen.getByText('Random amount: 37 ABT')).toBeInTheDocument();
  });

  it("rolls the donation-amount view's animation from → to, then settles on the chosen amount", async () => {
    const props = { presets: ['1', '5', '10'], symbol: 'ABT', selected: 'custom', onSelect: () => {}, onCustomAmountChange: () => {}, customAmount: '42' };
    const { rerender } = renderUi(<TipAmountPicker {...props} animation={{ from: '5', to: '42', durationMs: 200 }} />);
    const input = screen.getByRole('textbox', { name: /Custom amount/ });
    expect(input).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(input).toHaveValue('42'), { timeout: 10_000 });
    await act(async () => rerender(<TipAmountPicker {...props} animation={null} />));
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveFocus();
    expect(screen.getByText('Random amount: 42 ABT')).toBeInTheDocument();
  });

  it('blocks the mouse wheel on the focused amount input', async () => {
    const user = userEvent.setup();
    renderUi(<Harness initialSelected="custom" initialAmount="5" />);
    const input = screen.getByRole('textbox', { name: /Custom amount/ });
    await user.click(input);
    const wheel = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -100 });
    input.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
  });
});
