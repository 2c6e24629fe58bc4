/** A navigation entry ready to render: localized, filtered by role, with its final href. */
export interface NavEntry {
  id: string;
  title: string;
  description?: string | undefined;
  href?: string | undefined;
  /** Leaves the app (another origin): opens in a new tab. */
  external: boolean;
  children?: readonly NavEntry[] | undefined;
}

/**
 * The href props of an entry's link: none when the entry has no address. A '#' stand-in would
 * resolve against the page's <base> under a mount prefix and leave the page for the mount's home.
 */
export const hrefOf = (href: string | undefined): { href?: string } => (href ? { href } : {});
