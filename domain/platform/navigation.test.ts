import { describe, expect, it } from 'vitest';
import {
  filterNavByRole,
  isNavItemVisible,
  isSessionAppVisible,
  localizedText,
  navRoles,
  navSection,
  sessionMenuLinks,
} from '@domain/platform';
import { makeNavItem } from '@test/fixtures/shell';

// docs/spec/shell-store-and-tables.md §5: "an item is visible if its roles include the user's role or guest; a user with
// no role sees only items without role restriction."
describe('isNavItemVisible', () => {
  it.each<[string, string | string[] | null | undefined, string | undefined, boolean]>([
    ['unrestricted, member', undefined, 'member', true],
    // The API sends no restriction as null or an empty text too.
    ['role null, no role', null, undefined, true],
    ['role empty text, no role', '', undefined, true],
    ['unrestricted, no role', undefined, undefined, true],
    ['empty role list', [], undefined, true],
    ['role matches', ['admin', 'owner'], 'owner', true],
    ['role as a single string', 'developer', 'developer', true],
    ['role does not match', ['admin'], 'member', false],
    ['guest item, signed-in member', ['guest'], 'member', true],
    ['guest item, no role', ['guest'], undefined, false],
    ['restricted, no role', ['admin'], undefined, false],
    ['restricted, empty role', ['admin'], '', false],
  ])('%s', (_name, role, userRole, visible) => {
    expect(isNavItemVisible(makeNavItem({ role }), userRole)).toBe(visible);
  });
});

describe('navRoles', () => {
  it('reads one role as a list of that role, none as an empty list', () => {
    expect(navRoles(makeNavItem({ role: 'developer' }))).toEqual(['developer']);
    expect(navRoles(makeNavItem({ role: ['owner', 'admin'] }))).toEqual(['owner', 'admin']);
    expect(navRoles(makeNavItem({ role: null }))).toEqual([]);
    expect(navRoles(makeNavItem({ role: '' }))).toEqual([]);
  });
});

describe('filterNavByRole', () => {
  const tree = [
    makeNavItem({ id: 'home' }),
    makeNavItem({ id: 'developer', role: 'developer', items: [makeNavItem({ id: 'mine' }), makeNavItem({ id: 'tokens' })] }),
    makeNavItem({ id: 'admin', role: ['owner', 'admin'], items: [makeNavItem({ id: 'blocklets' })] }),
    makeNavItem({ id: 'mixed', items: [makeNavItem({ id: 'only-admin', role: 'admin' }), makeNavItem({ id: 'open' })] }),
    makeNavItem({ id: 'empty-parent', items: [makeNavItem({ id: 'hidden', role: 'admin' })] }),
    makeNavItem({ id: 'no-children', items: [] }),
  ];
  const ids = (items: ReadonlyArray<ReturnType<typeof filterNavByRole>[number]>): unknown[] => items.map((item) => [item.id, item.items ? ids(item.items) : []]);

  it('shows a developer only developer and open items', () => {
    expect(ids(filterNavByRole(tree, 'developer'))).toEqual([
      ['home', []],
      ['developer', [['mine', []], ['tokens', []]]],
      ['mixed', [['open', []]]],
      ['no-children', []],
    ]);
  });

  it('shows an admin the admin branch', () => {
    expect(ids(filterNavByRole(tree, 'admin')).map((entry) => (entry as unknown[])[0])).toEqual(['home', 'admin', 'mixed', 'empty-parent', 'no-children']);
  });

  it('shows no role only unrestricted items', () => {
    expect(ids(filterNavByRole(tree, undefined)).map((entry) => (entry as unknown[])[0])).toEqual(['home', 'mixed', 'no-children']);
  });
});

describe('sections and menus', () => {
  const items = [
    makeNavItem({ id: 'a', section: undefined }),
    makeNavItem({ id: 'b', section: ['dashboard', 'header'] }),
    makeNavItem({ id: 'c', section: 'footer' }),
    ...['1', '2', '3', '4', '5', '6'].map((n) => makeNavItem({ id: `sm${n}`, section: 'sessionManager' })),
    makeNavItem({ id: 'sm-admin', section: 'sessionManager', role: 'admin' }),
  ];

  it('puts items without a section in the header', () => {
    expect(navSection(items, 'header').map((item) => item.id)).toEqual(['a', 'b']);
    expect(navSection(items, 'dashboard').map((item) => item.id)).toEqual(['b']);
  });

  it('limits the user menu to 5 links', () => {
    expect(sessionMenuLinks(items, 'member').map((item) => item.id)).toEqual(['sm1', 'sm2', 'sm3', 'sm4', 'sm5']);
  });

  it('uses the stricter rule for session apps', () => {
    expect(isSessionAppVisible(makeNavItem({ role: undefined }), 'admin')).toBe(false);
    expect(isSessionAppVisible(makeNavItem({ role: ['admin'] }), 'admin')).toBe(true);
    expect(isSessionAppVisible(makeNavItem({ role: ['guest'] }), undefined)).toBe(true);
    expect(isSessionAppVisible(makeNavItem({ role: ['guest'] }), 'member')).toBe(false);
  });
});

describe('localizedText', () => {
  it.each<[Parameters<typeof localizedText>[0], string, string]>([
    ['Plain', 'zh', 'Plain'],
    [{ en: 'Home', zh: '首页' }, 'zh', '首页'],
    [{ en: 'Home', zh: '首页' }, 'zh-TW', '首页'],
    [{ en: 'Home', 'zh-TW': '首頁' }, 'zh-TW', '首頁'],
    [{ en: 'Home', zh: '首页' }, 'ja', 'Home'],
    // English before any other language, whatever the order of the keys.
    [{ zh: '首页', en: 'Home' }, 'fr', 'Home'],
    [{ de: 'Start' }, 'ja', 'Start'],
    [{}, 'en', ''],
    [null, 'en', ''],
    [undefined, 'en', ''],
  ])('%j in %s → %s', (text, locale, expected) => {
    expect(localizedText(text, locale)).toBe(expected);
  });
});
