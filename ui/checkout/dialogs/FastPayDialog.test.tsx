import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { FastPayDialog } from './FastPayDialog';

describe('FastPayDialog', () => {
  it('starts with focus on Confirm, so a second Enter confirms instead of closing the dialog', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderUi(
      <FastPayDialog opened payer="z1payer" amount="1" balance="2" symbol="ABT" balanceUrl={null} busy={false} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.setup().keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
