import type { LocalizedText, NavigationItem } from '@domain/model';
import { GUEST_ROLE } from './roles';

export const SESSION_MENU_MAX_LINKS = 5;

const toList = (value: string | ReadonlyArray<string> | null | undefined): ReadonlyArray<string> => {
  if (value === null || value === undefined || value === '') return [];
  return typeof value === 'string' ? [value] : value;
};

/** An item's role restriction as a list; empty means unrestricted. */
export const navRoles = (item: Pick<NavigationItem, 'role'>): ReadonlyArray<string> => toList(item.role);

/**
 * docs/spec/shell-store-and-tables.md §5: visible if its roles include the user's role or guest; a user with no role
 * (or no user) sees only items without a role restriction.
 */
export function isNavItemVisible(item: Pick<NavigationItem, 'role'>, userRole: string | null | undefined): boolean {
  const roles = navRoles(item);
  if (roles.length === 0) return true;
  if (!userRole) return false;
  return roles.includes(userRole) || roles.includes(GUEST_ROLE);
}

/** Filters a tree by role; a parent with children stays only while one of them is visible. */
export function filterNavByRole(items: ReadonlyArray<NavigationItem>, userRole: string | null | undefined): NavigationItem[] {
  return items.flatMap((item) => {
    if (!isNavItemVisible(item, userRole)) return [];
    if (!item.items || item.items.length === 0) return [item];
    const children = filterNavByRole(item.items, userRole);
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
}

/** Items of one section; an item without a section belongs to the header. */
export function navSection(items: ReadonlyArray<NavigationItem>, section: string): NavigationItem[] {
  return items.filter((item) => {
    const sections = toList(item.section);
    return sections.length === 0 ? section === 'header' : sections.includes(section);
  });
}

/** The user-menu links: the first 5 sessionManager items the user's role may see. */
export const sessionMenuLinks = (items: ReadonlyArray<NavigationItem>, userRole: string | null | undefined): NavigationItem[] =>
  filterNavByRole(navSection(items, 'sessionManager'), userRole).slice(0, SESSION_MENU_MAX_LINKS);

/** The session-apps popup is stricter: an item shows only if its roles include the user's role (or guest without one). */
export const isSessionAppVisible = (item: Pick<NavigationItem, 'role'>, userRole: string | null | undefined): boolean =>
  navRoles(item).includes(userRole || GUEST_ROLE);

/** Picks a localized text: the locale, then its language (zh-TW → zh), then en, then any value. */
export function localizedText(text: LocalizedText | null | undefined, locale: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const language = locale.replace(/[-_].*$/, '');
  return text[locale] ?? text[language] ?? text['en'] ?? Object.values(text)[0] ?? '';
}
