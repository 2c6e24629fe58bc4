import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ensureArea } from '@ui/i18n';
import { LoginRequired } from './-billing/LoginRequired';
import { useSessionUser } from './-billing/useSessionUser';
import { SignedInContext, type SignedIn } from './-app/signed-in';

// The protected area: every page that needs a signed-in user is a child of this pathless layout
// (files under routes/_signed-in/). Children read the user with useSignedInUser().
export const Route = createFileRoute('/_signed-in')({
  loader: async ({ context }) => {
    const [ports] = await Promise.all([context.getPorts(), ensureArea('billing'), ensureArea('app')]);
    return { ports };
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { ports } = Route.useLoaderData();
  const { sandbox } = Route.useRouteContext();
  const { user, login, loggingIn } = useSessionUser(ports.session, sandbox);
  const signedIn = useMemo<SignedIn | null>(() => (user ? { user, role: user.role ?? 'guest' } : null), [user]);
  if (!signedIn) return <LoginRequired onLogin={() => void login()} loggingIn={loggingIn} />;
  return (
    <SignedInContext.Provider value={signedIn}>
      <Outlet />
    </SignedInContext.Provider>
  );
}
