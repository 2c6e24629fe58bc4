// Who is looking at a store page (public pages too): the session user, kept current when the
// sandbox identity changes; what the store says about their developer passport; the store
// preferences (permissionMode decides whether /store/join exists).
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@domain/model';
import { isAdminRole } from '@domain/platform/roles';
import { developerStatusQuery, storeKeys, storePreferencesQuery } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';

const noSubscribe = () => () => {};

export interface Viewer {
  /** undefined while the session is not known yet. */
  user: SessionUser | null | undefined;
  isAdmin: boolean;
  login: () => Promise<void>;
}

export function useViewer(): Viewer {
  const { getPorts, sandbox, queryClient } = useRouteContext({ from: '__root__' });
  const identity = useSyncExternalStore(sandbox?.subscribe ?? noSubscribe, () => sandbox?.identity() ?? 'live');
  const ports = useQuery({ queryKey: storeKeys.ports(), queryFn: getPorts, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });
  const user = ports.data ? ports.data.session.user() : undefined;
  return {
    user: identity === undefined ? undefined : user,
    isAdmin: isAdminRole(user?.role),
    login: async () => {
      const p = ports.data ?? (await getPorts());
      await p.session.login();
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
  };
}

export function useDeveloperStatus(enabled: boolean) {
  const api = useStoreApi();
  return useQuery({ ...developerStatusQuery(api), enabled });
}

export function usePreferences() {
  const api = useStoreApi();
  return useQuery(storePreferencesQuery(api));
}
