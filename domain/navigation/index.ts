/**
 * safeReturnPath(raw, { origin, allowedOrigins? }): the one decision for every in-app return URL
 * (referer, after_completion, login return, `redirect`): a same-origin path, an allowed origin's
 * absolute URL, or null.
 */
export { safeReturnPath, type ReturnPolicy } from './return-path';
/** safeLinkHref(raw, { relative? }): the one rule for every link built from data (http/https, or a same-origin path), or null. */
export { isSafeLink, safeLinkHref } from './safe-link';
