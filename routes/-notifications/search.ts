// The notifications page's URL (docs/spec/shell-store-and-tables.md §7): the platform's own query names, so a link the
// platform builds (the bell's `?read=false`, a toast's `?id&severity&componentDid`) opens the
// same view here. Anything unknown is dropped; 'all' is kept as given (it is the default).
import type { NotificationSeverity } from '@domain/model';

export const NOTIFICATION_SEVERITIES: readonly NotificationSeverity[] = [
  'normal',
  'success',
  'info',
  'warning',
  'error',
];
export const NOTIFICATIONS_PAGE_SIZE = 10;

export interface NotificationsSearch {
  /** One severity, or 'all' (the default when absent). */
  severity?: NotificationSeverity | 'all';
  /** 'system' lists the platform's own; 'all' or absent: every source. */
  componentDid?: 'system' | 'all';
  /** false: unread only, true: read only; absent: both. A boolean, so the URL reads `read=false`. */
  read?: boolean;
  /** One notification (a toast's link). */
  id?: string;
  /** 1-based; absent: the first. */
  page?: number;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'boolean' ? String(value) : '';

export function notificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  const result: NotificationsSearch = {};
  const severity = text(search.severity);
  if (severity === 'all' || (NOTIFICATION_SEVERITIES as readonly string[]).includes(severity))
    result.severity = severity as NotificationSeverity | 'all';
  const source = text(search.componentDid);
  if (source === 'system' || source === 'all') result.componentDid = source;
  const read = text(search.read);
  if (read === 'true' || read === 'false') result.read = read === 'true';
  const id = text(search.id);
  if (id) result.id = id;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) result.page = page;
  return result;
}

/** The read filter as the notifications API takes it. */
export const readFilter = (search: NotificationsSearch): 'all' | 'read' | 'unread' =>
  search.read === true ? 'read' : search.read === false ? 'unread' : 'all';
