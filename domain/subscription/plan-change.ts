// Rules of a plan change and of a lost answer, read by the lifecycle machine's guards.
import { errorCode } from '@domain/errors';
import type { Subscription } from '@domain/model';

/** The subscription is on `priceId` (its first item), as the server holds it. */
export const isOnPlan = (subscription: Subscription, priceId: string | null) => priceId !== null && subscription.items?.[0]?.price_id === priceId;

/** The server refused a plan change's quote: QUOTE_EXPIRED (older than the limit) or QUOTE_CHANGED (its amount moved). */
export function quoteNoticeOf(error: unknown): 'quoteExpired' | 'quoteChanged' | null {
  const code = errorCode(error);
  return code === 'QUOTE_EXPIRED' ? 'quoteExpired' : code === 'QUOTE_CHANGED' ? 'quoteChanged' : null;
}

/**
 * No answer came (the network failed or the call timed out): the server may have done the work.
 * The HTTP adapter's ApiError says so in `kind`.
 */
export function answerLost(error: unknown): boolean {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return kind === 'network' || kind === 'timeout';
}
