import { useEffect, useState } from 'react';
import {
  consentCookieAttributes,
  consentCookieValue,
  COOKIE_CONSENT,
  cookieBannerText,
  shouldShowCookieBanner,
} from '@domain/platform';
import { readCookie, writeCookie } from '@adapters/storage/cookies';
import { useI18n } from '@ui/i18n';
import { CookieBanner } from '@ui/shell/CookieBanner';

const inIframe = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * The cookie banner (spec shell §9), in the app's first render rather than with the lazy extras:
 * on a phone it is the largest text of the first screen, so a banner that popped in a second
 * after the page was the page's largest contentful paint (issue 17: Lighthouse's LCP), and a
 * late overlay besides. On a checkout's first visit index.html paints the same banner before any
 * script (scripts/vite-html-cookie-banner.ts); this one takes over when the skeleton leaves.
 */
export function ShellCookieBanner() {
  const { locale } = useI18n();
  const [consent, setConsent] = useState(() => readCookie(COOKIE_CONSENT.name));
  // index.html's own banner, accepted while the app was still rendering behind the skeleton.
  useEffect(() => {
    const reread = () => setConsent(readCookie(COOKIE_CONSENT.name));
    window.addEventListener(COOKIE_CONSENT.decidedEvent, reread);
    return () => window.removeEventListener(COOKIE_CONSENT.decidedEvent, reread);
  }, []);
  if (!shouldShowCookieBanner({ cookieValue: consent, inIframe: inIframe() })) return null;
  const text = cookieBannerText(locale);
  return (
    <CookieBanner
      message={text.message}
      button={text.button}
      onAccept={() => {
        const value = consentCookieValue(true);
        writeCookie(COOKIE_CONSENT.name, value, consentCookieAttributes(window.location.protocol));
        setConsent(value);
      }}
    />
  );
}
