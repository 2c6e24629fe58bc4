// The signed-in person's notifications while the app runs: the unread count for the bell, the
// user websocket (create and read events, heartbeat 100 s) and toasts for new ones. Loaded after
// the first paint (with the session), one per signed-in user.
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SessionUser } from '@domain/model';
import { shouldToast, toastDuration, TOAST_LAYOUT, unreadAfterCreate, unreadAfterRead } from '@domain/platform';
import { createNotificationsApi, type NotificationsApi } from '@adapters/notifications/notifications-api';
import { connectNotificationSocket, notificationSocketUrl } from '@adapters/notifications/notification-socket';
import { translate, type Locale } from '@ui/i18n';
import { notificationHeading } from '@ui/shell/notification-text';

export interface NotificationCenter {
  api: NotificationsApi;
  unread(): number;
  subscribe(listener: () => void): () => void;
  /** Reads the unread count again (after this tab marked some read). */
  refresh(): Promise<void>;
  stop(): void;
}

export interface NotificationCenterDeps {
  user: SessionUser;
  locale: () => Locale;
  toastAlert: boolean;
  /** Something changed: lists on screen refetch. */
  onChange: () => void;
}

const COLORS = { error: 'red', warning: 'yellow', success: 'teal', info: 'blue', normal: 'gray' } as const;
const inWalletBrowser = () => /ArcWallet|ABTWallet|ArcSphere/i.test(navigator.userAgent);

export function startNotificationCenter({ user, locale, toastAlert, onChange }: NotificationCenterDeps): NotificationCenter {
  const api = createNotificationsApi({ locale });
  const listeners = new Set<() => void>();
  let count = 0;
  const set = (next: number) => {
    count = next;
    for (const listener of [...listeners]) listener();
  };
  const refresh = async () => {
    try {
      set((await api.list({ severity: 'all', componentDid: 'all', read: 'unread' })).unReadCount);
    } catch {
      /* the bell keeps its count; the page shows the error */
    }
  };
  void refresh();
  const small = () => window.matchMedia('(max-width: 48em)').matches;
  const disconnect = connectNotificationSocket({
    url: notificationSocketUrl(window.location),
    did: user.did,
    onEvent(event) {
      if (event.type === 'read') {
        if (event.receiver === user.did) set(unreadAfterRead(count, event.readCount));
      } else {
        set(unreadAfterCreate(count, event.notification, user));
        const n = event.notification;
        if (shouldToast(n, { toastAlert, inWalletBrowser: inWalletBrowser() })) {
          const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(locale(), key, params);
          notifications.show({
            id: n.id,
            color: COLORS[n.severity ?? 'normal'],
            title: <Text fw={600} lineClamp={1} size="sm">{notificationHeading(n, t)}</Text>,
            // Mantine dims a toast's description below AA contrast; it is the message, so full text colour.
            message: n.description ? <Text size="sm" c="var(--mantine-color-text)" lineClamp={TOAST_LAYOUT.descriptionLines}>{n.description}</Text> : null,
            autoClose: toastDuration(n) ?? false,
            withCloseButton: true,
            closeButtonProps: { 'aria-label': t('common.close') },
            style: { width: small() ? TOAST_LAYOUT.smallWidthPx : TOAST_LAYOUT.widthPx, maxWidth: '100%' },
          });
        }
      }
      onChange();
    },
  });
  return {
    api,
    unread: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refresh,
    stop: disconnect,
  };
}
