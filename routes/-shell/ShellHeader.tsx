import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { EMBED_MODE_KEY, INVITER_KEY, isEmbedMode } from '@domain/platform';
import { useI18n, type Locale } from '@ui/i18n';
import { AppHeader } from '@ui/shell/AppHeader';
import type { RouterContext } from '../-app/context';
import { headerNav } from './header-nav';
import { afterPage } from '../-app/page-first';
import { appLogoOf, appNameOf, languagesOf, themePreferIsSystem } from './platform';
import { getSessionRuntime, sessionDepsOf, useSession } from '../-app/session';

// The session's controls (Log in, or the bell, the apps and the account): nothing to show before
// the session has loaded, which happens after the first paint, so their code comes then too (on a
// checkout's first visit, after its form: page-first.ts).
const ShellSessionControls = lazy(
  afterPage(() => import('./ShellSessionControls').then((m) => ({ default: m.ShellSessionControls }))),
);
const ShellSessionApps = lazy(afterPage(() => import('./ShellSessionControls').then((m) => ({ default: m.ShellSessionApps }))));

/** Embed mode (local storage flag '1', docs/spec/shell-store-and-tables.md §9) hides the header and the footer. */
export const embedMode = (context: Pick<RouterContext, 'adapters'>) => isEmbedMode(context.adapters.local.get(EMBED_MODE_KEY));

/**
 * The header of every page: platform logo and name, the navigation the visitor's role may see,
 * badges (sandbox, test mode), session controls, language and theme. The session machine starts
 * right after the first paint (its code is a chunk of its own).
 */
export function ShellHeader({
  context,
  sandboxActions,
  sandboxMenuActions,
}: {
  context: RouterContext;
  /** Sandbox tools in the bar (identity menu; the machine inspector from md). */
  sandboxActions?: ReactNode;
  /** Sandbox tools in the mobile menu (the machine inspector below md). */
  sandboxMenuActions?: ReactNode;
}) {
  const { locale, t } = useI18n();
  const queryClient = useQueryClient();
  const location = useRouterState({ select: (state) => state.location });
  const { view } = useSession();
  useEffect(() => {
    const timer = setTimeout(() => void getSessionRuntime(sessionDepsOf(context)), 0);
    return () => clearTimeout(timer);
  }, [context]);
  // An inviter query parameter is saved for the platform's sign-up (docs/spec/checkout-and-billing.md §2).
  const inviter = (location.search as Record<string, unknown>).inviter;
  useEffect(() => {
    if (typeof inviter === 'string' && inviter) context.adapters.local.set(INVITER_KEY, inviter);
  }, [inviter, context]);
  const role = view?.user ? view.role : null;
  const nav = useMemo(() => headerNav(role, locale, window.location.hostname), [role, locale]);
  const onChange = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['notifications'] }), [queryClient]);
  if (embedMode(context)) return null;
  const languages = languagesOf().filter((code): code is Locale => code === 'en' || code === 'zh');
  return (
    <AppHeader
      appName={appNameOf(t('common.appName'))}
      logoUrl={appLogoOf()}
      sandbox={context.sandbox !== undefined}
      testMode={view?.testMode ?? false}
      nav={nav}
      pathname={location.pathname}
      languages={languages}
      showThemeToggle={themePreferIsSystem()}
      actions={
        <>
          {sandboxActions}
          <Suspense fallback={null}>
            <ShellSessionControls onChange={onChange} />
          </Suspense>
        </>
      }
      menuActions={
        <>
          <Suspense fallback={null}>
            <ShellSessionApps />
          </Suspense>
          {sandboxMenuActions}
        </>
      }
    />
  );
}
