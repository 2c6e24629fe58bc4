import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNotification } from '@test/fixtures/shell';
import { renderUi } from '@test/render';
import { NotificationsPage, type NotificationsPageProps } from './NotificationsPage';

const props = (over: Partial<NotificationsPageProps> = {}): NotificationsPageProps => ({
  filters: { severity: '', source: '', read: '' },
  single: false,
  list: { status: 'loading' },
  unread: 0,
  marking: null,
  onFilter: vi.fn(),
  onShowAll: vi.fn(),
  onPage: vi.fn(),
  onMarkRead: vi.fn(),
  onMarkAllRead: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

const ready = (items: NonNullable<Extract<NotificationsPageProps['list'], { status: 'ready' }>>['items'], page = 1, pageCount = 1) =>
  ({ status: 'ready', items, count: items.length, page, pageCount }) as const;

describe('NotificationsPage', () => {
  it('filters by severity, source and read state (all by default) and sends each change as one intent', async () => {
    const user = userEvent.setup();
    const p = props();
    renderUi(<NotificationsPage {...p} />);
    const severity = screen.getByRole('combobox', { name: 'Severity' });
    expect(severity).toHaveValue('');
    expect(within(severity).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Normal', 'Success', 'Info', 'Warning', 'Error']);
    expect(within(screen.getByRole('combobox', { name: 'Source' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'System']);
    await user.selectOptions(severity, 'warning');
    expect(p.onFilter).toHaveBeenLastCalledWith({ severity: 'warning', source: '', read: '' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unread');
    expect(p.onFilter).toHaveBeenLastCalledWith({ severity: '', source: '', read: 'false' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'System');
    expect(p.onFilter).toHaveBeenLastCalledWith({ severity: '', source: 'system', read: '' });
  });

  it('marks one unread notification, or all, as read; read ones offer nothing and all-read disables the button', async () => {
    const user = userEvent.setup();
    const p = props({
      unread: 1,
      list: ready([
        { notification: makeNotification({ id: 'n1', title: 'Deploy finished' }), read: false },
        { notification: makeNotification({ id: 'n2', title: 'Old news' }), read: true },
      ]),
    });
    const { rerender } = renderUi(<NotificationsPage {...p} />);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark as read: Deploy finished' }));
    expect(p.onMarkRead).toHaveBeenCalledWith('n1');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(p.onMarkAllRead).toHaveBeenCalledOnce();
    rerender(<NotificationsPage {...p} unread={0} />);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('renders an activity with its actor, verb and target, and severities as text', () => {
    const comment = makeNotification({
      id: 'n3',
      title: null,
      severity: 'error',
      actorInfo: { did: 'z1bob', fullName: 'Bob Reviewer', avatar: null },
      activity: { type: 'comment', actor: 'z1bob', target: { type: 'post', id: 'p1', name: 'Release notes' }, meta: null },
    });
    renderUi(<NotificationsPage {...props({ list: ready([{ notification: comment, read: false }]) })} />);
    const item = screen.getByRole('article', { name: 'Bob Reviewer commented on your Release notes' });
    expect(within(item).getByText('Error')).toBeInTheDocument();
  });

  it('pages with labelled controls, shows empty and error states, and retries', async () => {
    const user = userEvent.setup();
    const p = props({ list: ready([{ notification: makeNotification(), read: true }], 1, 3) });
    const { rerender } = renderUi(<NotificationsPage {...p} />);
    const pages = screen.getByRole('navigation', { name: 'Pages of notifications' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(p.onPage).toHaveBeenCalledWith(2);
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(p.onPage).toHaveBeenLastCalledWith(2);
    rerender(<NotificationsPage {...p} list={ready([])} />);
    expect(screen.getByText('No notifications match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of notifications' })).toBeNull();
    rerender(<NotificationsPage {...p} list={{ status: 'failed', message: 'Internal Server Error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Notifications could not be loaded: Internal Server Error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Chinese', () => {
    renderUi(<NotificationsPage {...props({ unread: 2 })} />, { locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '通知' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeEnabled();
    expect(screen.getByText('2 条未读')).toBeInTheDocument();
  });
});
