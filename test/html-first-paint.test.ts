import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT, cookieBannerText } from '@domain/platform';
import { htmlCookieBanner, htmlCookieBannerScript } from '../scripts/vite-html-cookie-banner';
import { themeVariablesCss } from '../scripts/vite-html-theme';

// What index.html paints before any script — the theme's variables and the cookie
// banner — comes from the theme and the domain's texts, so it cannot drift from the app's.
describe('theme variables in the HTML', () => {
  const css = themeVariablesCss();

  it('carries what our theme changes, per scheme, above the stylesheet’s defaults', () => {
    expect(css).toContain(':root:root{');
    expect(css).toMatch(/--mantine-font-family:system-ui/);
    expect(css).toMatch(/--mantine-primary-color-filled:var\(--mantine-color-indigo-filled\)/);
    expect(css).toMatch(/:root:root\[data-mantine-color-scheme="light"\]\{[^}]*--mantine-color-dimmed:#495057/);
    expect(css).toMatch(/:root:root\[data-mantine-color-scheme="dark"\]\{[^}]*--mantine-color-dimmed:#b8b8b8/);
  });

  it('leaves out what equals Mantine’s defaults (the stylesheet has those)', () => {
    expect(css).not.toContain('--mantine-color-red-0:');
    expect(css.length).toBeLessThan(12_000);
  });
});

describe('cookie banner in the HTML', () => {
  const banner = htmlCookieBanner();

  it('says what the app’s banner says, in both languages', () => {
    for (const locale of ['en', 'zh'] as const) {
      expect(banner).toContain(cookieBannerText(locale).message);
      expect(banner).toContain(cookieBannerText(locale).button);
      expect(banner).toContain(cookieBannerText(locale).label);
    }
    expect(banner).toMatch(/role="region" aria-labelledby="hs-banner-label"/);
    expect(banner).toMatch(/<span id="hs-banner-label" style="position: absolute;[^"]*clip/);
  });

  it('accepts with the cookie the app writes', () => {
    const script = htmlCookieBannerScript();
    expect(script).toContain(`'${COOKIE_CONSENT.name}=${COOKIE_CONSENT.acceptedValue}; expires=`);
    expect(script).toContain(`${COOKIE_CONSENT.expiresDays} * 86400000`);
    expect(script).toContain(`SameSite=${COOKIE_CONSENT.sameSite}`);
    expect(script).toContain("window.dispatchEvent(new Event('cookie-consent'))");
  });
});
