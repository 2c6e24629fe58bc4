// The platform-service endpoints the shell calls (site root, not the Payment Kit's mount point):
// the user's notifications and the analytics scripts. Faults apply by route name like every
// other sandbox endpoint ('notifications.list', 'notifications.read', 'analytics.script').
import { HttpResponse } from 'msw';
import { identityByName } from '../catalog/identities';
import { refuse } from '../engine/errors';
import { json, route } from '../routing/route';
import type { SandboxStore } from '../state';
import { listNotifications, markRead } from './notifications';
import type { ShellStore } from './shell-state';

export const NOTIFICATIONS_PATH = '/.well-known/service/user/notifications';
export const ANALYTICS_PATH = '/.well-known/analytics';

export function shellHandlers(store: SandboxStore, shell: ShellStore) {
  const ctx = { store, base: '' };
  const signedIn = () => {
    const user = identityByName(store.read().identity).user;
    if (!user) throw refuse(401, 'Unauthorized: please login first');
    return user;
  };
  return [
    route(ctx, 'get', NOTIFICATIONS_PATH, 'notifications.list', ({ url }) => {
      const user = signedIn();
      const q = url.searchParams;
      return json(
        listNotifications(shell.read(), user.did, {
          id: q.get('id'),
          severity: q.get('severity'),
          componentDid: q.get('componentDid'),
          read: q.get('read'),
          page: q.get('page'),
          pageSize: q.get('pageSize'),
        }),
      );
    }),
    // { notificationIds?: string[] }: those, or every unread one when absent.
    route(ctx, 'post', `${NOTIFICATIONS_PATH}/read`, 'notifications.read', ({ body }) => {
      const user = signedIn();
      const ids = Array.isArray(body.notificationIds) ? body.notificationIds.map(String) : null;
      return json({ readCount: markRead(shell, user.did, ids) });
    }),
    // <script src="/.well-known/analytics/{pv|evt}/{name}.js?path=…">: recorded when enabled.
    route(ctx, 'get', `${ANALYTICS_PATH}/:type/:name`, 'analytics.script', ({ params, url }) => {
      if (shell.read().analytics.enabled) {
        const hit = {
          type: params.type ?? '',
          name: (params.name ?? '').replace(/\.js$/, ''),
          path: url.searchParams.get('path') ?? '',
          at: store.now(),
        };
        shell.update((state) => {
          state.analytics.hits = [...state.analytics.hits, hit];
        });
      }
      return new HttpResponse('/* sandbox analytics */', { headers: { 'content-type': 'text/javascript' } });
    }),
  ];
}
