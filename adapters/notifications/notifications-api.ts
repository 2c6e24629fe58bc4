// The platform's user notifications (docs/spec/shell-store-and-tables.md §7): GET /.well-known/service/user/notifications
// with id, severity (default all), componentDid (system or all), read; and marking read. These
// live at the site root (the platform's user service), not under the Payment Kit's mount point.
import { Schema } from 'effect';
import { Notification } from '@domain/model';

export const NOTIFICATIONS_PATH = '/.well-known/service/user/notifications';

const NotificationList = Schema.Struct({
  list: Schema.Array(Notification),
  count: Schema.Number,
  unReadCount: Schema.Number,
});
export type NotificationList = typeof NotificationList.Type;

export interface NotificationQuery {
  id?: string | undefined;
  /** 'all' or a severity. */
  severity: string;
  /** 'all', 'system' or a component DID. */
  componentDid: string;
  /** 'all', 'read' or 'unread'. */
  read: 'all' | 'read' | 'unread';
  /** 1-based page; with pageSize, `list` is that page and `count` the total that matched. */
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface NotificationsApi {
  list(query: NotificationQuery, signal?: AbortSignal): Promise<NotificationList>;
  /** Marks these notifications read, or every unread one when `ids` is omitted. */
  markRead(ids?: readonly string[]): Promise<{ readCount: number }>;
}

async function answer<T>(response: Response, schema: Schema.Codec<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = (body as { error?: unknown }).error;
    throw new Error(typeof error === 'string' ? error : `HTTP ${response.status}`);
  }
  return Schema.decodeUnknownSync(schema as never)(body) as T;
}

export function createNotificationsApi(options: { servicePrefix?: string; fetch?: typeof fetch; locale: () => string }): NotificationsApi {
  const base = `${options.servicePrefix ?? ''}${NOTIFICATIONS_PATH}`;
  const call = (input: string, init?: RequestInit) => (options.fetch ?? fetch)(input, { credentials: 'include', ...init });
  return {
    async list(query, signal) {
      const params = new URLSearchParams({ severity: query.severity, componentDid: query.componentDid, locale: options.locale() });
      if (query.id) params.set('id', query.id);
      if (query.read !== 'all') params.set('read', String(query.read === 'read'));
      if (query.page !== undefined) params.set('page', String(query.page));
      if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
      return answer(await call(`${base}?${params.toString()}`, signal ? { signal } : {}), NotificationList);
    },
    async markRead(ids) {
      const response = await call(`${base}/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ids ? { notificationIds: ids } : {}),
      });
      return answer(response, Schema.Struct({ readCount: Schema.Number }));
    },
  };
}
