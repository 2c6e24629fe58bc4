import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNotification } from '@test/fixtures/shell';
import { renderUi } from '@test/render';
import { NotificationItem } from './NotificationItem';

describe('NotificationItem', () => {
  it('clamps a long description to its first lines until the reader asks for all of it', async () => {
    const user = userEvent.setup();
    const long = 'A very long release note. '.repeat(30);
    renderUi(<NotificationItem notification={makeNotification({ id: 'n1', description: long })} read onMarkRead={vi.fn()} />);
    const text = screen.getByTestId('notification-text');
    expect(text).toHaveAttribute('data-line-clamp', 'true');
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByTestId('notification-text')).not.toHaveAttribute('data-line-clamp');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a short description whole, without a toggle', () => {
    renderUi(<NotificationItem notification={makeNotification({ id: 'n2', description: 'Paid.' })} read onMarkRead={vi.fn()} />);
    expect(screen.getByTestId('notification-text')).not.toHaveAttribute('data-line-clamp');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
