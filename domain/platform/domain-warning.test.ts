import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DOMAIN_WARNING_SKIP_KEY, domainWarningSnoozeValue, domainWarningVariant, isSnoozed, isTemporaryDomain, shouldShowDomainWarning } from '@domain/platform';

const now = new Date('2025-03-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86400000).toISOString();

// docs/spec/shell-store-and-tables.md §4/§9: "shown when the host is a temporary domain and the dialog was not skipped in
// the last 30 days"; snooze key domain-warning-skip; only for hosts ending in the temporary suffixes.
describe('temporary-domain warning', () => {
  it.each([
    ['abc.ip.abtnet.io', true],
    ['z1abc.did.abtnet.io', true],
    ['ABC.IP.ABTNET.IO', true],
    ['shop.example.com', false],
    ['ip.abtnet.io.example.com', false],
  ])('isTemporaryDomain(%s) = %s', (host, expected) => {
    expect(isTemporaryDomain(host)).toBe(expected);
  });

  it.each<[string, string | null | undefined, boolean]>([
    ['never skipped', undefined, true],
    ['null', null, true],
    ['unreadable value', 'yesterday', true],
    ['skipped today', daysAgo(0), false],
    ['skipped 29 days ago', daysAgo(29), false],
    ['skipped exactly 30 days ago', daysAgo(30), false],
    ['skipped 30 days and a minute ago', new Date(now.getTime() - 30 * 86400000 - 60000).toISOString(), true],
    ['skipped 31 days ago', daysAgo(31), true],
  ])('on a temporary host, %s → shown %s', (_name, skippedAt, shown) => {
    expect(shouldShowDomainWarning({ host: 'abc.ip.abtnet.io', now, skippedAt })).toBe(shown);
  });

  it('never shows on a custom domain, on mobile, or on the domains page', () => {
    expect(shouldShowDomainWarning({ host: 'shop.example.com', now, skippedAt: undefined })).toBe(false);
    expect(shouldShowDomainWarning({ host: 'abc.ip.abtnet.io', now, skippedAt: undefined, isMobile: true })).toBe(false);
    expect(
      shouldShowDomainWarning({ host: 'abc.ip.abtnet.io', now, skippedAt: undefined, href: 'https://abc.ip.abtnet.io/.well-known/service/admin/domains' }),
    ).toBe(false);
  });

  it('shows on every other page of a temporary domain', () => {
    expect(shouldShowDomainWarning({ host: 'abc.ip.abtnet.io', now, skippedAt: undefined, href: 'https://abc.ip.abtnet.io/customer/invoices' })).toBe(true);
  });

  it('stores now as the snooze and is snoozed right after', () => {
    // The real product's key (docs/reference/store-shell.md: localStorage domain-warning-skip).
    expect(DOMAIN_WARNING_SKIP_KEY).toBe('domain-warning-skip');
    const value = domainWarningSnoozeValue(now);
    expect(value).toBe('2025-03-01T12:00:00.000Z');
    expect(isSnoozed(value, now)).toBe(true);
  });

  it('is snoozed for any skip within 30 days', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 30 * 86400 }), (seconds) => isSnoozed(new Date(now.getTime() - seconds * 1000).toISOString(), now)));
  });

  it.each([
    ['owner', 'configure'],
    ['admin', 'configure'],
    ['member', 'notice'],
    ['guest', 'notice'],
    [undefined, 'notice'],
  ])('role %s sees the %s variant', (role, variant) => {
    expect(domainWarningVariant(role)).toBe(variant);
  });
});
