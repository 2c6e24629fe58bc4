import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { formatError } from '@domain/errors';
import {
  NotificationsPage,
  type NotificationFilters,
  type NotificationsListState,
} from '@ui/shell/NotificationsPage';
import { useNotificationCenter } from '../-shell/notifications';
import { useSignedInUser } from '../-app/signed-in';
import { useAction } from '../-app/useAction';
import { NOTIFICATIONS_PAGE_SIZE, readFilter, type NotificationsSearch } from './search';

const route = getRouteApi('/_signed-in/notifications');
const noop = () => () => {};

/** Filters in the URL without their defaults; a filter change goes back to the first page. */
const searchOf = (filters: NotificationFilters): NotificationsSearch => ({
  ...(filters.severity ? { severity: filters.severity } : {}),
  ...(filters.source ? { componentDid: filters.source } : {}),
  ...(filters.read ? { read: filters.read === 'true' } : {}),
});

/** The same view on another page (the first page stays out of the URL). */
const onPage = (search: NotificationsSearch, page: number): NotificationsSearch => {
  const { page: _current, ...rest } = search;
  return page > 1 ? { ...rest, page } : rest;
};

/**
 * The notifications page, composed: the list is a cached read keyed by the URL (React Query), so
 * the notification center's create and read events (websocket) refetch it while it is open; the
 * unread count is the center's, the same number as the bell's.
 */
export function NotificationsRoute() {
  const { user } = useSignedInUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const center = useNotificationCenter();
  const queryClient = useQueryClient();
  const unread = useSyncExternalStore(center?.subscribe ?? noop, () => center?.unread() ?? 0);
  const page = search.page ?? 1;
  const query = useQuery({
    queryKey: ['notifications', 'page', user.did, search],
    queryFn: ({ signal }) =>
      center!.api.list(
        {
          id: search.id,
          severity: search.severity ?? 'all',
          componentDid: search.componentDid ?? 'all',
          read: readFilter(search),
          page,
          pageSize: NOTIFICATIONS_PAGE_SIZE,
        },
        signal,
      ),
    enabled: center !== null,
    placeholderData: keepPreviousData,
  });
  // One request per press (useAction): a double click on Mark all as read sends one.
  const refreshAll = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notifications'] }), center?.refresh()]);
  const markRead = useAction({
    run: (ids: readonly string[] | undefined) => center!.api.markRead(ids),
    onSuccess: refreshAll,
    onError: () => void refreshAll(),
  });
  const pageCount = Math.max(1, Math.ceil((query.data?.count ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  // Marking the last unread ones of the last page empties it: show the page before instead.
  const beyond = query.data !== undefined && !query.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (beyond)
      void navigate({
        search: (prev) => onPage(prev, pageCount),
        replace: true,
      });
  }, [beyond, pageCount, navigate]);
  const list: NotificationsListState = query.isError
    ? { status: 'failed', message: formatError(query.error) }
    : query.data && !beyond
      ? {
          status: 'ready',
          items: query.data.list.map((notification) => ({
            notification,
            read: notification.receivers.some((r) => r.receiver === user.did && r.read === true),
          })),
          count: query.data.count,
          page,
          pageCount,
        }
      : { status: 'loading' };
  return (
    <NotificationsPage
      filters={{
        severity: search.severity === undefined || search.severity === 'all' ? '' : search.severity,
        source: search.componentDid === 'system' ? 'system' : '',
        read: search.read === undefined ? '' : search.read ? 'true' : 'false',
      }}
      single={search.id !== undefined}
      list={list}
      unread={unread}
      marking={markRead.busy ? (markRead.pending?.[0] ?? 'all') : null}
      onFilter={(filters) => void navigate({ search: searchOf(filters) })}
      onShowAll={() => void navigate({ search: {} })}
      onPage={(next) => void navigate({ search: (prev) => onPage(prev, next) })}
      onMarkRead={(id) => void markRead.run([id])}
      onMarkAllRead={() => void markRead.run(undefined)}
      onRetry={() => void query.refetch()}
      markError={markRead.failed ? formatError(markRead.error) : null}
      onDismissMarkError={() => markRead.reset()}
    />
  );
}
