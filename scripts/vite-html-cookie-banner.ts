// Vite plugin (dev and build): the cookie banner as plain HTML in index.html's checkout skeleton
// (so the first paint is the final one: docs/speed.md).
//
// On a first visit the banner is the first screen's only real content that needs no data, and on
// a phone its paragraph is the screen's largest text. Painted by the app, it came with the form,
// 0.5–0.7 s after navigation (and ~4 s on Lighthouse's simulated phone, whose largest paint it
// was). Written into the HTML it paints a frame after the skeleton, and a payer can accept it
// before any script has run; the app's own banner (routes/-shell/ShellCookieBanner) takes over in
// the frame the skeleton leaves, with the same Mantine classes, so nothing moves (e2e/checkout-boot
// checks the boxes). Texts, cookie attributes and the event come from the domain, never a copy.
//
// index.html's inline script decides whether it shows (a checkout address, no consent cookie, not
// in a frame: `data-html-banner`, set after the skeleton's first paint); the script written here
// handles the button before the app runs and tells the app (COOKIE_CONSENT.decidedEvent).
import type { Plugin } from 'vite';
import { COOKIE_BANNER_LAYOUT, COOKIE_CONSENT, cookieBannerText } from '../domain/platform/cookie-consent.ts';

export const BANNER_PLACEHOLDER = '<!-- html-cookie-banner -->';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Both languages; index.html's rules show the document's one (`hs-en` / `hs-zh`). */
const bilingual = (pick: (text: { message: string; button: string; label: string }) => string) =>
  `<span class="hs-en">${escape(pick(cookieBannerText('en')))}</span><span class="hs-zh" lang="zh-CN">${escape(pick(cookieBannerText('zh')))}</span>`;

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

/** The markup of ui/shell/CookieBanner as Mantine renders it (Paper, Text, Button). */
export function htmlCookieBanner(): string {
  const { maxWidthPx, zIndex, buttonMinWidthPx } = COOKIE_BANNER_LAYOUT;
  const paper = `--paper-shadow: var(--mantine-shadow-md); position: fixed; right: 20px; bottom: 20px; z-index: ${zIndex}; max-width: ${maxWidthPx}px; padding: var(--mantine-spacing-md); padding-inline: var(--mantine-spacing-lg);`;
  const text = '--text-fz: var(--mantine-font-size-md); --text-lh: var(--mantine-line-height-md); color: var(--mantine-color-dimmed);';
  const button = `--button-color: var(--mantine-color-white); margin-top: calc(1rem * var(--mantine-scale)); min-width: calc(${buttonMinWidthPx / 16}rem * var(--mantine-scale));`;
  return [
    `<div class="hs-banner cookie-banner m_1b7284a3 mantine-Paper-root" data-with-border="true" role="region" aria-labelledby="hs-banner-label" data-testid="html-cookie-banner" style="${paper}">`,
    // The region's name for screen readers, as the app's banner has it (aria-label); the other
    // language's span is display:none, so only the document's language is read.
    `<span id="hs-banner-label" style="${VISUALLY_HIDDEN}">${bilingual((t) => t.label)}</span>`,
    `<p class="m_b6d8b162 mantine-Text-root" data-size="md" style="${text}">${bilingual((t) => t.message)}</p>`,
    `<button id="hs-banner-accept" type="button" class="mantine-focus-auto mantine-active cookie-banner-button m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root" style="${button}">`,
    `<span class="m_80f1301b mantine-Button-inner"><span class="m_811560b9 mantine-Button-label">${bilingual((t) => t.button)}</span></span></button>`,
    '</div>',
  ].join('');
}

/** Accepting before the app runs: the same cookie the app writes (adapters/storage/cookies). */
export function htmlCookieBannerScript(): string {
  const { name, acceptedValue, expiresDays, sameSite, decidedEvent } = COOKIE_CONSENT;
  return `<script>
      document.getElementById('hs-banner-accept').addEventListener('click', function () {
        var expires = new Date(Date.now() + ${expiresDays} * 86400000).toUTCString();
        document.cookie = '${name}=${acceptedValue}; expires=' + expires + '; path=/; SameSite=${sameSite}' + (location.protocol === 'https:' ? '; Secure' : '');
        document.documentElement.removeAttribute('data-html-banner');
        window.dispatchEvent(new Event('${decidedEvent}'));
      });
    </script>`;
}

export function htmlCookieBannerPlugin(): Plugin {
  return {
    name: 'html-cookie-banner',
    transformIndexHtml(html) {
      if (!html.includes(BANNER_PLACEHOLDER)) throw new Error(`html-cookie-banner: index.html lacks "${BANNER_PLACEHOLDER}"`);
      return html.replace(BANNER_PLACEHOLDER, `${htmlCookieBanner()}\n    ${htmlCookieBannerScript()}`);
    },
  };
}
