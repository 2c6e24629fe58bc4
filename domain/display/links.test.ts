import { describe, expect, it } from 'vitest';
import { avatarUrl, isExternalLink, withTracking } from '@domain/display';

describe('avatarUrl (docs/spec/checkout-and-billing.md §2: user service path, DID, resize width and height default 48, update timestamp)', () => {
  it('defaults to 48 px', () => {
    expect(avatarUrl({ did: 'z1alice', updatedAt: 1736935503 })).toBe(
      '/.well-known/service/user/avatar/z1alice?imageFilter=resize&w=48&h=48&updateAt=1736935503',
    );
  });
  it('takes a size, a service path and no timestamp', () => {
    expect(avatarUrl({ did: 'z1bob', size: 96, servicePath: '/svc/', updatedAt: null })).toBe(
      '/svc/user/avatar/z1bob?imageFilter=resize&w=96&h=96&updateAt=',
    );
    expect(avatarUrl({ did: 'z1bob', servicePath: '/svc//' })).toBe('/svc/user/avatar/z1bob?imageFilter=resize&w=48&h=48&updateAt=');
  });
  it('encodes the ISO timestamp', () => {
    expect(avatarUrl({ did: 'z1', updatedAt: '2025-01-01T00:00:00Z' })).toContain('updateAt=2025-01-01T00%3A00%3A00Z');
  });
});

describe('withTracking (docs/spec/checkout-and-billing.md §1: source host, medium, campaign, content)', () => {
  const options = { currentHost: 'shop.example.com' };

  it('tags a link to another host', () => {
    expect(withTracking('https://www.arcblock.io/products?x=1#top', options)).toBe(
      'https://www.arcblock.io/products?x=1&utm_source=shop.example.com&utm_medium=header_nav&utm_campaign=default&utm_content=www.arcblock.io#top',
    );
  });

  it('lets parameters already on the link win', () => {
    expect(withTracking('https://aigne.io/?utm_source=newsletter', { ...options, medium: 'footer', campaign: 'spring' })).toBe(
      'https://aigne.io/?utm_source=newsletter&utm_medium=footer&utm_campaign=spring&utm_content=aigne.io',
    );
  });

  it('keeps protocol-relative links protocol-relative', () => {
    expect(withTracking('//aigne.io/a', options)).toBe(
      '//aigne.io/a?utm_source=shop.example.com&utm_medium=header_nav&utm_campaign=default&utm_content=aigne.io',
    );
  });

  it('reads a link with spaces around it as the link it is', () => {
    expect(withTracking(' https://aigne.io/a ', options)).toBe('https://aigne.io/a?utm_source=shop.example.com&utm_medium=header_nav&utm_campaign=default&utm_content=aigne.io');
    expect(withTracking(' //aigne.io/a', options)).toBe('//aigne.io/a?utm_source=shop.example.com&utm_medium=header_nav&utm_campaign=default&utm_content=aigne.io');
  });

  it.each(['/customer/invoice/in_1', '/go//elsewhere', 'https://shop.example.com/x', 'mailto:a@b.c', 'https://', 'HTTPS://SHOP.EXAMPLE.COM/'])('leaves %s alone', (href) => {
    expect(withTracking(href, options)).toBe(href);
  });

  it.each([
    ['https://a.b', true],
    ['http://a.b', true],
    ['//a.b', true],
    ['/a', false],
    ['a.b', false],
    [' https://a.b', true],
    ['/a//b', false],
  ])('isExternalLink(%s) = %s', (href, expected) => {
    expect(isExternalLink(href)).toBe(expected);
  });
});
