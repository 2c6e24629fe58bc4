import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnPath } from '@domain/navigation';
import { ensureArea, isMessageKey, useT } from '@ui/i18n';
import { SandboxLoginPage } from '@ui/shell/SandboxLoginPage';
import { appNameOf } from './-shell/platform';
import { mountPath } from '@adapters/http/mount-path';

// The sandbox's platform login page: a redirect-mode login really leaves the page for this one,
// and it sends the browser back (a full page load) to the page the login started from.
export const Route = createFileRoute('/sandbox/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context }) => {
    if (!context.sandbox) throw redirect({ to: '/' });
  },
  loader: () => ensureArea('app'),
  component: SandboxLogin,
});

function SandboxLogin() {
  const t = useT();
  const { sandbox } = Route.useRouteContext();
  const { redirect: back } = Route.useSearch();
  if (!sandbox) return null;
  const choices = sandbox.identities
    .filter((identity) => identity.user)
    .map((identity) => {
      const key = `shell.identity.${identity.id}`;
      return { id: identity.id, name: identity.name, role: isMessageKey(key) ? t(key) : (identity.user?.role ?? identity.id) };
    });
  return (
    <SandboxLoginPage
      appName={appNameOf(t('common.appName'))}
      choices={choices}
      onChoose={(id) => {
        sandbox.setIdentity(id as Parameters<typeof sandbox.setIdentity>[0]);
        window.location.replace(safeReturnPath(back, { origin: window.location.origin }) ?? mountPath());
      }}
      onCancel={() => window.location.replace(mountPath())}
    />
  );
}
