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

/** What the banner must never cover: an open modal dialog, or the sandbox wallet's dock. */
const ABOVE_BANNER = '[aria-modal="true"], [data-above-cookie-banner]';

/**
 * True while a modal or the sandbox wallet is on screen. The banner keeps the spec's z-index 999
 * (above Mantine's modals at 200), so it steps aside instead: on a first visit it took the click
 * meant for a dialog's button ("Unsubscribe").
 */
function useCoveredLayerOpen(watch: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const check = () => setOpen(document.querySelector(ABOVE_BANNER) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
    return () => observer.disconnect();
  }, [watch]);
  return watch && open;
}

const inIframe = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * The cookie banner (docs/spec/shell-store-and-tables.md §2, §9), in the app's first render rather than with the lazy extras:
 * on a phone it is the largest text of the first screen, so a banner that popped in a second
 * after the page was the page's largest contentful paint (Lighthouse's LCP, docs/speed.md), and a
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
  const shown = shouldShowCookieBanner({ cookieValue: consent, inIframe: inIframe() });
  const covered = useCoveredLayerOpen(shown);
  if (!shown || covered) return null;
  const text = cookieBannerText(locale);
  return (
    <CookieBanner
      message={text.message}
      button={text.button}
      label={text.label}
      onAccept={() => {
        const value = consentCookieValue(true);
        writeCookie(COOKIE_CONSENT.name, value, consentCookieAttributes(window.location.protocol));
        setConsent(value);
      }}
    />
  );
}
