import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { formatError } from '@domain/errors';
import { useT } from '@ui/i18n';
import { AppHeader } from '@ui/shell/AppHeader';
import { ErrorView } from '@ui/shell/ErrorView';
import { NotFoundView } from '@ui/shell/NotFoundView';
import type { RouterContext } from './-app/context';
import { installedInspector } from './-app/machine-inspection';
import { lazy, Suspense } from 'react';

// Sandbox-only: its menu (and the popover code it needs) loads with the sandbox, not on first paint.
const SandboxIdentity = lazy(() => import('./-app/SandboxIdentity'));
const SandboxDock = lazy(() => import('./-sandbox/SandboxDock'));
// The machine inspector's button and panel (sandbox only; a live build has no such chunk).
const InspectorDock = import.meta.env.VITE_SANDBOX !== 'off' ? lazy(() => import('./-app/inspector/InspectorDock')) : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: RootError,
});

function RootLayout() {
  const t = useT();
  const { sandbox, adapters } = Route.useRouteContext();
  const inspector = installedInspector();
  return (
    <>
      <Box component="a" href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </Box>
      <AppHeader
        appName={t('common.appName')}
        sandbox={sandbox !== undefined}
        actions={
          sandbox ? (
            <Suspense fallback={null}>
              {InspectorDock && inspector ? <InspectorDock inspector={inspector} /> : null}
              <SandboxIdentity controls={sandbox} />
            </Suspense>
          ) : null
        }
      />
      <Box component="main" id="main" tabIndex={-1}>
        <Outlet />
      </Box>
      {sandbox ? (
        <Suspense fallback={null}>
          <SandboxDock controls={sandbox} http={adapters.http} livemode={adapters.livemode()} />
        </Suspense>
      ) : null}
    </>
  );
}

function RootError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <ErrorView
      detail={formatError(error)}
      homeHref={router.buildLocation({ to: '/' }).href}
      onRefresh={() => window.location.reload()}
    />
  );
}
