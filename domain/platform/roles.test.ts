import { describe, expect, it } from 'vitest';
import { isAdminRole, isBlockedUser, isDeveloper } from '@domain/platform';
import { makeUser } from '@test/fixtures/shell';

describe('isDeveloper (docs/spec/shell-store-and-tables.md §5: any passport has the role developer)', () => {
  it.each<[string, ReturnType<typeof makeUser> | null | undefined, boolean]>([
    ['member passport only', makeUser(), false],
    ['one developer passport among others', makeUser({ passports: [{ id: '1', role: 'member' }, { id: '2', role: 'developer' }] }), true],
    ['active role developer but no passport', makeUser({ role: 'developer', passports: [] }), false],
    ['no user', null, false],
    ['undefined', undefined, false],
  ])('%s', (_name, user, expected) => {
    expect(isDeveloper(user)).toBe(expected);
  });
});

describe('isAdminRole', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['developer', false],
    ['guest', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (role, expected) => {
    expect(isAdminRole(role)).toBe(expected);
  });
});

describe('isBlockedUser (docs/spec/shell-store-and-tables.md §6: a blocked user sees Forbidden)', () => {
  it.each<[string, Parameters<typeof isBlockedUser>[0], boolean]>([
    ['approved: false', makeUser({ approved: false }), true],
    ['approved: true', makeUser({ approved: true }), false],
    ['no approved flag', makeUser({ approved: null }), false],
    ['no user', null, false],
  ])('%s → %s', (_name, user, expected) => {
    expect(isBlockedUser(user)).toBe(expected);
  });
});
