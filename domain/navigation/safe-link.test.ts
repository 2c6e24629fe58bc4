// The safe-URL rule every link built from data goes through, over hostile schemes (table) and generated ones (property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'jAvAsCrIpT:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\x00javascript:alert(1)',
  '\x01javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  // A script URL that holds "https://" after its scheme: "//https:" is a comment, %0A ends it.
  'javascript://https://evil.example/%0Aalert(1)',
  'xhttps://evil.example/',
  'ftp://example.com/',
  'mailto:a@example.com',
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http://',
  'https://user:pass@evil.example',
  'https://good.example@evil.example',
  ' https://example.com',
  'https://example.com ',
  'https://exa mple.com',
  '',
  '#',
  'relative/path',
  '?q=1',
];

describe('safeLinkHref: the one rule for links built from data', () => {
  it.each(HOSTILE)('refuses %j', (raw) => {
    expect(safeLinkHref(raw)).toBeNull();
    expect(safeLinkHref(raw, { relative: true })).toBeNull();
  });

  it('keeps http and https links as written', () => {
    expect(safeLinkHref('https://www.arcblock.io/')).toBe('https://www.arcblock.io/');
    expect(safeLinkHref('HTTPS://Example.com/a?b=1#c')).toBe('HTTPS://Example.com/a?b=1#c');
    expect(safeLinkHref('http://localhost:8080/x')).toBe('http://localhost:8080/x');
  });

  it('takes a same-origin path only where relative links are meaningful', () => {
    expect(safeLinkHref('/customer/invoices?status=open')).toBeNull();
    expect(safeLinkHref('/customer/invoices?status=open', { relative: true })).toBe('/customer/invoices?status=open');
    expect(safeLinkHref('/%2F%2Fevil.example', { relative: true })).toBeNull();
    expect(safeLinkHref('/.//evil.example', { relative: true })).toBeNull();
    expect(safeLinkHref('//evil.example', { relative: true })).toBeNull();
    expect(safeLinkHref('', { relative: true })).toBeNull();
  });

  it('refuses an http(s) text that is not a URL', () => {
    expect(safeLinkHref('https://[not-a-host')).toBeNull();
    expect(safeLinkHref('http://exa mple.com')).toBeNull();
  });

  it('refuses non-strings', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.example']]) expect(safeLinkHref(value)).toBeNull();
  });

  it('property: any scheme other than http(s), with any case, prefix of spaces or controls, is never a link', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'chrome', 'ws', 'x-custom');
    const mixedCase = (s: string) => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((flags) => [...s].map((c, i) => (flags[i] ? c.toUpperCase() : c)).join(''));
    const prefix = fc.array(fc.constantFrom('', ' ', '\t', '\n', '\r', '\x00', '\x01', '\x1f', '\u00a0', '\u200b', '\ufeff'), { maxLength: 3 }).map((a) => a.join(''));
    fc.assert(
      fc.property(scheme.chain(mixedCase), prefix, fc.string(), (s, p, rest) => {
        expect(safeLinkHref(`${p}${s}:${rest}`, { relative: true })).toBeNull();
      }),
    );
  });

  it('property: whatever it answers is an absolute http(s) URL or a single-slash path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const href = safeLinkHref(raw, { relative: true });
        if (href === null) return;
        expect(/^https?:\/\/[^/]/i.test(href) || /^\/(?![/\\])/.test(href)).toBe(true);
      }),
    );
    // 100 generated URLs: about a second alone, past the default 5 s on a loaded 2-core machine.
  }, 20_000);
});
