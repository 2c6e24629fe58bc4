import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { translate, type MessageKey, type MessageParams } from '@ui/i18n';
import { createNotifier, noticeId } from './notifier';

// The English catalogue: error texts the app raises are shown through their keys (localizeErrorText).
const t = () => (key: MessageKey, params?: MessageParams) => translate('en', key, params);
const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];
const settle = async () => {
  // The notifier loads Mantine's notifications lazily; let that import resolve.
  for (let tick = 0; tick < 20 && shown().length === 0; tick += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('notifier: the same toast is never stacked twice', () => {
  afterEach(() => notifications.clean());

  it('shows one toast for repeated identical notices, and distinct notices each once', async () => {
    const notifier = createNotifier(t as never);
    for (let press = 0; press < 4; press += 1) notifier.notify({ tone: 'error', text: 'Exceed purchase limit' });
    notifier.notify({ tone: 'error', text: 'Exceed inventory' });
    await settle();
    expect(shown().map((item) => item.message)).toEqual(['Exceed purchase limit', 'Exceed inventory']);
  });

  it('shows it again after it was closed', async () => {
    const notifier = createNotifier(t as never);
    notifier.notify({ tone: 'warning', text: 'Busy' });
    await settle();
    notifications.hide(noticeId('warning', undefined, 'Busy'));
    expect(shown()).toHaveLength(0);
    notifier.notify({ tone: 'warning', text: 'Busy' });
    await settle();
    expect(shown()).toHaveLength(1);
  });

  it('keys by tone, title and text', () => {
    expect(noticeId('error', 'A', 'x')).not.toBe(noticeId('warning', 'A', 'x'));
    expect(noticeId('error', 'A', 'x')).not.toBe(noticeId('error', 'B', 'x'));
    expect(noticeId('error', undefined, 'x')).toBe(noticeId('error', undefined, 'x'));
  });
});
