import { safeReturnPath } from './return-path';
import { hasInvisibleCharacter } from '../validation/invisible';

/**
 * The one rule for every link built from data (donation beneficiaries, the store's apps and
 * readmes, the platform's navigation and notifications, wallet pages): `raw` as an href, or null
 * when it must not be a link (the caller then shows the text, not an anchor).
 *
 * Allowed: an absolute `http:` or `https:` URL with a host and no userinfo; with
 * `{ relative: true }`, a same-origin path (`/customer/invoices`) by the return-path rule.
 * Refused: every other scheme (`javascript:`, `data:`, `vbscript:`, `file:` in any case),
 * protocol-relative `//evil.example` and `/\evil.example`, and any text holding whitespace,
 * control or invisible characters (browsers delete or skip them, so `\tjavascript:` and
 * ` javascript:` would run), or a backslash. Nothing is repaired: what is not safe as written
 * is not a link; what is safe is kept as written.
 */
export function safeLinkHref(raw: unknown, options: { relative?: boolean } = {}): string | null {
  // An empty text fails both the path and the http(s) tests below.
  if (typeof raw !== 'string') return null;
  if (/\s/.test(raw) || hasInvisibleCharacter(raw) || raw.includes('\\')) return null;
  if (raw.startsWith('/')) {
    // Same-origin paths only; the return-path rule refuses //host and decoded escapes.
    if (!options.relative) return null;
    return safeReturnPath(raw, { origin: SAME_ORIGIN });
  }
  if (!/^https?:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  // The scheme is http(s): the test above admits nothing else as written, and parsing keeps it.
  if (!url.hostname || url.username || url.password) return null;
  return raw;
}

/** A stand-in origin to read relative paths against (never shown, never fetched). */
const SAME_ORIGIN = 'https://same-origin.invalid';

/** True when `raw` may be a link (see safeLinkHref). */
export const isSafeLink = (raw: unknown, options: { relative?: boolean } = {}): boolean => safeLinkHref(raw, options) !== null;
