import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './index';

const ORIGIN = 'https://shop.example.com';
const policy = { origin: ORIGIN };

describe('safeReturnPath: the one decision for every in-app return URL: it never leads to an origin the site does not trust', () => {
  it.each([
    ['/checkout/pay/cs_1', '/checkout/pay/cs_1'],
    ['/customer/subscription/sub_1?tab=invoices#due', '/customer/subscription/sub_1?tab=invoices#due'],
    ['https://shop.example.com/sandbox', '/sandbox'],
    ['checkout/pay/cs_1', '/checkout/pay/cs_1'],
    ['  /sandbox  ', '/sandbox'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/a/./b/../c', '/a/c'],
    ['/?next=//evil.example', '/?next=//evil.example'],
  ])('keeps the same-origin %s as %s', (raw, expected) => {
    expect(safeReturnPath(raw, policy)).toBe(expected);
  });

  // Each of these, followed as an href or by a router, would leave shop.example.com.
  const hostile: readonly string[] = [
    // protocol-relative, and paths that become protocol-relative
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https://shop.example.com//evil.example',
    'https://shop.example.com/.//evil.example',
    // encoded slashes and backslashes
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '%2F%2Fevil.example',
    '/%E0%A4%A',
    // other origins, schemes
    'https://evil.example.net/phish',
    'http://shop.example.com/sandbox',
    'https://shop.example.com:8443/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://shop.example.com/uuid',
    'file:///etc/passwd',
    // userinfo tricks
    'https://shop.example.com@evil.example/',
    'https://shop.example.com:pw@evil.example/',
    'https://user@shop.example.com/x',
    '//shop.example.com@evil.example',
    // IDN look-alikes (Cyrillic о, а) and suffix tricks
    'https://shоp.example.com/x',
    'https://shop.exаmple.com/x',
    'https://shop.example.com.evil.example/x',
    'https://xn--shp-ued.example.com/x',
    // whitespace and control characters that browsers delete or hide
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\u0000//evil.example',
    '/\u200b/evil.example',
    '/\u2028/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\u00a0/evil.example',
    '\ufeff//evil.example',
    // garbage
    '',
    '   ',
    'http://',
  ];

  it(`refuses all ${hostile.length} hostile values`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    const leaked = hostile.filter((raw) => safeReturnPath(raw, policy) !== null);
    expect(leaked).toEqual([]);
  });

  it.each([[undefined], [null]])('gives null for %s', (raw) => {
    expect(safeReturnPath(raw, policy)).toBeNull();
  });

  it('gives null when the origin itself is not a URL', () => {
    expect(safeReturnPath('/x', { origin: 'not a url' })).toBeNull();
  });

  it('answers an explicitly allowed origin as an absolute URL, and still refuses its tricks', () => {
    const withPartner = { origin: ORIGIN, allowedOrigins: ['https://partner.example.org', 'not a url'] };
    expect(safeReturnPath('https://partner.example.org/welcome', withPartner)).toBe('https://partner.example.org/welcome');
    expect(safeReturnPath('https://partner.example.org//evil.example', withPartner)).toBeNull();
    expect(safeReturnPath('https://partner.example.org@evil.example/', withPartner)).toBeNull();
    expect(safeReturnPath('https://evil.example/', withPartner)).toBeNull();
    // Protocol-relative is never a return path, even to a trusted origin; nor another scheme with the same host.
    expect(safeReturnPath('//partner.example.org/welcome', withPartner)).toBeNull();
    expect(safeReturnPath('ftp://files.example.org/x', { origin: ORIGIN, allowedOrigins: ['ftp://files.example.org'] })).toBeNull();
  });

  it('works on a plain http origin (the local sandbox) as on https', () => {
    expect(safeReturnPath('/customer', { origin: 'http://127.0.0.1:5173' })).toBe('/customer');
    expect(safeReturnPath('http://127.0.0.1:5173/customer?x=1', { origin: 'http://127.0.0.1:5173' })).toBe('/customer?x=1');
  });

  it('keeps a double slash or an escaped slash inside a path: only a leading one leaves the origin', () => {
    expect(safeReturnPath('/docs//guide', policy)).toBe('/docs//guide');
    expect(safeReturnPath('/docs/%2Fguide', policy)).toBe('/docs/%2Fguide');
  });

  it('never returns something that leaves the origin, read once or decoded (property)', () => {
    const pieces = fc.constantFrom('/', '\\', '.', '..', '%2F', '%5C', '%2f', 'evil.example', '@', ':', '\t', '?', '#', 'a', '%25', ' ');
    const hostileish = fc.oneof(fc.string(), fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(hostileish, (raw) => {
        const result = safeReturnPath(raw, policy);
        if (result === null) return true;
        const decoded = decodeURIComponent(result.split(/[?#]/)[0] ?? '');
        return (
          result.startsWith('/') &&
          !/^\/[/\\]/.test(result) &&
          !/^\/[/\\]/.test(decoded) &&
          new URL(result, ORIGIN).origin === ORIGIN &&
          new URL(decoded, ORIGIN).origin === ORIGIN
        );
      }),
      { numRuns: 2000 },
    );
  });
});
