// One notification center per signed-in user, shared by the bell and the notifications page;
// its code (socket, toasts) loads after the first paint, when somebody is signed in.
import { useEffect, useSyncExternalStore } from 'react';
import type { SessionUser } from '@domain/model';
import type { NotificationCenter, NotificationCenterDeps } from './notification-center';

let current: { did: string; center: Promise<NotificationCenter> } | null = null;
let loaded: NotificationCenter | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};

export function startNotifications(deps: NotificationCenterDeps): Promise<NotificationCenter> {
  if (current?.did === deps.user.did) return current.center;
  loaded?.stop();
  loaded = null;
  const center = import('./notification-center').then(({ startNotificationCenter }) => {
    const started = startNotificationCenter(deps);
    if (current?.center === center) {
      loaded = started;
      started.subscribe(changed);
      changed();
    } else started.stop();
    return started;
  });
  current = { did: deps.user.did, center };
  return center;
}

export function stopNotifications() {
  loaded?.stop();
  loaded = null;
  current = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The running notification center (null before it loads or without a user). */
export const useNotificationCenter = (): NotificationCenter | null => useSyncExternalStore(subscribe, () => loaded);

/** The unread count for the bell; starts the center for this user. */
export function useUnreadCount(user: SessionUser | null, deps: Omit<NotificationCenterDeps, 'user'> | null): number {
  useEffect(() => {
    if (user && deps) void startNotifications({ ...deps, user });
    else stopNotifications();
    // deps are stable per app (locale getter, toast flag, invalidate); the user decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.did]);
  const center = useNotificationCenter();
  return useSyncExternalStore((listener) => center?.subscribe(listener) ?? (() => {}), () => center?.unread() ?? 0);
}
