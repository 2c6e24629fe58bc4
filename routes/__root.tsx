import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ensureArea, useT } from '@ui/i18n';
import { NotFoundView } from '@ui/shell/NotFoundView';
import type { RouterContext } from './-app/context';
import { installedInspector } from './-inspector/machine-inspection';
import { afterPage } from './-app/page-first';
import { RootError } from './-shell/RootError';
import { ShellCookieBanner } from './-shell/ShellCookieBanner';
import { ShellHeader } from './-shell/ShellHeader';
import { lazy, Suspense } from 'react';

// None of these is part of the first paint; on a checkout's first visit they wait for its form
// (page-first.ts, docs/speed.md).
// Sandbox-only: its menu (and the popover code it needs) loads with the sandbox, not on first paint.
const SandboxIdentity = lazy(afterPage(() => import('./-shell/SandboxIdentity')));
const SandboxDock = lazy(afterPage(() => import('./-sandbox/SandboxDock')));
// Below the fold or after a moment (footer, analytics).
// Its domain warning speaks the app area, which comes with it.
const ShellExtras = lazy(
  afterPage(() =>
    Promise.all([import('./-shell/ShellExtras'), ensureArea('app')]).then(([{ ShellExtras }]) => ({ default: ShellExtras })),
  ),
);
// The machine inspector's button and panel (sandbox only; a live build has no such chunk).
const InspectorDock =
  import.meta.env.VITE_SANDBOX !== 'off' ? lazy(afterPage(() => import('./-inspector/InspectorDock'))) : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: RootError,
});

function skipToMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

function RootLayout() {
  const t = useT();
  const context = Route.useRouteContext();
  const { sandbox, adapters } = context;
  const inspector = installedInspector();
  return (
    <>
      {/* Focus moves by script: under a mount prefix the page has a <base> (docs/architecture.md
          §4), against which a bare "#main" would leave this page for the mount's home. */}
      <Box component="a" href="#main" className="skip-link" onClick={skipToMain}>
        {t('shell.skipToContent')}
      </Box>
      <ShellHeader
        context={context}
        sandboxActions={
          sandbox ? (
            <Suspense fallback={null}>
              {InspectorDock && inspector ? (
                <Box visibleFrom="lg" style={{ display: 'flex' }}>
                  <InspectorDock inspector={inspector} />
                </Box>
              ) : null}
              <SandboxIdentity controls={sandbox} />
            </Suspense>
          ) : null
        }
        // Below md the inspector's button is in the header's menu (the bar keeps the identity).
        sandboxMenuActions={
          sandbox && InspectorDock && inspector ? (
            <Suspense fallback={null}>
              <InspectorDock inspector={inspector} />
            </Suspense>
          ) : null
        }
      />
      <Box component="main" id="main" tabIndex={-1}>
        <Outlet />
      </Box>
      <ShellCookieBanner />
      <Suspense fallback={null}>
        <ShellExtras context={context} />
      </Suspense>
      {sandbox ? (
        <Suspense fallback={null}>
          <SandboxDock controls={sandbox} http={adapters.http} livemode={adapters.livemode()} />
        </Suspense>
      ) : null}
    </>
  );
}
