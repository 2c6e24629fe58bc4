/**
 * The past-due page's `referer` query parameter (spec §2): where 'Back' returns to. Only a
 * relative path or a URL of the page's own origin is kept, as a same-origin path
 * ("/checkout/pay/cs_1?x=1#top"); another site, a protocol-relative or a javascript: URL, or
 * garbage gives null, so the page never sends the payer somewhere it did not come from.
 */
export function safeReferer(raw: string | null | undefined, origin: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(value, base);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.origin !== base.origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
