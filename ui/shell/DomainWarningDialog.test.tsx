import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@test/render';
import { DomainWarningDialog } from './DomainWarningDialog';

const intents = () => ({ onConfigure: vi.fn(), onSkip: vi.fn(), onClose: vi.fn() });

describe('DomainWarningDialog', () => {
  it('asks an admin or owner to configure the domain, with the benefits and a snooze', async () => {
    const user = userEvent.setup();
    const on = intents();
    renderUi(<DomainWarningDialog opened variant="configure" {...on} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enhance Your Website Security' });
    expect(dialog).toHaveTextContent('Dear administrator');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Configure Domain' }));
    expect(on.onConfigure).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Remind Me Later' }));
    expect(on.onSkip).toHaveBeenCalledOnce();
  });

  it('gives everyone else a notice and the snooze only; Escape does not dismiss it, the close button does', async () => {
    const user = userEvent.setup();
    const on = intents();
    renderUi(<DomainWarningDialog opened variant="notice" {...on} />, { locale: 'zh' });
    await screen.findByRole('dialog', { name: '注意：您正在使用临时域名' });
    expect(screen.queryByRole('button', { name: '配置域名' })).toBeNull();
    expect(screen.getByRole('button', { name: '稍后提醒' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(on.onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(on.onClose).toHaveBeenCalledOnce();
  });
});
