// The platform's user notifications in the sandbox: seeded per person, listed with the filters
// of the notifications page, created by a tester, and marked read one by one or all at once.
import type { Notification } from '@domain/model';
import { identities } from '../catalog/identities';
import type { NotificationRecord, ShellState, ShellStore } from './shell-state';

/** A component of the sandbox site that sends notifications (the Payment Kit itself). */
export const SANDBOX_COMPONENT_DID = 'z2qaCNvKMv5GjouKdcDWexv6WqtHbpNPQDnAk';

export interface NotificationFilter {
  id?: string | null;
  /** 'all' (default) or one severity. */
  severity?: string | null;
  /** 'all' (default), 'system', or a component DID. */
  componentDid?: string | null;
  /** 'true' or 'false'; absent lists both. */
  read?: string | null;
  /** 1-based; with pageSize the list is one page and `count` the total that matched. */
  page?: string | null;
  pageSize?: string | null;
}

const positive = (value: string | null | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export type NewNotification = Partial<Omit<Notification, 'id' | 'receivers'>> & { receiver?: string };

const isReadBy = (record: NotificationRecord, did: string) => record.receivers.some((r) => r.receiver === did && r.read === true);
const isFor = (record: NotificationRecord, did: string) => record.receivers.some((r) => r.receiver === did);

export function listNotifications(state: ShellState, did: string, filter: NotificationFilter) {
  const severity = filter.severity && filter.severity !== 'all' ? filter.severity : null;
  const component = filter.componentDid && filter.componentDid !== 'all' ? filter.componentDid : null;
  const mine = state.notifications.filter((record) => isFor(record, did));
  const list = mine
    .filter((record) => !filter.id || record.id === filter.id)
    .filter((record) => !severity || (record.severity ?? 'normal') === severity)
    .filter((record) => !component || (component === 'system' ? record.source === 'system' : record.componentDid === component))
    .filter((record) => (filter.read === 'true' ? isReadBy(record, did) : filter.read === 'false' ? !isReadBy(record, did) : true))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const unReadCount = mine.filter((record) => !isReadBy(record, did)).length;
  if (!filter.pageSize) return { list, count: list.length, unReadCount };
  const pageSize = Math.min(positive(filter.pageSize, 10), 100);
  const start = (positive(filter.page, 1) - 1) * pageSize;
  return { list: list.slice(start, start + pageSize), count: list.length, unReadCount };
}

export function createNotification(store: ShellStore, input: NewNotification, receiver: string, now: number): NotificationRecord {
  const { receiver: _ignored, ...fields } = input;
  const base = store.read();
  const record: NotificationRecord = {
    title: 'New notification',
    description: null,
    severity: 'info',
    source: 'component',
    componentDid: SANDBOX_COMPONENT_DID,
    sticky: false,
    ...fields,
    id: `ntf_sbx${String(base.seq + 1).padStart(5, '0')}`,
    receivers: [{ receiver, read: false }],
    createdAt: new Date(now).toISOString(),
  };
  store.update(
    (state) => {
      state.seq += 1;
      state.notifications = [...state.notifications, record];
    },
    { kind: 'notification.created', notification: record },
  );
  return record;
}

/** Marks the given notifications (or all of them) read for `did`; answers how many changed. */
export function markRead(store: ShellStore, did: string, ids: readonly string[] | null): number {
  const unread = store.read().notifications.filter((record) => isFor(record, did) && !isReadBy(record, did) && (!ids || ids.includes(record.id)));
  if (unread.length === 0) return 0;
  const changed = new Set(unread.map((record) => record.id));
  store.update(
    (state) => {
      state.notifications = state.notifications.map((record) =>
        changed.has(record.id)
          ? { ...record, receivers: record.receivers.map((r) => (r.receiver === did ? { ...r, read: true } : r)) }
          : record,
      );
    },
    { kind: 'notification.read', receiver: did, readCount: changed.size },
  );
  return changed.size;
}

const HOUR = 3_600_000;

/** A few notifications per signed-in person, so the page and the bell have something to show. */
export function seedNotifications(now: number): NotificationRecord[] {
  return identities.flatMap((identity, index) => {
    const did = identity.user?.did;
    if (!did) return [];
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
    const id = (n: number) => `ntf_seed${index}${n}`;
    return [
      {
        id: id(1), title: 'Invoice paid', description: 'Your invoice for Pro plan was paid.', severity: 'success',
        source: 'component', componentDid: SANDBOX_COMPONENT_DID, sticky: false, receivers: [{ receiver: did, read: false }], createdAt: at(2),
      },
      {
        id: id(2), title: 'Scheduled maintenance', description: 'The site will be read-only on Sunday from 02:00 to 03:00 UTC.',
        severity: 'warning', source: 'system', sticky: false, receivers: [{ receiver: did, read: true }], createdAt: at(30),
      },
      {
        id: id(3), title: null, description: 'Looks great, shipping it today.', severity: 'normal', source: 'component',
        componentDid: SANDBOX_COMPONENT_DID, sticky: false, receivers: [{ receiver: did, read: false }], createdAt: at(5),
        actorInfo: { did: 'z1SandboxBobXXXXXXXXXXXXXXXXXXXXXXXX', fullName: 'Bob Reviewer', avatar: null },
        activity: { type: 'comment', actor: 'z1SandboxBobXXXXXXXXXXXXXXXXXXXXXXXX', target: { type: 'post', id: 'post_1', name: 'Release notes 1.2' }, meta: null },
      },
    ] satisfies NotificationRecord[];
  });
}
