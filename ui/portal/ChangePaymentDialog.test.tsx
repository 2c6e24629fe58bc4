// The card step of "change payment method" says the current method keeps paying until the card is
// saved: closing the form changes nothing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { ChangePaymentDialog, type ChangePaymentDialogProps } from './ChangePaymentDialog';

const props = (overrides: Partial<ChangePaymentDialogProps> = {}): ChangePaymentDialogProps => ({
  step: 'cardSetup',
  current: 'ArcBlock (ABT)',
  choices: [{ currencyId: 'pc_usd', label: 'Bank card (USD)', card: true }],
  error: null,
  onCardContainer: () => {},
  cardBusy: false,
  onChoose: () => {},
  onConfirmCard: () => {},
  onClose: () => {},
  ...overrides,
});

describe('ChangePaymentDialog', () => {
  it('the card step names the method that keeps paying until the card is saved, and closes without saving', async () => {
    const onClose = vi.fn();
    const onConfirmCard = vi.fn();
    renderUi(<ChangePaymentDialog {...props({ onClose, onConfirmCard })} />);
    expect(screen.getByTestId('payment-card-keeps')).toHaveTextContent('Until the card is saved, ArcBlock (ABT) keeps paying this subscription.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirmCard).not.toHaveBeenCalled();
  });

  it('says the method is updated only in the succeeded step', () => {
    const { unmount } = renderUi(<ChangePaymentDialog {...props({ step: 'choosing' })} />);
    expect(screen.queryByText('Payment method updated')).toBeNull();
    expect(screen.queryByTestId('payment-card-keeps')).toBeNull();
    unmount();
    renderUi(<ChangePaymentDialog {...props({ step: 'succeeded' })} />);
    expect(screen.getByText('Payment method updated')).toBeInTheDocument();
  });
});
