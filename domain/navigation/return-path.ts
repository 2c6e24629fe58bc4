import { hasInvisibleCharacter } from '../validation/invisible';

/**
 * The one decision for every in-app return URL: the past-due page's `referer`, the payment
 * link's `after_completion` redirect, the login return and any future `redirect` parameter.
 *
 * A return URL is a place the app sends the payer to on its own authority, so it may only lead
 * to the page's own origin (or an origin the site explicitly trusts). Browsers are generous
 * readers of URLs, and each generosity is a way out:
 * - `//evil.example` and `/\evil.example` are protocol-relative (a backslash is a slash in http
 *   URLs), and so is any path that *becomes* one after dot segments are removed
 *   (`/.//evil.example`, `/..//evil.example`) or after an absolute same-origin URL is reduced to
 *   its path (`https://shop.example//evil.example` → `//evil.example`);
 * - tabs and newlines are silently deleted inside URLs (`/\t/evil.example` is `//evil.example`),
 *   and invisible characters hide what a link says;
 * - percent-encoded slashes and backslashes (`/%2F%2Fevil.example`, `/%5Cevil.example`) turn into
 *   real ones wherever a router or server decodes the path once more;
 * - `javascript:`, `data:` and other schemes run or show content instead of navigating;
 * - userinfo (`https://shop.example@evil.example`) and look-alike hosts (`shоp.example` with a
 *   Cyrillic о) name another origin, which the origin comparison refuses.
 *
 * Whatever is refused gives null (the caller then shows no link / stays on the page).
 */
export interface ReturnPolicy {
  /** The page's origin (`window.location.origin`). */
  origin: string;
  /** Other origins the site explicitly trusts (platform settings); answered as absolute URLs. */
  allowedOrigins?: readonly string[] | undefined;
}

/** True when `text` holds a character that a browser deletes from URLs or that shows as nothing. */
export const hasHiddenCharacter = hasInvisibleCharacter;

/** Decodes percent-escapes until nothing changes (a few rounds; double encoding is common). */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** A path that leaves the origin once a browser, router or server reads it (the pathname of an http(s) URL: it starts with '/'). */
function escapesOrigin(pathname: string): boolean {
  const decoded = fullyDecoded(pathname);
  if (decoded === null) return true;
  return (
    /^\/[/\\]/.test(pathname) ||
    /^\/[/\\]/.test(decoded) ||
    decoded.includes('\\') ||
    hasHiddenCharacter(decoded)
  );
}

/**
 * `raw` as a safe place to return to: a same-origin path (`/checkout/pay/cs_1?x=1#top`), or an
 * absolute URL of an explicitly allowed origin; null for anything else.
 */
export function safeReturnPath(raw: string | null | undefined, policy: ReturnPolicy): string | null {
  const value = raw?.trim();
  if (!value || hasHiddenCharacter(value) || value.includes('\\')) return null;
  // Protocol-relative as written (after trimming): never a path of ours.
  if (value.startsWith('//')) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(policy.origin);
    target = new URL(value, base);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  if (escapesOrigin(target.pathname)) return null;
  if (target.origin === base.origin) return `${target.pathname}${target.search}${target.hash}`;
  // Stryker disable next-line ArrayDeclaration: with no allowed origins any list of non-URLs allows nothing either
  const allowed = (policy.allowedOrigins ?? []).some((origin) => {
    try {
      return new URL(origin).origin === target.origin;
    } catch {
      return false;
    }
  });
  return allowed ? target.toString() : null;
}
