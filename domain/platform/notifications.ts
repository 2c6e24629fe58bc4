import type { Notification } from '@domain/model';
import { isAdminRole } from './roles';

export const TOAST_DURATION_MS = 5000;

/** docs/spec/shell-store-and-tables.md §4: error and warning severities and sticky toasts stay until closed (null); others hide after 5 s. */
export function toastDuration(notification: Pick<Notification, 'severity' | 'sticky'>): number | null {
  if (notification.sticky) return null;
  return notification.severity === 'error' || notification.severity === 'warning' ? null : TOAST_DURATION_MS;
}

export interface ToastContext {
  /** window.blocklet.settings.notification.toastAlert */
  readonly toastAlert: boolean;
  /** The DID Wallet and ArcSphere browsers show their own notifications. */
  readonly inWalletBrowser: boolean;
}

/** A new notification pops a toast only when enabled, outside wallet browsers, and from a component. */
export const shouldToast = (notification: Pick<Notification, 'source'>, { toastAlert, inWalletBrowser }: ToastContext): boolean =>
  toastAlert && !inWalletBrowser && notification.source === 'component';

/** The unread count after a notification arrives: it counts if addressed to the user, and system ones only for admins. */
export function unreadAfterCreate(
  count: number,
  notification: Pick<Notification, 'receivers' | 'source'>,
  user: { readonly did: string; readonly role?: string | null | undefined },
): number {
  const addressed = notification.receivers[0]?.receiver === user.did;
  return addressed && (isAdminRole(user.role) || notification.source !== 'system') ? count + 1 : count;
}

/** The unread count after a read event, never below zero. */
export const unreadAfterRead = (count: number, readCount: number): number => Math.max(count - readCount, 0);

/** Normal, success and info notifications may be marked read automatically. */
export const canAutoRead = (notification: Pick<Notification, 'severity'>): boolean =>
  notification.severity === undefined || notification.severity === null || ['normal', 'success', 'info'].includes(notification.severity);
