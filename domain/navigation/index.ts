/**
 * safeReturnPath(raw, { origin, allowedOrigins? }): the one decision for every in-app return URL
 * (referer, after_completion, login return, `redirect`): a same-origin path, an allowed origin's
 * absolute URL, or null.
 */
export { safeReturnPath, type ReturnPolicy } from './return-path';
