// The create dialogs keep what was typed when the server refuses, and close only on a confirmed answer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { AccessTokens } from './AccessTokens';
import { CategoriesAdmin } from './CategoriesAdmin';

const tokenProps = { tokens: [], created: null, busy: false, onCopy: vi.fn(), onCloseCreated: vi.fn(), onRevoke: vi.fn() };

describe('create dialogs keep the input', () => {
  it('a failed token create keeps the dialog open with the name and the error; a retry that succeeds closes it', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { rerender } = renderUi(<AccessTokens {...tokenProps} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'CI');
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('CI'));
    rerender(<AccessTokens {...tokenProps} onCreate={onCreate} createError="Internal Server Error" />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('CI');
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
    fireEvent.submit(screen.getByRole('dialog').querySelector('form')!);
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('a taken category name shows at the field while typing; a server refusal stays at the field with both names', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue('Name is existed');
    renderUi(<CategoriesAdmin categories={[{ id: 'c1', en: 'Games', zh: '游戏', apps: 0 }]} busy={false} onSave={onSave} onMove={vi.fn()} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    const dialog = await screen.findByRole('dialog');
    const en = screen.getByRole('textbox', { name: /English/ });
    const zh = screen.getByRole('textbox', { name: /Chinese/ });
    await user.type(en, 'games');
    await user.type(zh, '新的');
    expect(dialog).toHaveTextContent('Another category already has this name');
    fireEvent.submit(dialog.querySelector('form')!);
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(en);
    await user.type(en, 'Arcade');
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null, { en: 'Arcade', zh: '新的' }));
    expect(await screen.findByText('Name is existed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(en).toHaveValue('Arcade');
    expect(zh).toHaveValue('新的');
  });
});
