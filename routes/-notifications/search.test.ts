import { describe, expect, it } from 'vitest';
import { notificationsSearch, readFilter } from './search';

describe('notifications page URL', () => {
  it('keeps the platform query names and drops what it does not know', () => {
    expect(
      notificationsSearch({ severity: 'warning', componentDid: 'system', read: 'false', page: 2 }),
    ).toEqual({
      severity: 'warning',
      componentDid: 'system',
      read: false,
      page: 2,
    });
    // 'all' is the platform's spelling of the default and stays as given; page 1 is the default.
    expect(notificationsSearch({ severity: 'all', componentDid: 'all', page: 1 })).toEqual({
      severity: 'all',
      componentDid: 'all',
    });
    expect(
      notificationsSearch({ severity: 'fatal', componentDid: 'z2qa', read: 'maybe', page: 1.5 }),
    ).toEqual({});
  });

  it('reads ?read=true as the router parses it (a boolean) and as text', () => {
    expect(notificationsSearch({ read: true })).toEqual({ read: true });
    expect(notificationsSearch({ read: false })).toEqual({ read: false });
    expect(notificationsSearch({ read: 'true' })).toEqual({ read: true });
  });

  it('maps the read filter onto the API', () => {
    expect(readFilter({})).toBe('all');
    expect(readFilter({ read: false })).toBe('unread');
    expect(readFilter({ read: true })).toBe('read');
  });
});
