import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { CardPaymentDialog } from './CardPaymentDialog';

const setup = (busy: boolean) => {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  const onContainer = vi.fn();
  renderUi(
    <CardPaymentDialog opened action="Subscribe" busy={busy} onContainer={onContainer} onConfirm={onConfirm} onCancel={onCancel} />,
  );
  return { onCancel, onConfirm, onContainer, user: userEvent.setup() };
};

describe('CardPaymentDialog', () => {
  it('is titled with the action and hands the card container to the route', async () => {
    const { onContainer, onConfirm, user } = setup(false);
    expect(await screen.findByRole('dialog', { name: 'Subscribe with bank card' })).toBeInTheDocument();
    expect(onContainer).toHaveBeenCalledWith(screen.getByTestId('card-element-container'));
    await user.click(screen.getByRole('button', { name: 'Confirm Subscribe' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with Esc when not paying', async () => {
    const { onCancel, user } = setup(false);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('cannot be closed while paying: no Esc, no backdrop, no close or cancel button', async () => {
    const { onCancel, user } = setup(true);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe with bank card' });
    await user.keyboard('{Escape}');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) await user.click(overlay);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog.querySelector('[data-state="paying"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment');
  });
});
