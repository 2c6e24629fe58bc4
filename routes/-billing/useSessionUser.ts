import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from '@domain/model';
import type { SessionPort } from '@machines/ports';

/** The part of the sandbox controls that says who is signed in (undefined in live mode). */
interface IdentitySource {
  subscribe(listener: () => void): () => void;
  identity(): string;
}

const noSubscribe = () => () => {};

/**
 * The signed-in user from the session port, kept current when the sandbox identity changes, and a
 * login that refetches what the page shows.
 */
export function useSessionUser(session: SessionPort, sandbox: IdentitySource | undefined) {
  const queryClient = useQueryClient();
  // Re-render on a sandbox identity switch (the header menu); live sessions change by login only.
  useSyncExternalStore(sandbox?.subscribe ?? noSubscribe, () => sandbox?.identity() ?? 'live');
  const [, setLogins] = useState(0);
  const [loggingIn, setLoggingIn] = useState(false);
  const login = useCallback(async () => {
    setLoggingIn(true);
    try {
      await session.login();
      await queryClient.invalidateQueries();
    } finally {
      setLoggingIn(false);
      setLogins((count) => count + 1);
    }
  }, [session, queryClient]);
  const user: SessionUser | null = session.user();
  return { user, login, loggingIn };
}
