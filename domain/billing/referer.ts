import { safeReturnPath } from '../navigation';

/**
 * The past-due page's `referer` query parameter (docs/spec/checkout-and-billing.md §2): where 'Back' returns to. Decided by
 * the one return-URL rule (`safeReturnPath`): a same-origin path, or null.
 */
export function safeReferer(raw: string | null | undefined, origin: string): string | null {
  return safeReturnPath(raw, { origin });
}
