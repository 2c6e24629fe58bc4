import { safeReturnPath } from '../navigation';
import type { CheckoutSession } from '@domain/model';

/** A link from the success view back to what was bought. */
export interface ReturnLink {
  /** A same-origin path. */
  href: string;
  /** What the link names ("Back to {name}"). */
  name: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The way back from a completed checkout to the page that sold it: the session's `success_url`
 * when it is a path of this site (the one return-URL rule: never another origin, a scheme, or a
 * path that escapes), named by the session's `metadata.store_app_title` (an app store purchase)
 * or its only item's product. Null when either is missing: the success view then offers no link.
 * Nothing is followed automatically (the reference's success page never redirects to success_url).
 */
export function returnLink(session: Pick<CheckoutSession, 'success_url' | 'metadata' | 'line_items'>, origin: string): ReturnLink | null {
  const href = safeReturnPath(session.success_url, { origin });
  if (href === null) return null;
  const [only, ...others] = session.line_items;
  const product = others.length === 0 ? text((only?.upsell_price ?? only?.price)?.product?.name) : null;
  const name = text(session.metadata?.store_app_title) ?? product;
  return name ? { href, name } : null;
}
