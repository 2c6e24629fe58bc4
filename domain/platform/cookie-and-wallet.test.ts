import { describe, expect, it } from 'vitest';
import {
  COOKIE_BANNER_LAYOUT,
  COOKIE_CONSENT,
  DEFAULT_TOKEN_DECIMALS,
  DEFAULT_TOKEN_SYMBOL,
  GAS_LIMITS,
  SEND_STATUSES,
  WALLET_TX_TYPES,
  consentCookieAttributes,
  consentCookieValue,
  cookieBannerText,
  isFailedSendStatus,
  isFinalSendStatus,
  isSupportedTxType,
  shouldShowCookieBanner,
} from '@domain/platform';

// docs/spec/shell-store-and-tables.md §9: "cookie CookieConsent, 365 days, sameSite lax, secure on https. Banner max width
// 440px, z-index 999, button min width 200px. English button 'I Understand'; Chinese '我知道了'."
describe('cookie consent', () => {
  it('quotes the spec constants', () => {
    expect(COOKIE_CONSENT).toMatchObject({ name: 'CookieConsent', expiresDays: 365, sameSite: 'lax' });
    expect(COOKIE_BANNER_LAYOUT).toEqual({ maxWidthPx: 440, zIndex: 999, buttonMinWidthPx: 200, fullWidthBelowPx: 480 });
  });

  it('is secure on https only', () => {
    expect(consentCookieAttributes('https:')).toEqual({ expiresDays: 365, sameSite: 'lax', secure: true, path: '/' });
    expect(consentCookieAttributes('http:').secure).toBe(false);
  });

  it.each([
    ['en', 'I Understand'],
    ['zh', '我知道了'],
    ['zh-TW', '我知道了'],
    ['ja', 'I Understand'],
    [undefined, 'I Understand'],
  ])('button text in %s is %s', (locale, button) => {
    expect(cookieBannerText(locale).button).toBe(button);
  });

  it('names the banner region by what it is, in both languages', () => {
    expect(cookieBannerText('en').label).toBe('Cookie notice');
    expect(cookieBannerText('zh-CN').label).toBe('Cookie 提示');
  });

  it('stores true on accept and false on decline', () => {
    expect(consentCookieValue(true)).toBe('true');
    expect(consentCookieValue(false)).toBe('false');
  });

  it.each<[string | null | undefined, boolean, boolean | undefined, boolean]>([
    [undefined, false, undefined, true],
    [null, false, undefined, true],
    ['true', false, undefined, false],
    ['false', false, undefined, false],
    [undefined, true, undefined, false],
    [undefined, true, true, true],
  ])('cookie %s, iframe %s, displayInIframe %s → banner %s', (cookieValue, inIframe, displayInIframe, shown) => {
    expect(shouldShowCookieBanner({ cookieValue, inIframe, displayInIframe })).toBe(shown);
  });
});

// docs/spec/shell-store-and-tables.md §9: "Wallet supported transaction types: Transfer, …, ConsumeAsset. Gas limits 25200,
// 80000, 40000, 100000; default decimals 18; default token ABT." §3: send statuses.
describe('wallet constants', () => {
  it('lists the 12 supported transaction types', () => {
    expect(WALLET_TX_TYPES).toEqual([
      'Transfer', 'TransferV2', 'Exchange', 'ExchangeV2', 'AcquireAssetV2', 'Delegate',
      'RevokeStake', 'ClaimStake', 'CreateAsset', 'CreateFactory', 'CreateToken', 'ConsumeAsset',
    ]);
    expect(isSupportedTxType('TransferV2')).toBe(true);
    expect(isSupportedTxType('Burn')).toBe(false);
  });

  it('has the gas limits, decimals and token of the spec', () => {
    expect(Object.values(GAS_LIMITS)).toEqual([25200, 80000, 40000, 100000]);
    expect(DEFAULT_TOKEN_DECIMALS).toBe(18);
    expect(DEFAULT_TOKEN_SYMBOL).toBe('ABT');
  });

  it.each(SEND_STATUSES.map((status) => [status]))('send status %s', (status) => {
    const final = !['WAITING', 'PENDING'].includes(status);
    expect(isFinalSendStatus(status)).toBe(final);
    expect(isFailedSendStatus(status)).toBe(status === 'fail' || status === 'fail-before-send');
  });
});
