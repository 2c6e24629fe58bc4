// Who may enable a page's donations: the app's session (routes/-app/session) answers the signed-in
// user's role, as it does for the app's own pages; the embed starts the same session runtime.
import { useEffect } from 'react';
import { getSessionRuntime, sessionDepsOf, useSession } from '../../routes/-app/session';
import { useEmbedContext } from '../PaymentProvider';

/** The active passport's role ('guest' while unknown or signed out). */
export function useSignedInRole(): string {
  const context = useEmbedContext();
  useEffect(() => {
    void getSessionRuntime(sessionDepsOf(context));
  }, [context]);
  return useSession().view?.role ?? 'guest';
}

/** The real product lets the owner and admins turn donations on (reference §3.8, DonateProvider). */
export const canManageDonations = (role: string) => role === 'owner' || role === 'admin';
