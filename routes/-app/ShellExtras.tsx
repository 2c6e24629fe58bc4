import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import {
  consentCookieAttributes,
  consentCookieValue,
  COOKIE_CONSENT,
  cookieBannerText,
  shouldShowCookieBanner,
} from '@domain/platform';
import { createAnalyticsScripts } from '@adapters/analytics/analytics-scripts';
import { readCookie, writeCookie } from '@adapters/storage/cookies';
import { useI18n } from '@ui/i18n';
import { AppFooter } from '@ui/shell/AppFooter';
import { CookieBanner } from '@ui/shell/CookieBanner';
import type { RouterContext } from './context';
import { DomainWarning } from './DomainWarning';
import { footerNav } from './header-nav';
import { RouteProgress } from './RouteProgress';
import { appNameOf } from './platform';
import { embedMode } from './ShellHeader';

const inIframe = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/** After the first paint: the route progress bar, the footer, the cookie banner, the domain warning and the analytics page views. */
export function ShellExtras({ context }: { context: RouterContext }) {
  const { locale, t } = useI18n();
  const [consent, setConsent] = useState(() => readCookie(COOKIE_CONSENT.name));
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
  const text = cookieBannerText(locale);
  return (
    <>
      <RouteProgress />
      {embedMode(context) ? null : (
        <AppFooter appName={appNameOf(t('common.appName'))} {...footer} year={new Date().getFullYear()} />
      )}
      {shouldShowCookieBanner({ cookieValue: consent, inIframe: inIframe() }) ? (
        <CookieBanner
          message={text.message}
          button={text.button}
          onAccept={() => {
            const value = consentCookieValue(true);
            writeCookie(COOKIE_CONSENT.name, value, consentCookieAttributes(window.location.protocol));
            setConsent(value);
          }}
        />
      ) : null}
      {embedMode(context) ? null : <DomainWarning context={context} />}
    </>
  );
}
