// Cookie banner constants (docs/spec/shell-store-and-tables.md §9) and its visibility rule.

export const COOKIE_CONSENT = {
  name: 'CookieConsent',
  acceptedValue: 'true',
  declinedValue: 'false',
  expiresDays: 365,
  sameSite: 'lax',
  /** The window event index.html's own banner sends when it is accepted before the app shows. */
  decidedEvent: 'cookie-consent',
} as const;

export const COOKIE_BANNER_LAYOUT = {
  maxWidthPx: 440,
  zIndex: 999,
  buttonMinWidthPx: 200,
  /** At this screen width or less the banner spans the width with margins. */
  fullWidthBelowPx: 480,
} as const;

const texts = {
  en: {
    message:
      'We use cookies and other tracking technologies to improve your browsing experience on our website, to show you personalized content, to analyze our website traffic, and to understand where our visitors are coming from.',
    button: 'I Understand',
    /** The banner's name for screen readers (a region is named by what it is, not by its button). */
    label: 'Cookie notice',
  },
  zh: {
    message:
      '我们使用 cookies 和其他跟踪技术来改善您在我们网站上的浏览体验，向您展示个性化的内容，分析我们的网站流量，并了解我们的访问者来自哪里。',
    button: '我知道了',
    label: 'Cookie 提示',
  },
} as const;

/** Banner texts; only English and Chinese exist, every other locale falls back to English. */
export const cookieBannerText = (locale: string | null | undefined): { readonly message: string; readonly button: string; readonly label: string } =>
  (locale ?? '').toLowerCase().startsWith('zh') ? texts.zh : texts.en;

/** The cookie value stored when the user accepts or declines. */
export const consentCookieValue = (accepted: boolean): string => (accepted ? COOKIE_CONSENT.acceptedValue : COOKIE_CONSENT.declinedValue);

/** Cookie attributes; secure only on https. */
export const consentCookieAttributes = (protocol: string) => ({
  expiresDays: COOKIE_CONSENT.expiresDays,
  sameSite: COOKIE_CONSENT.sameSite,
  secure: protocol === 'https:',
  path: '/',
});

export interface CookieBannerInput {
  readonly cookieValue: string | null | undefined;
  readonly inIframe: boolean;
  readonly displayInIframe?: boolean | undefined;
}

/** Undecided (no cookie) shows the banner; never inside an iframe unless enabled. */
export const shouldShowCookieBanner = ({ cookieValue, inIframe, displayInIframe = false }: CookieBannerInput): boolean =>
  (cookieValue === null || cookieValue === undefined) && (!inIframe || displayInIframe);
