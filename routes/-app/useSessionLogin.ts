// For pages outside the protected area that say 'Login to access this page' instead of sending a
// guest to the login (the past-due and invoice pages, docs/spec/checkout-and-billing.md §6): the same session
// as the header and the protected area, and a login that comes back to this page.
import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SessionUser } from '@domain/model';
import { safeReturnPath } from '@domain/navigation';
import { useSession } from './session';
import { mountPath } from '@adapters/http/mount-path';

export interface SessionLogin {
  /** False until the session knows who is here (the page shows its loading state). */
  initialised: boolean;
  user: SessionUser | null;
  /** A login is on its way (the platform's login page, then back here). */
  loggingIn: boolean;
  login: () => void;
}

/** Start the session in the page's loader (`getSessionRuntime`) so it is known at first render. */
export function useSessionLogin(): SessionLogin {
  const { view, runtime } = useSession();
  const href = useRouterState({ select: (state) => state.location.publicHref });
  // A session that could not be loaded counts as nobody signed in; Log in then tries it again.
  const failed = view?.gate === 'failed';
  const login = useCallback(() => {
    if (failed) runtime?.send({ type: 'user.retry' });
    else
      runtime?.send({
        type: 'user.login',
        returnTo: safeReturnPath(href, { origin: window.location.origin }) ?? mountPath(),
      });
  }, [runtime, href, failed]);
  return {
    initialised: (view?.initialised ?? false) || failed,
    user: view?.user ?? null,
    loggingIn: view?.busy ?? false,
    login,
  };
}
