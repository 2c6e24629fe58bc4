import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { formatError } from '@domain/errors';
import { safeReturnPath } from '@domain/navigation';
import { ensureArea } from '@ui/i18n';
import { SessionGate } from '@ui/shell/SessionGate';
import { getSessionRuntime, sessionDepsOf, useSession } from './-app/session';
import { SignedInContext, type SignedIn } from './-app/signed-in';
import { mountPath } from '@adapters/http/mount-path';

// The protected area (docs/spec/shell-store-and-tables.md §2): every page that needs a signed-in user is a child of this
// pathless layout (files under routes/_signed-in/) and reads the user with useSignedInUser().
// Without a user the session machine starts a redirect-mode login that comes back to the same
// page with its query; meanwhile a loading indicator shows. A blocked user sees Forbidden.
export const Route = createFileRoute('/_signed-in')({
  loader: async ({ context }) => {
    await Promise.all([getSessionRuntime(sessionDepsOf(context)), ensureArea('app')]);
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { view, runtime } = useSession();
  const href = useRouterState({ select: (state) => state.location.publicHref });
  useEffect(() => {
    if (!runtime) return;
    const returnTo = safeReturnPath(href, { origin: window.location.origin }) ?? mountPath();
    runtime.send({ type: 'area.enter', returnTo });
    return () => runtime.send({ type: 'area.leave' });
  }, [runtime, href]);
  const signedIn = useMemo<SignedIn | null>(() => (view?.gate === 'open' && view.user ? { user: view.user, role: view.role } : null), [view]);
  if (signedIn) {
    return (
      <SignedInContext.Provider value={signedIn}>
        <Outlet />
      </SignedInContext.Provider>
    );
  }
  const gate = view?.gate ?? 'loading';
  return (
    <SessionGate
      state={gate === 'open' ? 'loading' : gate}
      message={view?.error ? formatError(view.error) : undefined}
      onRetry={() => runtime?.send({ type: 'user.retry' })}
      onLogout={() => runtime?.send({ type: 'user.logout' })}
    />
  );
}
