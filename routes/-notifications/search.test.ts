import { describe, expect, it } from 'vitest';
import { notificationsSearch, readFilter } from './search';

describe('notifications page URL', () => {
  it('keeps the platform query names and drops what it does not know', () => {
    expect(
      notificationsSearch({ severity: 'warning', componentDid: 'system', read: 'false', page: 2 }),
    ).toEqual({
      severity: 'warning',
      componentDid: 'system',
      read: 'false',
      page: 2,
    });
    // 'all' is the default of both filters and stays out of the URL; a component DID other than system is not a filter here.
    expect(notificationsSearch({ severity: 'all', componentDid: 'all', read: 'maybe', page: 0 })).toEqual({});
    expect(notificationsSearch({ severity: 'fatal', componentDid: 'z2qa', page: 1.5 })).toEqual({});
  });

  it('reads a boolean the router parsed from ?read=true', () => {
    expect(notificationsSearch({ read: true })).toEqual({ read: 'true' });
    expect(notificationsSearch({ read: false })).toEqual({ read: 'false' });
  });

  it('maps the read filter onto the API', () => {
    expect(readFilter({})).toBe('all');
    expect(readFilter({ read: 'false' })).toBe('unread');
    expect(readFilter({ read: 'true' })).toBe('read');
  });
});
