import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { createAnalyticsScripts } from '@adapters/analytics/analytics-scripts';
import { useI18n } from '@ui/i18n';
import { AppFooter } from '@ui/shell/AppFooter';
import type { RouterContext } from '../-app/context';
import { DomainWarning } from './DomainWarning';
import { footerNav } from './header-nav';
import { RouteProgress } from './RouteProgress';
import { appNameOf } from './platform';
import { embedMode } from './ShellHeader';

/** After the first paint: the route progress bar, the footer, the domain warning and the analytics page views (the cookie banner is in the first render: ShellCookieBanner). */
export function ShellExtras({ context }: { context: RouterContext }) {
  const { locale, t } = useI18n();
  const href = useRouterState({ select: (state) => state.location.href });
  // Page views: live always; in the sandbox only when a tester enabled it (the sandbox records them).
  const analytics = useMemo(
    () =>
      createAnalyticsScripts({
        enabled: () => (context.sandbox ? context.sandbox.shell.analyticsEnabled() : true),
      }),
    [context.sandbox],
  );
  useEffect(() => analytics.pageView(href), [analytics, href]);
  const footer = useMemo(() => footerNav(locale, window.location.hostname), [locale]);
  return (
    <>
      <RouteProgress />
      {embedMode(context) ? null : (
        <AppFooter appName={appNameOf(t('common.appName'))} {...footer} year={new Date().getFullYear()} />
      )}
      {embedMode(context) ? null : <DomainWarning context={context} />}
    </>
  );
}
