// The navigation model (window.blocklet.navigation) turned into what the header, the footer and
// the user menu render: sections, role visibility by the domain's rule, localized titles, the
// Products item at the theme's index, and tracking parameters on links that leave the site.
import type { NavigationItem } from '@domain/model';
import { withTracking } from '@domain/display/tracking';
import { safeLinkHref } from '@domain/navigation';
import { filterNavByRole, isSessionAppVisible, localizedText, navSection, productsMenuLabel, sessionMenuLinks } from '@domain/platform';
import type { NavEntry } from '@ui/shell/nav-types';
import { navigationOf, productsPlacement } from './platform';

/** Sibling products of the two brand groups (docs/spec/checkout-and-billing.md §1). */
const PRODUCTS: Record<'arcblock' | 'aigne', { id: string; title: string; link: string }[]> = {
  arcblock: [
    { id: 'arcblock', title: 'ArcBlock', link: 'https://www.arcblock.io' },
    { id: 'blocklet-server', title: 'Blocklet Server', link: 'https://www.arcblock.io/en/blocklet-server' },
    { id: 'did-wallet', title: 'DID Wallet', link: 'https://www.didwallet.io' },
    { id: 'did-spaces', title: 'DID Spaces', link: 'https://www.didspaces.com' },
  ],
  aigne: [
    { id: 'aigne', title: 'AIGNE', link: 'https://www.aigne.io' },
    { id: 'aigne-hub', title: 'AIGNE Hub', link: 'https://hub.aigne.io' },
    { id: 'aigne-studio', title: 'AIGNE Studio', link: 'https://www.aigne.io/studio' },
  ],
};

const isExternal = (href: string) => /^(https?:)?\/\//.test(href);

function toEntry(item: NavigationItem, locale: string, host: string): NavEntry {
  // A link from the platform's data is a link only when the one safe-URL rule allows it
  // (http(s) or a same-origin path); anything else (javascript:, //evil…) gives no href.
  const link = safeLinkHref(localizedText(item.link, locale), { relative: true });
  const external = !!link && isExternal(link);
  const children = (item.items ?? []).map((child) => toEntry(child, locale, host));
  const description = localizedText(item.description, locale);
  return {
    id: item.id ?? link ?? localizedText(item.title, 'en'),
    title: localizedText(item.title, locale),
    ...(description ? { description } : {}),
    ...(link ? { href: external ? withTracking(link, { currentHost: host }) : link } : {}),
    external,
    ...(children.length ? { children } : {}),
  };
}

/** Header items visible to `role` (null: nobody signed in), with Products at the theme's index. */
export function headerNav(role: string | null, locale: string, host: string): NavEntry[] {
  const items = filterNavByRole(navSection(navigationOf(), 'header'), role).map((item) => toEntry(item, locale, host));
  const placement = productsPlacement();
  if (placement) {
    const products: NavEntry = {
      id: 'products',
      title: productsMenuLabel(locale === 'zh' ? 'zh' : locale),
      external: false,
      children: PRODUCTS[placement.group].map((product) => ({ id: product.id, title: product.title, href: withTracking(product.link, { currentHost: host }), external: true })),
    };
    items.splice(Math.min(Math.max(placement.index, 0), items.length), 0, products);
  }
  return items;
}

export function footerNav(locale: string, host: string) {
  const section = (name: string) => navSection(navigationOf(), name).map((item) => toEntry(item, locale, host));
  return { footer: section('footer'), social: section('social'), bottom: section('bottom') };
}

/** The user menu's links: the first 5 sessionManager items the role may see. */
export const userMenuLinks = (role: string | null, locale: string, host: string): NavEntry[] =>
  sessionMenuLinks(navigationOf(), role).map((item) => toEntry(item, locale, host));

/** The session-apps popup: sessionManager items whose roles include the user's role. */
export const sessionApps = (role: string | null, locale: string, host: string): NavEntry[] =>
  navSection(navigationOf(), 'sessionManager')
    .filter((item) => item.id !== '/sessionManager' && isSessionAppVisible(item, role))
    .map((item) => toEntry(item, locale, host));

/** The bell shows only when the navigation has the notification entry. */
export const hasNotificationEntry = (): boolean => navigationOf().some((item) => item.id === '/userCenter/notification');
